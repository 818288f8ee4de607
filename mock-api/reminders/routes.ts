import type { FastifyInstance } from 'fastify';
import {
  CODE_UNSUBSCRIBE_INVALID,
  CODE_WECHAT_NOT_BOUND,
  CODE_WECHAT_SUBSCRIPTIONS_FULL,
  CODE_WECHAT_TICKET_INVALID,
  confirmUnsubscribe,
  getReminderSettings,
  getUnsubscribe,
  subscribeWechatReminders,
  updateReminderSettings,
} from '@shared/api/reminders';
import { isMobilePhone, quietHoursProblem, REMINDER_EVENTS, type ReminderChannels } from '@shared/lib/reminder-rules';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { BusinessError, CODE_INVALID, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { maskPhone } from '../account/account-seed';
import type { Certification } from '../certification/certification';
import { learnerOf } from '../learning/routes';
import type { StudyRecords } from '../wrong-book/study-records';
import { ReminderDispatcher } from './reminder-dispatch';
import { Reminders } from './reminder-store';
import { unsubscribeTargetOf, validUnsubscribeSignature } from './unsubscribe-token';

/** The stand-in of WeChat's subscribe sheet (mock-api/reminders/reminder-controls.ts), on the site's origin. */
export const WECHAT_SHEET_PATH = '/__mock/reminders/wechat-subscribe';

export interface ReminderSources {
  store: MockStore;
  study: StudyRecords;
  certification: Certification;
  /** The site's origin, for the absolute links of SMS and WeChat (MOCK_SITE_ORIGIN). */
  siteOrigin: string;
}

/**
 * Reminders outside the site (issue 36 §4): the settings, the WeChat one-time subscriptions and the
 * unsubscribe links; the dispatcher settles what is due whenever the learner's message centre is read.
 */
export function registerReminderRoutes(app: FastifyInstance, { store, study, certification, siteOrigin }: ReminderSources): Reminders {
  const reminders = new Reminders(store.accountStates, store.now);
  const dispatcher = new ReminderDispatcher({
    store,
    reminders,
    journeysOf: (accountId) => certification.journeysOf(accountId),
    reviewsDue: (accountId) => study.book.counts(accountId, study.goalOf(accountId)).due,
    siteOrigin,
  });
  certification.gateNoticesWith((accountId, key) => dispatcher.siteGate(accountId, key));
  // After the book and the journeys have settled theirs (their listeners were registered first).
  store.onMessagesRead((accountId) => dispatcher.settle(accountId));
  // Never the number, the text or its link: the link's token unsubscribes whoever holds it.
  dispatcher.onSent = (accountId, { channel, event, to }) => app.log.info({ reminder: { accountId, channel, event, to } }, 'reminder sent');

  const view = (accountId: number, origin: string | undefined): ReminderSettings => {
    const account = store.accounts.byId(accountId);
    const openId = account?.wechatOpenId ?? null;
    return {
      channels: reminders.channelsOf(accountId),
      quietHours: reminders.quietHoursOf(accountId),
      smsPhone: isMobilePhone(account?.phone) ? maskPhone(account.phone) : null,
      wechat: {
        bound: openId !== null,
        subscriptions: reminders.subscriptionCounts(accountId, openId),
        sheetUrl: `${origin ?? ''}${WECHAT_SHEET_PATH}`,
      },
      studyStopped: dispatcher.studyStopped(accountId),
    };
  };

  handle(app, getReminderSettings, ({ token, origin }) => {
    const accountId = learnerOf(store, token);
    // What is due goes first, so the subscriptions counted are the ones still unused.
    store.settleMessages(accountId);
    return view(accountId, origin);
  });

  handle(app, updateReminderSettings, ({ token, body, origin }) => {
    const accountId = learnerOf(store, token);
    const quietWrong = body.quietHours && quietHoursProblem(body.quietHours);
    if (quietWrong) throw new BusinessError(CODE_INVALID, quietWrong);
    const channels = body.channels as ReminderChannels;
    const smsOn = REMINDER_EVENTS.some((event) => channels[event].sms);
    if (smsOn && !isMobilePhone(store.accounts.byId(accountId)?.phone))
      throw new BusinessError(CODE_INVALID, '账号没有可用的手机号，不能开启短信提醒');
    const quietHours = body.quietHours && { start: body.quietHours.start.trim(), end: body.quietHours.end.trim() };
    reminders.save(accountId, channels, quietHours);
    return view(accountId, origin);
  });

  handle(app, subscribeWechatReminders, ({ token, body }) => {
    const accountId = learnerOf(store, token);
    const openId = store.accounts.byId(accountId)?.wechatOpenId;
    if (!openId) throw new BusinessError(CODE_WECHAT_NOT_BOUND, '请先绑定微信，才能订阅微信服务通知');
    const events = reminders.useTicket(body.ticket);
    if (!events) throw new BusinessError(CODE_WECHAT_TICKET_INVALID, '订阅结果无效或已使用，请重新订阅');
    const added = events.filter((event) => reminders.hasRoomFor(accountId, openId, [event]));
    if (!added.length) throw new BusinessError(CODE_WECHAT_SUBSCRIPTIONS_FULL, '这些提醒的订阅次数已达上限，收到提醒后再来订阅');
    reminders.subscribe(accountId, openId, added);
    return { added, subscriptions: reminders.subscriptionCounts(accountId, openId) };
  });

  /** The account, event and channel a valid token names; anything else is the same 5704. */
  const targetOf = (token: string) => {
    const target = unsubscribeTargetOf(token);
    const account = target && store.accounts.byId(target.accountId);
    if (!target || !account || !validUnsubscribeSignature(target, account.createdAt))
      throw new BusinessError(CODE_UNSUBSCRIBE_INVALID, '退订链接无效或已失效，请登录后在“提醒设置”中修改');
    return target;
  };

  // GET only reads: a mail or link scanner fetching the link must not unsubscribe anyone; the page's button POSTs.
  handle(app, getUnsubscribe, ({ query }) => {
    const { accountId, event, channel } = targetOf(query.token);
    return { event, channel, on: reminders.switchOf(accountId, event, channel).on };
  });

  handle(app, confirmUnsubscribe, ({ query }) => {
    const { accountId, event, channel } = targetOf(query.token);
    reminders.turnOff(accountId, event, channel);
    return { event, channel, on: false };
  });

  return reminders;
}
