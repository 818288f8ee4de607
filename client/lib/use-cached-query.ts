import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Reads the snapshot: the server renders each request once, so it needs no observer. */
function useServerSnapshot<T>(queryKey: QueryKey): T | undefined {
  return useQueryClient().getQueryData<T>(queryKey);
}

/** In the browser an observer keeps the entry alive (no garbage collection) and re-renders on change. */
function useObservedData<T>(queryKey: QueryKey): T | undefined {
  return useQuery<T>({ queryKey, enabled: false }).data;
}

/**
 * The cached data of a query a loader (or login/logout) put in the cache, never fetching it here.
 * `useQuery` builds an observer per call, which on the server cost ~4 % of a page render for
 * nothing; the branch is fixed per environment, so hook order never changes at run time.
 */
export const useCachedQueryData: <T>(queryKey: QueryKey) => T | undefined =
  typeof window === 'undefined' ? useServerSnapshot : useObservedData;
