import { REMINDER_EVENT_LABELS, REMINDER_EVENTS } from '@shared/lib/reminder-rules';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { sheetHref } from '../wechat-sheet';
import styles from '../reminder-settings.module.css';

/**
 * 微信服务通知: each WeChat message needs a one-time subscription the learner gives in WeChat's sheet. Lists
 * what is left per event and opens the sheet for one more; without a bound WeChat, says how to bind one.
 */
export function WechatSubscriptions({ settings }: { settings: ReminderSettings }) {
  const { wechat, channels } = settings;
  return (
    <section className={styles.card} aria-labelledby="wechat-subscriptions-title" data-testid="wechat-subscriptions">
      <h2 id="wechat-subscriptions-title">微信订阅</h2>
      {wechat.bound ? (
        <>
          <p className={styles.hint}>
            微信每订阅一次，可收到一条该提醒；收到后再订阅，可以继续接收。报名成功、设置考试日期后，页面也会请你订阅。
          </p>
          <ul className={styles.subscriptions}>
            {REMINDER_EVENTS.map((event) => (
              <li key={event} data-event={event}>
                <span className={styles.subscriptionName}>
                  {REMINDER_EVENT_LABELS[event]}
                  <small>{channels[event].wechat ? `剩余 ${wechat.subscriptions[event]} 次` : '微信提醒已关闭'}</small>
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`在微信订阅一次${REMINDER_EVENT_LABELS[event]}`}
                  onClick={() => window.location.assign(sheetHref(wechat.sheetUrl, [event], null))}
                >
                  订阅一次
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.hint}>
          还没有绑定微信，绑定后才能在微信接收提醒。<a href="/setting/account">去绑定微信</a>
        </p>
      )}
    </section>
  );
}
