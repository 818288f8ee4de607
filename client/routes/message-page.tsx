import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { MESSAGE_GROUPS, messageGroupOfPath, unreadCountOfGroup, type MessageGroup } from '@shared/enums/message';
import { appContext } from '@client/lib/app-context';
import { loadQuery } from '@client/lib/load-query';
import { EmptyState } from '@client/components/empty-state/empty-state';
import { Pagination } from '@client/components/pagination/pagination';
import { useUnreadCounts } from '@client/lib/session/get-message-counts';
import { useSelf } from '@client/lib/session/get-self';
import { pageParam } from '@client/lib/url-query';
import { getMessagesQueryOptions, MESSAGES_PAGE_SIZE, messagesHref, useMessages } from '@client/features/message/get-messages';
import { MessageItem } from '@client/features/message/components/message-item';
import { useMarkGroupRead } from '@client/features/message/use-mark-read';
import styles from '@client/features/message/message-centre.module.css';

const EMPTY: Record<MessageGroup, string> = {
  reply: '还没有人评论或回复你的内容。',
  at: '还没有人在内容中 @ 你。',
  like: '你的内容还没有收到赞和收藏。',
  answer: '你的问题还没有收到回答。',
  system: '暂时没有系统通知。',
  whisper: '暂时没有订单、发票和退款消息。',
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const group = messageGroupOfPath(url.pathname)!;
  const { queryClient, api } = context.get(appContext);
  await loadQuery(queryClient, getMessagesQueryOptions(api, group, pageParam(url.searchParams)));
  return null;
}

/** One group's messages, newest first; opening it marks the group read. */
export function Component() {
  const location = useLocation();
  const group = messageGroupOfPath(location.pathname)!;
  const page = pageParam(new URLSearchParams(location.search));
  const data = useMessages(group, page);
  const counts = useUnreadCounts(useSelf() !== null);
  useMarkGroupRead(group, unreadCountOfGroup(counts, group));
  if (!data) return null;

  return (
    <>
      <h2 className={styles.groupTitle}>{MESSAGE_GROUPS[group].label}</h2>
      {data.list.length ? (
        <ul className={styles.list} aria-label={`${MESSAGE_GROUPS[group].label}列表`}>
          {data.list.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      ) : (
        <EmptyState title="暂无消息" text={EMPTY[group]} action={{ to: '/community', label: '去社区看看' }} />
      )}
      <Pagination page={page} total={data.total} size={MESSAGES_PAGE_SIZE} hrefOf={(target) => messagesHref(group, target)} />
    </>
  );
}
