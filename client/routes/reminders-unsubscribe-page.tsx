import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_UNSUBSCRIBE_INVALID } from '@shared/api/reminders';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { getUnsubscribeQueryOptions, useUnsubscribe } from '@client/features/reminders/get-unsubscribe';
import { UnsubscribePanel } from '@client/features/reminders/components/unsubscribe-panel';
import styles from '@client/features/reminders/unsubscribe.module.css';

const INVALID = '退订链接无效或已失效，请登录后在“提醒设置”中修改。';
const tokenOf = (search: string) => new URLSearchParams(search).get('token')?.slice(0, 160) ?? '';

/**
 * /reminders/unsubscribe?token=…: the link in every reminder, signed in or not. The loader only reads what
 * the link would stop (a scanner prefetching it changes nothing); a link that is not ours is said on the page.
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<{ invalid: string } | null> {
  const token = tokenOf(new URL(request.url).search);
  if (!token) return { invalid: INVALID };
  const { queryClient, api } = context.get(appContext);
  const read = await loadFresh(queryClient, getUnsubscribeQueryOptions(api, token), (error) =>
    isApiError(error) && (error.code === CODE_UNSUBSCRIBE_INVALID || error.code === 400) ? { invalid: error.message } : undefined,
  );
  return 'invalid' in read ? read : null;
}

export function Component() {
  const refused = useLoaderData<typeof loader>();
  const token = tokenOf(useLocation().search);
  const view = useUnsubscribe(token);
  return (
    <>
      <PageHeading />
      <div className={styles.page}>
        {refused || !view ? (
          <div className={styles.panel} role="alert">
            <h2>无法退订</h2>
            <p>{refused?.invalid ?? INVALID}</p>
            <a className="btn btn-ghost" href="/setting/notify">
              登录后修改提醒设置
            </a>
          </div>
        ) : (
          <UnsubscribePanel token={token} view={view} />
        )}
      </div>
    </>
  );
}
