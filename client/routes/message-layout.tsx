import { Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import { MESSAGE_GROUP_KEYS, MESSAGE_GROUPS, messageGroupOfPath, unreadCountOfGroup } from '@shared/enums/message';
import { appContext } from '@client/lib/app-context';
import { loadQuery } from '@client/lib/load-query';
import { formatBadge } from '@client/components/site-header/site-header';
import { getUnreadCountsQueryOptions, useUnreadCounts } from '@client/lib/session/get-message-counts';
import { useMarkAllRead } from '@client/features/message/use-mark-read';
import { useSelf } from '@client/lib/session/get-self';
import { useActiveTabInView } from '@client/lib/use-active-tab-in-view';
import styles from '@client/features/message/message-centre.module.css';

/** /message is protected: the route guard has already sent a signed-out visitor to sign in. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadQuery(queryClient, getUnreadCountsQueryOptions(api));
  return null;
}

/** 消息中心: the six groups of spec §7 with their unread badges, and 全部已读. */
export function Component() {
  const counts = useUnreadCounts(useSelf() !== null);
  const current = messageGroupOfPath(useLocation().pathname);
  const markAll = useMarkAllRead();
  const total = MESSAGE_GROUP_KEYS.reduce((sum, group) => sum + unreadCountOfGroup(counts, group), 0);
  // Phones: the groups are one row that scrolls sideways; the open group is kept in view.
  const groupsRef = useActiveTabInView<HTMLElement>(current);

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <h1 className={styles.heading}>消息中心</h1>
        <nav aria-label="消息分组" className={styles.groups} ref={groupsRef}>
          {MESSAGE_GROUP_KEYS.map((group) => {
            const unread = unreadCountOfGroup(counts, group);
            const label = MESSAGE_GROUPS[group].label;
            return (
              <a
                key={group}
                href={`/message/${group}`}
                className={`${styles.group} ${group === current ? styles.groupActive : ''}`}
                aria-current={group === current ? 'page' : undefined}
                aria-label={unread ? `${label} ${formatBadge(unread)} 条未读` : label}
                data-keep-scroll
              >
                <span>{label}</span>
                {unread ? (
                  <span className={styles.badge} data-testid={`group-badge-${group}`}>
                    {formatBadge(unread)}
                  </span>
                ) : null}
              </a>
            );
          })}
        </nav>
        <button type="button" className={`btn btn-ghost btn-sm ${styles.markAll}`} onClick={() => void markAll()} disabled={total === 0}>
          全部已读
        </button>
      </aside>
      <section className={styles.main} aria-label={current ? MESSAGE_GROUPS[current].label : '消息'}>
        <Outlet />
      </section>
    </div>
  );
}
