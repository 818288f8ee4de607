import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { getReminderSettingsQueryOptions, useReminderSettings } from '@client/features/reminders/get-reminder-settings';
import { useWechatReturn } from '@client/features/reminders/use-wechat-return';
import { ReminderSettingsForm } from '@client/features/reminders/components/reminder-settings-form';
import { WechatSubscriptions } from '@client/features/reminders/components/wechat-subscriptions';
import styles from '@client/features/reminders/reminder-settings.module.css';

/** /setting/notify: protected. Read fresh: a reminder sent meanwhile used a WeChat subscription up. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getReminderSettingsQueryOptions(api));
  return null;
}

const TONES = { success: styles.success, info: styles.info, error: styles.failure } as const;

/** 提醒设置: which reminders come by 站内消息, SMS and WeChat, quiet hours, and the WeChat subscriptions. */
export function Component() {
  const settings = useReminderSettings();
  const returned = useWechatReturn();
  if (!settings) return null;
  return (
    <>
      {returned ? (
        <p
          className={`${styles.banner} ${TONES[returned.tone]}`}
          role={returned.tone === 'error' ? 'alert' : 'status'}
          data-testid="wechat-return"
        >
          {returned.text}
          {returned.from ? <a href={returned.from}>返回刚才的页面</a> : null}
        </p>
      ) : null}
      <ReminderSettingsForm key={JSON.stringify([settings.channels, settings.quietHours])} settings={settings} />
      <WechatSubscriptions settings={settings} />
    </>
  );
}
