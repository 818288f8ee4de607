/**
 * 今日复习's queue: the questions due when the review began (more are fetched past the last), in the
 * book's order. Those before `index` are answered; the one at `index` is on screen.
 */

/** 跳过: the question on screen stays due and is asked after every other one; the next one takes its place. */
export function skipCurrent<T>(queue: readonly T[], index: number): T[] {
  const current = queue[index];
  if (current === undefined) return [...queue];
  return [...queue.slice(0, index), ...queue.slice(index + 1), current];
}

/** Whether another question is left to ask before this one: one further on in the queue, or one due and not yet fetched. */
export const canSkip = (queueLength: number, index: number, dueTotal: number): boolean => index + 1 < queueLength || dueTotal > queueLength;
