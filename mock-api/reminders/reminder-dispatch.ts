import {
  isMobilePhone,
  outOfQuietHours,
  studyReminderAt,
  unsubscribePath,
  type ReminderChannel,
  type ReminderEvent,
} from '@shared/lib/reminder-rules';
import type { MockStore } from '../core/store';
import { maskPhone } from '../account/account-seed';
import type { JourneyFacts } from '../certification/journey-facts';
import { journeyNoticesOf, type JourneyNotice } from '../certification/journey-messages';
import { journeyPath } from '../certification/journey-links';
import { chinaDayStart } from '@shared/lib/china-date';
import { chinaDay } from '../wrong-book/review-schedule';
import type { Delivery, Reminders } from './reminder-store';
import { smsText, studyReminderText, studySiteMessage, wechatPayload, wechatText, type ReminderText } from './reminder-texts';
import { unsubscribeToken } from './unsubscribe-token';

/** The journey notices that are reminders a learner chooses (the review's verdict and the fee due are not). */
const NOTICE_EVENTS: Readonly<Record<string, ReminderEvent>> = {
  '42:fee': 'feeDeadline',
  '43': 'ticketIssued',
  '44': 'examTomorrow',
  '45': 'scoresOut',
  '46': 'certificateIssued',
};
export const eventOfNotice = (noticeKey: string): ReminderEvent | null => NOTICE_EVENTS[noticeKey] ?? null;

export interface DispatchSources {
  store: MockStore;
  reminders: Reminders;
  /** The learner's journeys, most recent first, settled (certification/certification.ts). */
  journeysOf: (accountId: number) => JourneyFacts[];
  /** Wrong questions due today for review (the wrong-question book, settled first). */
  reviewsDue: (accountId: number) => number;
  /** The absolute links of SMS and WeChat are on the site's origin. */
  siteOrigin: string;
}

type PushChannel = Exclude<ReminderChannel, 'site'>;
/** The plan first: it includes the reviews due. */
const STUDY_ORDER: readonly ReminderEvent[] = ['todayPlan', 'reviewDue'];
const PUSH_CHANNELS: readonly PushChannel[] = ['sms', 'wechat'];

/**
 * Decides, lazily from the clock, which reminders go where (docs/decisions/029-reminders.md): read when the
 * learner's message centre is read and when /__mock lists what was sent. A channel sends only what the
 * learner turned on, and only what happens after they turned it on; SMS needs a mobile number, WeChat a bound
 * WeChat and an unused subscription made before, used up by the message; SMS and WeChat wait out quiet hours
 * (站内消息 does not ring: it waits in the box anyway). One study reminder a China day per channel, only
 * with work due, none once the latest journey's certificate is out. Journey reminders of every journey go on.
 */
export class ReminderDispatcher {
  /** Told of every SMS and WeChat sent (the API logs them, masked). */
  onSent: (accountId: number, delivery: Delivery) => void = () => undefined;

  constructor(private readonly sources: DispatchSources) {}

  /** The unsubscribe link's site path of one event's channel for the account. */
  unsubscribePathOf(accountId: number, event: ReminderEvent, channel: ReminderChannel): string {
    const createdAt = this.sources.store.accounts.byId(accountId)?.createdAt ?? '';
    return unsubscribePath(unsubscribeToken({ accountId, event, channel }, createdAt));
  }

  /** Study reminders stop once the learner's latest journey has its certificate (a new application starts them again). */
  studyStopped(accountId: number, journeys = this.sources.journeysOf(accountId)): boolean {
    return journeys[0]?.certificate != null;
  }

  /** The message centre's gate for a journey notice: the 站内消息 setting of the reminder it is, and its link. */
  siteGate(accountId: number, noticeKey: string): { deliver: boolean; unsubscribe: string | null } {
    const event = eventOfNotice(noticeKey);
    if (!event) return { deliver: true, unsubscribe: null };
    const { on } = this.sources.reminders.switchOf(accountId, event, 'site');
    return { deliver: on, unsubscribe: on ? this.unsubscribePathOf(accountId, event, 'site') : null };
  }

  /** Everything due for the learner now: the day's study reminder in the box, then SMS and WeChat. */
  settle(accountId: number): void {
    const journeys = this.sources.journeysOf(accountId);
    const stopped = this.studyStopped(accountId, journeys);
    if (!stopped) this.studyInBox(accountId);
    for (const channel of PUSH_CHANNELS) {
      if (!stopped) this.studyPushed(accountId, channel);
      for (const facts of journeys) for (const notice of journeyNoticesOf(facts)) this.journeyPushed(accountId, channel, facts, notice);
    }
  }

