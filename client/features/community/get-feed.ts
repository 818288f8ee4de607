import { infiniteQueryOptions, queryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@shared/api/api-client';
import { getCommunityFeed, getCommunitySidebar, listTopics } from '@shared/api/community';
import type { CommunityFeedTab, CursorPage, FeedItem, Topic } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { routeErrorOf } from '@client/lib/route-error';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { feedKey } from './feed-key';

export const FEED_PAGE_SIZE = 12;

export type FeedPages = InfiniteData<CursorPage<FeedItem>, string>;

export const getFeedQueryOptions = (api: ApiClient, tab: CommunityFeedTab, topicId?: number) =>
  infiniteQueryOptions({
    queryKey: feedKey(tab, topicId),
    queryFn: ({ pageParam, signal }) =>
      api.call(getCommunityFeed, {
        query: { tab, size: FEED_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}), ...(topicId ? { topicId } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });

/** The feed as the loader left it, then growing page by page (infinite scroll). */
export const useFeed = (tab: CommunityFeedTab, topicId?: number) => useInfiniteQuery(getFeedQueryOptions(useApi(), tab, topicId));

/**
 * Loader: the first page in the cache (server-rendered), an API failure as the error page's status.
 * The 关注 tab refused for want of a (valid) sign-in is not an error: the page asks to sign in.
 */
export async function loadFeedFirstPage(queryClient: QueryClient, api: ApiClient, tab: CommunityFeedTab, topicId?: number): Promise<void> {
  try {
    await queryClient.ensureInfiniteQueryData(getFeedQueryOptions(api, tab, topicId));
  } catch (error) {
    if (tab === 'follow' && isApiError(error) && error.code === 401) return;
    throw routeErrorOf(error);
  }
}

export const SIDEBAR_QUERY_KEY = ['community', 'sidebar'] as const;
export const getSidebarQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: SIDEBAR_QUERY_KEY, queryFn: () => api.call(getCommunitySidebar), staleTime: 5 * 60_000 });
export async function loadSidebar(queryClient: QueryClient, api: ApiClient): Promise<void> {
  try {
    await queryClient.ensureQueryData(getSidebarQueryOptions(api));
  } catch (error) {
    throw routeErrorOf(error);
  }
}
export const useSidebar = () => useCachedQueryData(getSidebarQueryOptions(useApi()));

export const getTopicsQueryOptions = (api: ApiClient) =>
  queryOptions<Topic[]>({ queryKey: ['community', 'topics'], queryFn: () => api.call(listTopics), staleTime: 10 * 60_000 });
