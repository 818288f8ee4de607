import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getHotKeywords as hotEndpoint, search as searchEndpoint } from '@shared/api/search';
import { SEARCH_PAGE_SIZE } from '@shared/schemas/search';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import type { SearchPageQuery } from '@client/lib/search/search-query';

export const getSearch = (api: ApiClient, query: SearchPageQuery) =>
  api.call(searchEndpoint, { query: { keyword: query.keyword, type: query.type, page: query.page, size: SEARCH_PAGE_SIZE } });

export const getSearchQueryOptions = (api: ApiClient, query: SearchPageQuery) =>
  queryOptions({
    queryKey: ['search', 'results', query.keyword, query.type, query.page],
    queryFn: () => getSearch(api, query),
    staleTime: 60_000,
  });

/** The page of results the route loader put in the cache. */
export const useSearch = (query: SearchPageQuery) => useCachedQueryData(getSearchQueryOptions(useApi(), query));

export const getHotKeywords = (api: ApiClient) => api.call(hotEndpoint);

/** Hot keywords follow the catalogue, not the visit: kept for ten minutes. */
export const getHotKeywordsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['search', 'hot'], queryFn: () => getHotKeywords(api), staleTime: 10 * 60_000 });

export const useHotKeywords = () => useCachedQueryData(getHotKeywordsQueryOptions(useApi()));
