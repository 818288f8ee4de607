import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { markMessagesRead } from '@shared/api/message';
import { MarkReadScope, markGroupReadBody, MESSAGE_GROUPS, type MessageGroup } from '@shared/enums/message';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { toast } from '@client/components/toast/toast-store';
import { UNREAD_COUNTS_KEY } from '@client/lib/session/get-message-counts';

type Counts = { type: number; count: number }[];

/**
 * Spec §7: opening a group marks its types read (PUT /api/sys/message/read, type 3), then the counts
 * are asked again. The badges drop at once (the cached counts lose the group's types) so the bell
 * and the tab agree before the answer comes; a failure puts them back on the next refetch. Opening
 * a page is not asking to write: a 401 here does not open the login modal (the page's own reads tell).
 */
export function useMarkGroupRead(group: MessageGroup, unread: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const done = useRef(new Set<MessageGroup>());
  useEffect(() => {
    if (unread === 0 || done.current.has(group)) return;
    done.current.add(group);
    const body = markGroupReadBody(group);
    if (!body) return;
    const types = new Set<number>(MESSAGE_GROUPS[group].types);
    queryClient.setQueryData<Counts>(UNREAD_COUNTS_KEY, (counts) => counts?.filter((entry) => !types.has(entry.type)));
    runMutation(queryClient, { mutationFn: () => api.call(markMessagesRead, { body }), meta: { loginOn401: false } }, undefined)
      .catch(() => undefined)
      .finally(() => {
        done.current.delete(group);
        void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY });
      });
  }, [api, queryClient, group, unread]);
}

/** 全部已读 (scope 2): every badge to zero. */
export function useMarkAllRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  // runMutation, not useMutation: nothing shows it pending, and the message pages (index pages) would
  // load useMutation's observer for it.
  return () =>
    runMutation(
      queryClient,
      {
        mutationFn: () => api.call(markMessagesRead, { body: { type: MarkReadScope.ALL } }),
        onSuccess: () => {
          queryClient.setQueryData<Counts>(UNREAD_COUNTS_KEY, []);
          toast.success('已全部标记为已读');
        },
        onError: (error) => toast.error(errorMessage(error, '操作失败，请稍后重试')),
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: UNREAD_COUNTS_KEY });
          void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
        },
      },
      undefined,
    ).catch(() => undefined);
}
