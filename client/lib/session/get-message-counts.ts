import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getMessageCounts } from '@shared/api/message';
import { UNGROUPED_MESSAGE_TYPES } from '@shared/enums/message-ungrouped';
import { useApi } from '@client/lib/api-context';

export const UNREAD_COUNTS_KEY = ['messages', 'unread-counts'] as const;
/** The bell asks again this often while the tab is visible (TanStack pauses interval refetches in the background). */
export const UNREAD_POLL_MS = 60_000;

export const getUnreadCounts = (api: ApiClient) => api.call(getMessageCounts, { query: { readFlag: 1 } });

export const getUnreadCountsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: UNREAD_COUNTS_KEY, queryFn: () => getUnreadCounts(api), staleTime: 30_000 });

/** Unread messages of the /message groups (types no group shows would be a badge nobody can clear). */
export const unreadTotalOf = (counts: readonly { type: number; count: number }[]) =>
  counts.reduce((sum, { type, count }) => (UNGROUPED_MESSAGE_TYPES.includes(type) ? sum : sum + count), 0);

/** The counts for a signed-in visitor, polled every minute while the tab is visible; [] signed out. */
export function useUnreadCounts(enabled: boolean) {
  const { data } = useQuery({
    ...getUnreadCountsQueryOptions(useApi()),
    enabled,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
    refetchOnWindowFocus: enabled,
  });
  return enabled && data ? data : [];
}

/** Total unread messages for the header bell; 0 while signed out. */
export function useUnreadTotal(enabled: boolean): number {
  return unreadTotalOf(useUnreadCounts(enabled));
}
