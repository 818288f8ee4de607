import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REMINDER_EVENT_LABELS, WECHAT_SHEET_MAX_EVENTS, type ReminderEvent } from '@shared/lib/reminder-rules';
import { useApi } from '@client/lib/api-context';
import { getReminderSettingsQueryOptions } from '../get-reminder-settings';
import { sheetHref } from '../wechat-sheet';
import styles from './wechat-subscribe-prompt.module.css';

/**
 * The WeChat subscribe prompt at a natural moment (an application sent, an exam date set): the events whose
 * WeChat reminder is on (at most three, WeChat's sheet's limit), a button to WeChat's sheet that comes back
 * to 提醒设置 and then to `from`, and 以后再说. Reads the settings itself; nothing until they are known.
 */
export function WechatSubscribePrompt({ events, from, lead }: { events: readonly ReminderEvent[]; from: string; lead?: string }) {
  const api = useApi();
  const titleId = useId();
  const { data: settings } = useQuery(getReminderSettingsQueryOptions(api));
  const [dismissed, setDismissed] = useState(false);
  if (!settings || dismissed) return null;
  const wanted = events.filter((event) => settings.channels[event].wechat).slice(0, WECHAT_SHEET_MAX_EVENTS);
  if (!wanted.length) return null;
  const names = wanted.map((event) => `“${REMINDER_EVENT_LABELS[event]}”`).join('、');
  return (
    <section className={styles.prompt} aria-labelledby={titleId} data-testid="wechat-subscribe-prompt">
      <h2 id={titleId} className={styles.title}>
        在微信接收提醒
      </h2>
      <p className={styles.text}>
        {lead ? `${lead}` : ''}订阅后，{names}会通过微信服务通知发给你，每次订阅发送一条。
      </p>
      <div className={styles.actions}>
        {settings.wechat.bound ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.assign(sheetHref(settings.wechat.sheetUrl, wanted, from))}
          >
            去微信订阅
          </button>
        ) : (
          <a className="btn btn-primary" href="/setting/account">
            先绑定微信
          </a>
        )}
        <button type="button" className="btn btn-ghost" onClick={() => setDismissed(true)}>
          以后再说
        </button>
        <a className={styles.settings} href="/setting/notify">
          提醒设置
        </a>
      </div>
    </section>
  );
}
