import type { FeedEntry } from './community-views';

/** How the 推荐 feed spreads items about one question (a question and its answers). */
export const FEED_DIVERSITY = Object.freeze({
  /** The first screen (one page of the feed): at most one item per question. */
  firstScreen: 12,
  /** After it: no item about the same question as any of the previous this many. */
  spread: 4,
  /** How far ahead an item is looked for before the order is kept as it is (bounds the work). */
  lookAhead: 40,
});

const questionOf = (entry: FeedEntry): number | null =>
  entry.kind === 'question' ? entry.record.id : entry.kind === 'answer' ? entry.record.questionId : null;

/**
 * The newest-first entries reordered so that the feed does not open with three answers to one
 * question: each place takes the first entry (in the newest-first order) whose question is not
 * shown yet on the first screen, or among the few just before it afterwards. An entry only ever moves
 * later, and the same entries always give the same order (the cursor names a place in it).
 */
export function diversify(sorted: readonly FeedEntry[], rules = FEED_DIVERSITY): FeedEntry[] {
  const taken = new Uint8Array(sorted.length);
  const result: FeedEntry[] = [];
  let head = 0;
  while (result.length < sorted.length) {
    while (taken[head]) head += 1;
    const recent = result.length < rules.firstScreen ? result : result.slice(-rules.spread);
    const blocked = new Set(recent.map(questionOf).filter((id) => id !== null));
    let pick = head;
    for (let index = head, seen = 0; index < sorted.length && seen < rules.lookAhead; index += 1) {
      if (taken[index]) continue;
      seen += 1;
      const question = questionOf(sorted[index]!);
      if (question === null || !blocked.has(question)) {
        pick = index;
        break;
      }
    }
    taken[pick] = 1;
    result.push(sorted[pick]!);
  }
  return result;
}
