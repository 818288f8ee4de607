import { expect } from 'vitest';
import { listMessages } from '@shared/api/message';
import { MESSAGE_GROUPS } from '@shared/enums/message';
import {
  confirmUnsubscribe,
  getReminderSettings,
  getUnsubscribe,
  subscribeWechatReminders,
  updateReminderSettings,
} from '@shared/api/reminders';
import { DEFAULT_REMINDER_CHANNELS } from '@shared/lib/reminder-rules';
import type { MockApi } from '../app';
import { call, demoToken, type Scenario } from './support';

/**
 * The unsubscribe link of a journey notice in the demo learner's 系统通知 (his finished journey's 准考证,
 * 成绩 and 证书 notices carry one): read through the API, as the learner's message centre shows it.
 */
async function unsubscribeUrlOf(mock: MockApi, endpointPath: string): Promise<string> {
  const token = await demoToken(mock.app);
  const types = MESSAGE_GROUPS.system.types.join(',');
  const listed = await call(mock.app, listMessages, { url: `/sys/message/list?messageTypes=${types}&page=1&size=50`, token });
  expect(listed.code, listed.msg).toBe(0);
  const link = (listed.data as { list: { unsubscribe?: string | null }[] }).list.find((message) => message.unsubscribe)?.unsubscribe;
  expect(link).toMatch(/^\/reminders\/unsubscribe\?token=/);
  // The link's own query: `/account` + `/reminders/unsubscribe?token=…` is the endpoint, token as sent.
  return `${endpointPath.replace(/\/reminders\/unsubscribe$/, '')}${link!}`;
}

/** Reminder settings, WeChat one-time subscriptions and unsubscribe links (issue 36 §4). */
export const reminderScenarios: Record<string, Scenario> = {
  [getReminderSettings.id]: async (mock) => ({ url: getReminderSettings.path, token: await demoToken(mock.app) }),
  [updateReminderSettings.id]: async (mock) => ({
    url: updateReminderSettings.path,
    payload: {
      channels: { ...DEFAULT_REMINDER_CHANNELS, ticketIssued: { site: true, sms: true, wechat: true } },
      quietHours: { start: '08:00', end: '16:00' },
    },
    token: await demoToken(mock.app),
  }),
  // The ticket WeChat's sheet hands back, written into the store here (scripts/contract-check/remote-scenarios.ts: through /__mock).
  [subscribeWechatReminders.id]: async (mock) => ({
    url: subscribeWechatReminders.path,
    payload: { ticket: mock.reminders.issueTicket(['ticketIssued', 'examTomorrow']) },
    token: await demoToken(mock.app),
  }),
  [getUnsubscribe.id]: async (mock) => ({ url: await unsubscribeUrlOf(mock, getUnsubscribe.path) }),
  [confirmUnsubscribe.id]: async (mock) => ({ url: await unsubscribeUrlOf(mock, confirmUnsubscribe.path) }),
};
