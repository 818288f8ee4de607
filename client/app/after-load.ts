import type { RoutePrefetchOptions } from './prefetch/route-prefetcher';

/**
 * What starts once the first page has loaded and the browser is idle (entry-client.tsx): the
 * stale-build watcher (its first poll is minutes away), route prefetch (for the pages after this
 * one) and real-user timings (a sampled share of visits). One dynamic import in the entry for all
 * three, since each one there costs every first load its loader code; each keeps its own chunk.
 */
export function startAfterLoad(options: RoutePrefetchOptions & { buildId: string }): void {
  void import('@client/lib/build-watcher').then(({ startBuildWatcher }) => startBuildWatcher(options.router, options.buildId));
  void import('./prefetch/route-prefetcher').then(({ startRoutePrefetch }) => startRoutePrefetch(options));
  void import('@client/lib/real-user-timings').then(({ startRealUserTimings }) => startRealUserTimings(options.router));
}
