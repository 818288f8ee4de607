import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { updateReminderSettings } from '@shared/api/reminders';
import {
  clockProblem,
  DEFAULT_QUIET_HOURS,
  quietHoursProblem,
  REMINDER_CHANNEL_LABELS,
  REMINDER_CHANNELS,
  REMINDER_EVENT_HINTS,
  REMINDER_EVENT_LABELS,
  REMINDER_EVENTS,
  STUDY_EVENTS,
  type ReminderChannels,
  type ReminderEvent,
} from '@shared/lib/reminder-rules';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { useApi } from '@client/lib/api-context';
import { useValidatedForm } from '@client/lib/use-field-validation';
import { HookFormField } from '@client/components/hook-form-field';
import { toast } from '@client/components/toast/toast-store';
import { getReminderSettingsQueryOptions } from '../get-reminder-settings';
import styles from '../reminder-settings.module.css';

interface Values {
  channels: ReminderChannels;
  quiet: 'on' | 'off';
  quietStart: string;
  quietEnd: string;
}

const GROUPS: readonly { title: string; events: readonly ReminderEvent[] }[] = [
  { title: '学习提醒（每天最多一条，有待办时才发）', events: STUDY_EVENTS },
  { title: '考证进度', events: REMINDER_EVENTS.filter((event) => !STUDY_EVENTS.includes(event)) },
];
const SHORT_CHANNEL = { site: '站内', sms: '短信', wechat: '微信' } as const;

const valuesOf = (settings: ReminderSettings): Values => ({
  channels: settings.channels,
  quiet: settings.quietHours ? 'on' : 'off',
  quietStart: settings.quietHours?.start ?? DEFAULT_QUIET_HOURS.start,
  quietEnd: settings.quietHours?.end ?? DEFAULT_QUIET_HOURS.end,
});

/**
 * 提醒设置's form: each event × 站内消息 / 短信 / 微信服务通知 as checkboxes (a 44 px target each, one table
 * that fits a 390 px phone), and the quiet hours. Checked as filled with the API's rules; a refusal keeps
 * everything chosen and says why, in Chinese.
 */
export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, field } = useValidatedForm<Values>(valuesOf(settings));
  const quietOn = form.watch('quiet') === 'on';
  const smsOff = settings.smsPhone === null;
  const save = useMutation({
    mutationFn: (values: Values) =>
      api.call(updateReminderSettings, {
        body: { channels: values.channels, quietHours: values.quiet === 'on' ? { start: values.quietStart, end: values.quietEnd } : null },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getReminderSettingsQueryOptions(api).queryKey, saved);
      form.reset(valuesOf(saved));
      toast.success('提醒设置已保存');
    },
    onError: (error) => form.setError('root', { message: errorMessage(error, '保存失败，请稍后重试') }),
  });
  const refusal = form.formState.errors.root?.message;
  const startProblem = (value: unknown) => clockProblem(String(value)) ?? true;
  const pairProblem = (value: unknown) => {
    const [start, end] = [form.getValues('quietStart'), String(value)];
    return clockProblem(end) ?? (clockProblem(start) ? null : quietHoursProblem({ start, end })) ?? true;
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="reminder-form-title"
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
    >
      <div className={styles.formHead}>
        <h2 id="reminder-form-title">接收方式</h2>
        <p>
          勾选每种提醒的接收方式。{smsOff ? '账号没有可用的手机号，不能接收短信。' : `短信发送至 ${settings.smsPhone}。`}
          微信服务通知需先在微信中订阅，每次订阅可收到一条。
        </p>
      </div>
      {settings.studyStopped ? (
        <p className={styles.note}>你最近一次考证的证书已颁发，学习提醒已停止；报名新的考证计划后恢复。考证进度提醒照常发送。</p>
      ) : null}
      <fieldset className={styles.group}>
        <legend>提醒与渠道</legend>
        <table className={styles.matrix}>
          <thead>
            <tr>
              <th scope="col">提醒</th>
              {REMINDER_CHANNELS.map((channel) => (
                <th key={channel} scope="col" abbr={REMINDER_CHANNEL_LABELS[channel]}>
                  {SHORT_CHANNEL[channel]}
                </th>
              ))}
            </tr>
          </thead>
          {GROUPS.map((group) => (
            <tbody key={group.title}>
              <tr>
                <th scope="colgroup" colSpan={4} className={styles.groupTitle}>
                  {group.title}
                </th>
              </tr>
              {group.events.map((event) => (
                <tr key={event} data-event={event}>
                  <th scope="row" className={styles.event}>
                    {REMINDER_EVENT_LABELS[event]}
                    <small>{REMINDER_EVENT_HINTS[event]}</small>
                  </th>
                  {REMINDER_CHANNELS.map((channel) => (
                    <td key={channel}>
                      <label className={styles.toggle}>
                        <input
                          type="checkbox"
                          // The server's markup says it too (register sets it only once the script runs).
                          defaultChecked={settings.channels[event][channel]}
                          disabled={channel === 'sms' && smsOff}
                          aria-label={`${REMINDER_EVENT_LABELS[event]}：${REMINDER_CHANNEL_LABELS[channel]}`}
                          {...form.register(`channels.${event}.${channel}`, { onChange: () => form.clearErrors('root') })}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>免打扰时段</legend>
        <p className={styles.hint}>时段内不发短信和微信，顺延到时段结束时发送；站内消息不受影响。上夜班可改为白天，如 08:00–16:00。</p>
        <div className={styles.choices}>
          <label className={styles.check}>
            <input type="radio" value="on" defaultChecked={quietOn} {...form.register('quiet', { onChange: () => form.clearErrors() })} />
            设置免打扰时段（北京时间）
          </label>
          <label className={styles.check}>
            <input type="radio" value="off" defaultChecked={!quietOn} {...form.register('quiet', { onChange: () => form.clearErrors() })} />
            不设免打扰，任何时间都可以提醒
          </label>
        </div>
        {quietOn ? (
          <>
            <HookFormField form={form} name="quietStart" label="开始" idPrefix="quiet" classes={styles} required>
              <input
                type="time"
                className={styles.time}
                defaultValue={form.formState.defaultValues?.quietStart}
                {...field('quietStart', { validate: startProblem })}
              />
            </HookFormField>
            <HookFormField
              form={form}
              name="quietEnd"
              label="结束"
              idPrefix="quiet"
              classes={styles}
              required
              hint="可跨零点，最长 16 小时"
            >
              <input
                type="time"
                className={styles.time}
                defaultValue={form.formState.defaultValues?.quietEnd}
                {...field('quietEnd', { validate: pairProblem })}
              />
            </HookFormField>
          </>
        ) : null}
      </fieldset>

      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="reminder-refusal">
          {refusal}
        </p>
      ) : null}
      <div className={styles.submitBar}>
        <button type="submit" className="btn btn-primary btn-lg" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? '保存中…' : '保存设置'}
        </button>
      </div>
    </form>
  );
}