  /** Today's study reminder that has work due on this channel, plan first (it includes the reviews). */
  private studyCandidates(accountId: number, channel: ReminderChannel, day: number): ReminderText[] {
    const { reminders, reviewsDue } = this.sources;
    // The switches first: the plan and the book are read only for a channel that wants them (this runs on every bell count).
    const wanted = STUDY_ORDER.filter(
      (event) =>
        reminders.switchOf(accountId, event, channel).on &&
        (channel !== 'wechat' || this.wechatSubscription(accountId, event) !== undefined),
    );
    if (!wanted.length) return [];
    const due = reviewsDue(accountId);
    const plan = wanted.includes('todayPlan') ? reminders.todaysPlanOf(accountId, day) : null;
    const work: Record<string, boolean> = { todayPlan: (plan?.tasks ?? 0) > 0, reviewDue: due > 0 };
    return wanted.filter((event) => work[event]).map((event) => studyReminderText(event, due, plan));
  }

  private studyInBox(accountId: number): void {
    const { reminders, store } = this.sources;
    const today = chinaDay(store.now());
    if (reminders.studyDayOf(accountId, 'site') === today) return;
    const text = this.studyCandidates(accountId, 'site', today)[0];
    if (!text) return;
    reminders.markStudyDay(accountId, 'site', today);
    store.messages.notify(accountId, studySiteMessage(text, this.unsubscribePathOf(accountId, text.event, 'site')));
  }

  private studyPushed(accountId: number, channel: PushChannel): void {
    const { reminders, store } = this.sources;
    const now = store.now();
    const today = chinaDay(now);
    if (reminders.studyDayOf(accountId, channel) === today) return;
    const quiet = reminders.quietHoursOf(accountId);
    const planned = studyReminderAt(chinaDayStart(today), quiet);
    for (const text of this.studyCandidates(accountId, channel, today)) {
      const subscribedAt = channel === 'wechat' ? this.wechatSubscription(accountId, text.event) : 0;
      if (subscribedAt === undefined) continue;
      const at = outOfQuietHours(Math.max(planned, reminders.switchOf(accountId, text.event, channel).since, subscribedAt), quiet);
      // Not yet (quiet hours may push it into tomorrow: then tomorrow's reminder says it).
      if (at > now) continue;
      if (!this.send(accountId, channel, text, at, subscribedAt)) return;
      reminders.markStudyDay(accountId, channel, today);
      return;
    }
  }

  private journeyPushed(accountId: number, channel: PushChannel, facts: JourneyFacts, notice: JourneyNotice): void {
    const { reminders, store } = this.sources;
    const event = eventOfNotice(notice.key);
    if (!event || notice.at > facts.now) return;
    const key = `${facts.plan.id}:${facts.round}:${notice.key}:${channel}`;
    const { on, since } = reminders.switchOf(accountId, event, channel);
    if (!on || since > notice.at || reminders.wasSent(accountId, key)) return;
    const subscribedAt = channel === 'wechat' ? this.wechatSubscription(accountId, event, notice.at) : 0;
    if (subscribedAt === undefined) return;
    const at = outOfQuietHours(notice.at, reminders.quietHoursOf(accountId));
    if (at > store.now()) return;
    const text: ReminderText = {
      event,
      headline: notice.action,
      subject: facts.title,
      detail: notice.content,
      page: journeyPath(facts.plan.id),
    };
    if (this.send(accountId, channel, text, at, subscribedAt)) reminders.markSent(accountId, key);
  }

  /** When the oldest unused subscription of the bound WeChat for the event was made (by `before`); undefined: none, or no WeChat. */
  private wechatSubscription(accountId: number, event: ReminderEvent, before = Number.POSITIVE_INFINITY): number | undefined {
    const openId = this.sources.store.accounts.byId(accountId)?.wechatOpenId;
    return openId ? this.sources.reminders.subscriptionBefore(accountId, openId, event, before) : undefined;
  }

  /** The stand-in senders: an SMS to a mobile number, a WeChat message using up one subscription. False: nowhere to send. */
  private send(accountId: number, channel: PushChannel, text: ReminderText, at: number, subscribedAt: number): boolean {
    const { store, reminders, siteOrigin } = this.sources;
    const account = store.accounts.byId(accountId);
    const path = this.unsubscribePathOf(accountId, text.event, channel);
    const url = `${siteOrigin}${path}`;
    if (channel === 'sms') {
      if (!isMobilePhone(account?.phone)) return false;
      const sms = { channel, event: text.event, to: maskPhone(account.phone), text: smsText(text, url), payload: null };
      this.onSent(accountId, reminders.recordDelivery(accountId, { ...sms, unsubscribeUrl: url, unsubscribePath: path, at }));
      return true;
    }
    const openId = account?.wechatOpenId;
    if (!openId) return false;
    reminders.useSubscription(accountId, openId, text.event, subscribedAt);
    const payload = wechatPayload(text, siteOrigin, url);
    const to = `${openId.slice(0, 4)}…`;
    const delivery = { channel, event: text.event, to, text: wechatText(payload), payload, unsubscribeUrl: url, unsubscribePath: path, at };
    this.onSent(accountId, reminders.recordDelivery(accountId, delivery));
    return true;
  }
}
