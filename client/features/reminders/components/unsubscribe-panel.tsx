import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { confirmUnsubscribe } from '@shared/api/reminders';
import { REMINDER_CHANNEL_LABELS, REMINDER_EVENT_LABELS } from '@shared/lib/reminder-rules';
import type { UnsubscribeView } from '@shared/schemas/reminders';
import { useApi } from '@client/lib/api-context';
import { getUnsubscribeQueryOptions } from '../get-unsubscribe';
import styles from '../unsubscribe.module.css';

/**
 * What the link stops, and 确认退订: the page's only write (its GET, which a mail scanner may fetch, changes
 * nothing). Signed out is fine; the token is the link's.
 */
export function UnsubscribePanel({ token, view }: { token: string; view: UnsubscribeView }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const what = `“${REMINDER_EVENT_LABELS[view.event]}”的${REMINDER_CHANNEL_LABELS[view.channel]}提醒`;
  const confirm = useMutation({
    mutationFn: () => api.call(confirmUnsubscribe, { query: { token } }),
    onSuccess: (answer) => queryClient.setQueryData(getUnsubscribeQueryOptions(api, token).queryKey, answer),
    meta: { loginOn401: false },
  });
  if (!view.on)
    return (
      <div className={styles.panel} role="status" data-testid="unsubscribe-done">
        <h2>已退订</h2>
        <p>你不会再收到{what}。其他提醒不受影响，可随时在提醒设置中重新开启。</p>
        <a className="btn btn-ghost" href="/setting/notify">
          提醒设置
        </a>
      </div>
    );
  return (
    <div className={styles.panel}>
      <h2>退订{what}？</h2>
      <p>退订后不再发送这一种提醒，其他提醒照常。</p>
      {confirm.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(confirm.error, '退订失败，请稍后重试')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? '退订中…' : '确认退订'}
        </button>
        <a className="btn btn-ghost" href="/">
          不退订，返回首页
        </a>
      </div>
    </div>
  );
}
