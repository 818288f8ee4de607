import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCoinSummary, listCoinEntries } from '@shared/api/order';
import { getMyProfile } from '@shared/api/profile-settings';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const PROFILE_KEY = ['settings', 'profile'] as const;
const COINS_KEY = ['settings', 'coins'] as const;
export const COIN_HISTORY_SIZE = 10;

export const getProfileQueryOptions = (api: ApiClient) => queryOptions({ queryKey: PROFILE_KEY, queryFn: () => api.call(getMyProfile) });
export const useProfile = () => useCachedQueryData(getProfileQueryOptions(useApi()));

export const getCoinSummaryQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: COINS_KEY, queryFn: () => api.call(getCoinSummary) });
export const useCoinSummary = () => useCachedQueryData(getCoinSummaryQueryOptions(useApi()));

const historyOptions = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['settings', 'coin-history', page],
    queryFn: () => api.call(listCoinEntries, { query: { page, size: COIN_HISTORY_SIZE } }),
  });
export const getCoinHistoryQueryOptions = historyOptions;

/** The balance's history, a page at a time in place (the first page came with the page). */
export function useCoinHistory(page: number) {
  const api = useApi();
  return useQuery({ ...historyOptions(api, page), placeholderData: keepPreviousData });
}
