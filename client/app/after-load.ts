import { startBuildWatcher } from '@client/lib/build-watcher';
import { startRealUserTimings } from '@client/lib/real-user-timings';
import { startRoutePrefetch, type RoutePrefetchOptions } from './prefetch/route-prefetcher';

/**
 * What starts once the first page has loaded and the browser is idle (entry-client.tsx), in one
 * chunk fetched then: the stale-build watcher (its first poll is minutes away), route prefetch
 * (for the pages after this one) and real-user timings (a sampled share of visits). One dynamic
 * import in the entry for all three: each one more costs every first load its loader code.
 */
export function startAfterLoad(options: RoutePrefetchOptions & { buildId: string }): void {
  startBuildWatcher(options.router, options.buildId);
  startRoutePrefetch(options);
  void startRealUserTimings(options.router);
}
