import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listMessages } from '@shared/api/message';
import { MESSAGE_GROUPS, type MessageGroup } from '@shared/enums/message';
import { useApi } from '@client/lib/api-context';

export const MESSAGES_PAGE_SIZE = 20;

export const messagesKey = (group: MessageGroup, page: number) => ['messages', 'list', group, page] as const;

export const getMessagesQueryOptions = (api: ApiClient, group: MessageGroup, page: number) =>
  queryOptions({
    queryKey: messagesKey(group, page),
    queryFn: ({ signal }) =>
      api.call(listMessages, { query: { messageTypes: MESSAGE_GROUPS[group].types.join(','), page, size: MESSAGES_PAGE_SIZE }, signal }),
    // The list shows what was unread when it was opened (highlighted), though opening marks it read.
    staleTime: 30_000,
  });

export const useMessages = (group: MessageGroup, page: number) =>
  useQuery({ ...getMessagesQueryOptions(useApi(), group, page), placeholderData: (previous) => previous }).data;

export const messagesHref = (group: MessageGroup, page: number) => `/message/${group}${page > 1 ? `?page=${page}` : ''}`;
