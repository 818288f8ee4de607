/** Spec §9: route prefetch, at most 4 pending at once. */
export const MAX_PENDING_PREFETCHES = 4;

export interface PrefetchQueue {
  /**
   * Asks for `key` to be prefetched. A key is prefetched once, ever; `urgent` (the visitor points
   * at the link) goes ahead of what is waiting (links that merely scrolled into view).
   */
  request(key: string, options?: { urgent?: boolean }): void;
  /** Starts what waits, as far as the limit (and `canStart`) allow: call it when `canStart` turns true. */
  resume(): void;
  /** Prefetches running now. */
  readonly pending: number;
}

interface QueueOptions {
  maxPending?: number;
  /** False holds back new prefetches (a navigation is loading: it gets the connections). */
  canStart?: () => boolean;
}

/**
 * At most `maxPending` prefetches run at once; the rest wait their turn, first come first served
 * (urgent ones first). A failed prefetch counts as done: the navigation itself will fetch.
 */
export function createPrefetchQueue(
  run: (key: string) => Promise<unknown>,
  { maxPending = MAX_PENDING_PREFETCHES, canStart = () => true }: QueueOptions = {},
): PrefetchQueue {
  const requested = new Set<string>();
  const waiting: string[] = [];
  let pending = 0;

  const pump = () => {
    while (pending < maxPending && waiting.length > 0 && canStart()) {
      const key = waiting.shift()!;
      pending += 1;
      Promise.resolve()
        .then(() => run(key))
        .catch(() => undefined)
        .finally(() => {
          pending -= 1;
          pump();
        });
    }
  };

  return {
    request(key, { urgent = false } = {}) {
      if (requested.has(key)) {
        const index = waiting.indexOf(key);
        if (urgent && index > 0) waiting.unshift(...waiting.splice(index, 1));
        return;
      }
      requested.add(key);
      if (urgent) waiting.unshift(key);
      else waiting.push(key);
      pump();
    },
    resume: pump,
    get pending() {
      return pending;
    },
  };
}
