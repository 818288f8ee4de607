import { hashKey, useQuery, useQueryClient, type InferDataFromTag, type QueryKey } from '@tanstack/react-query';

/**
 * What a cache read needs of a query: the options the loader used (from the feature's
 * `getXQueryOptions`), whose `queryOptions()`-made key carries the data's type. The key and its
 * type are written once, where the options are.
 */
interface CachedQuery<TKey extends QueryKey> {
  queryKey: TKey;
}

type CachedData<TKey extends QueryKey> = InferDataFromTag<unknown, TKey> | undefined;

/**
 * Reads the snapshot: the server renders each request once, so it needs no observer. By the key's
 * hash (the site sets no queryKeyHashFn): getQueryData defaults a whole options object per read first.
 */
function useServerSnapshot<TKey extends QueryKey>({ queryKey }: CachedQuery<TKey>): CachedData<TKey> {
  return useQueryClient().getQueryCache().get(hashKey(queryKey))?.state.data as CachedData<TKey>;
}

/** In the browser an observer keeps the entry alive (no garbage collection) and re-renders on change. */
function useObservedData<TKey extends QueryKey>({ queryKey }: CachedQuery<TKey>): CachedData<TKey> {
  return useQuery({ queryKey, enabled: false }).data as CachedData<TKey>;
}

/**
 * The cached data of a query a loader (or login/logout) put in the cache, never fetching it here:
 * `useCachedQueryData(getCourseQueryOptions(api, id))`, typed by the options' key.
 * `useQuery` builds an observer per call, which on the server cost ~4 % of a page render for
 * nothing; the branch is fixed per build (the browser's has no server branch), so hook order never
 * changes at run time.
 */
export const useCachedQueryData: <TKey extends QueryKey>(options: CachedQuery<TKey>) => CachedData<TKey> = import.meta.env.SSR
  ? useServerSnapshot
  : useObservedData;
