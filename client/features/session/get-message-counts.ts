import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getMessageCounts } from '@shared/api/message';
import { useApi } from '@client/lib/api-context';

export const getUnreadCounts = (api: ApiClient) => api.call(getMessageCounts, { query: { readFlag: 1 } });

export const getUnreadCountsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['messages', 'unread-counts'], queryFn: () => getUnreadCounts(api), staleTime: 30_000 });

/** Total unread messages for the header bell; 0 while signed out. */
export function useUnreadTotal(enabled: boolean): number {
  const { data } = useQuery({ ...getUnreadCountsQueryOptions(useApi()), enabled });
  return enabled && data ? data.reduce((sum, entry) => sum + entry.count, 0) : 0;
}
