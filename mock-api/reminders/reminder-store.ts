import { randomBytes } from 'node:crypto';
import {
  DEFAULT_QUIET_HOURS,
  DEFAULT_REMINDER_CHANNELS,
  REMINDER_EVENTS,
  WECHAT_SUBSCRIPTIONS_MAX,
  type QuietHours,
  type ReminderChannel,
  type ReminderChannels,
  type ReminderEvent,
} from '@shared/lib/reminder-rules';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import { ExpiringMap } from '../core/expiring-map';

/** What a learner's plan asks of them on a day. */
export interface TodaysPlan {
  tasks: number;
  minutes: number;
}

/**
 * Where today's plan comes from: `day` is the China day number (`chinaDay` of wrong-book/review-schedule.ts,
 * days since 1970-01-01); null: no plan that day. Wired with `Reminders.readTodaysPlanWith`.
 */
export type TodaysPlanSource = (accountId: number, day: number) => TodaysPlan | null;

/** A message the SMS or WeChat stand-in sender "sent": what a test or /__mock reads back. */
export interface Delivery {
  id: number;
  channel: Exclude<ReminderChannel, 'site'>;
  event: ReminderEvent;
  /** The phone masked (138****8000) or the WeChat openid shortened: never the whole number. */
  to: string;
  /** The SMS text, or the WeChat payload rendered as text; both end with the unsubscribe link. */
  text: string;
  /** The WeChat template payload (null for an SMS). */
  payload: Record<string, string> | null;
  /** The unsubscribe link as sent (absolute, on the site's origin) and as a site path. */
  unsubscribeUrl: string;
  unsubscribePath: string;
  /** When the sender sent it (the dispatcher is lazy: it may record a send after this moment). */
  at: number;
}

interface Subscription {
  at: number;
  /** The WeChat that accepted it: only the account's bound WeChat's subscriptions count. */
  openId: string;
}

interface AccountReminders {
  channels: ReminderChannels;
  /** `event:channel` → when it was last turned on: SMS and WeChat carry only what happens after it. */
  onSince: Map<string, number>;
  quietHours: QuietHours | null;
  subscriptions: Map<ReminderEvent, Subscription[]>;
  /** Keys of what went out (journey notice × channel), oldest first. */
  sent: Set<string>;
  /** The China day (day number) of the last study reminder, per channel. */
  studyDays: Map<ReminderChannel, number>;
  deliveries: Delivery[];
}

/** Bounds per account: a demo never nears them. */
export const REMINDER_LIMITS = Object.freeze({ sentKeys: 2_000, deliveries: 200 });
/** A subscribe ticket lives as long as WeChat's sheet would wait for the page to come back. */
export const WECHAT_TICKET_TTL_MS = 10 * 60_000;

const copyChannels = (channels: ReminderChannels): ReminderChannels =>
  Object.fromEntries(REMINDER_EVENTS.map((event) => [event, { ...channels[event] }])) as ReminderChannels;

/**
 * Every learner's reminder settings and what the stand-in senders sent them (issue 36 §4): channels per
 * event, quiet hours, WeChat one-time subscriptions, the keys of what went out and the study days
 * reminded. A learner who never saved keeps no record: the defaults are read instead.
 */
export class Reminders implements AccountScopedState {
  private readonly accounts = new Map<number, AccountReminders>();
  /** The WeChat sheet's tickets: a bearer's, not an account's (the first signed-in learner to present one uses it). */
  private readonly tickets: ExpiringMap<string, { events: ReminderEvent[]; used: boolean }>;
  private nextDelivery = 1;
  private todaysPlan: TodaysPlanSource = () => null;

  constructor(
    states: AccountStateRegistry,
    private readonly now: () => number,
  ) {
    states.register(this);
    this.tickets = new ExpiringMap({ ttlMs: WECHAT_TICKET_TTL_MS, maxEntries: 20_000, now });
  }

  /** Where the "today's plan" reminder reads the day's plan (the study plan, built elsewhere); none by default. */
  readTodaysPlanWith(source: TodaysPlanSource): void {
    this.todaysPlan = source;
  }

  todaysPlanOf(accountId: number, day: number): TodaysPlan | null {
    return this.todaysPlan(accountId, day);
  }

  private record(accountId: number): AccountReminders {
    let record = this.accounts.get(accountId);
    if (!record)
      this.accounts.set(
        accountId,
        (record = {
          channels: copyChannels(DEFAULT_REMINDER_CHANNELS),
          onSince: new Map(),
          quietHours: { ...DEFAULT_QUIET_HOURS },
          subscriptions: new Map(),
          sent: new Set(),
          studyDays: new Map(),
          deliveries: [],
        }),
      );
    return record;
  }

  channelsOf(accountId: number): ReminderChannels {
    return copyChannels(this.accounts.get(accountId)?.channels ?? DEFAULT_REMINDER_CHANNELS);
  }

  quietHoursOf(accountId: number): QuietHours | null {
    const record = this.accounts.get(accountId);
    return record ? record.quietHours && { ...record.quietHours } : { ...DEFAULT_QUIET_HOURS };
  }

  /** Whether the channel is on for the event, and since when (0: on by default, from the start). */
  switchOf(accountId: number, event: ReminderEvent, channel: ReminderChannel): { on: boolean; since: number } {
    const record = this.accounts.get(accountId);
    const on = (record?.channels ?? DEFAULT_REMINDER_CHANNELS)[event][channel];
    return { on, since: record?.onSince.get(`${event}:${channel}`) ?? 0 };
  }

  /** Saves the learner's settings; a channel turned on now starts its "since". */
  save(accountId: number, channels: ReminderChannels, quietHours: QuietHours | null): void {
    const record = this.record(accountId);
    const at = this.now();
    for (const event of REMINDER_EVENTS)
      for (const channel of Object.keys(channels[event]) as ReminderChannel[])
        if (channels[event][channel] && !record.channels[event][channel]) record.onSince.set(`${event}:${channel}`, at);
    record.channels = copyChannels(channels);
    record.quietHours = quietHours && { ...quietHours };
  }

  /** Turns one event's channel off (an unsubscribe link); answers whether it was on. */
  turnOff(accountId: number, event: ReminderEvent, channel: ReminderChannel): boolean {
    const record = this.record(accountId);
    const was = record.channels[event][channel];
    record.channels[event][channel] = false;
    return was;
  }

  // ---- WeChat one-time subscriptions ---------------------------------------------------------

  /** The stand-in sheet's answer: a single-use ticket of the events allowed (128 random bits). */
  issueTicket(events: ReminderEvent[]): string {
    const ticket = randomBytes(16).toString('hex');
    this.tickets.set(ticket, { events: [...new Set(events)], used: false });
    return ticket;
  }

  /** The events of a live, unused ticket, now used; null for anything else (unknown, expired, replayed). */
  useTicket(ticket: string): ReminderEvent[] | null {
    const entry = this.tickets.get(ticket);
    if (!entry || entry.used) return null;
    entry.used = true;
    return entry.events;
  }

  /** Unused subscriptions of the WeChat `openId` per event. */
  subscriptionCounts(accountId: number, openId: string | null): Record<ReminderEvent, number> {
    const record = this.accounts.get(accountId);
    const count = (event: ReminderEvent) =>
      openId ? (record?.subscriptions.get(event) ?? []).filter((item) => item.openId === openId).length : 0;
    return Object.fromEntries(REMINDER_EVENTS.map((event) => [event, count(event)])) as Record<ReminderEvent, number>;
  }

  /** Whether every event could take one more subscription for this WeChat. */
  hasRoomFor(accountId: number, openId: string, events: readonly ReminderEvent[]): boolean {
    const counts = this.subscriptionCounts(accountId, openId);
    return events.every((event) => counts[event] < WECHAT_SUBSCRIPTIONS_MAX);
  }

  subscribe(accountId: number, openId: string, events: readonly ReminderEvent[]): void {
    const record = this.record(accountId);
    for (const event of events) {
      const list = record.subscriptions.get(event) ?? [];
      list.push({ at: this.now(), openId });
      record.subscriptions.set(event, list);
    }
  }

  /** The oldest unused subscription of `openId` for the event made by `before`: when it was made; undefined without one. */
  subscriptionBefore(accountId: number, openId: string, event: ReminderEvent, before: number): number | undefined {
    return this.accounts
      .get(accountId)
      ?.subscriptions.get(event)
      ?.find((item) => item.openId === openId && item.at <= before)?.at;
  }

  /** Uses up the subscription made at `at` (sending one message). */
  useSubscription(accountId: number, openId: string, event: ReminderEvent, at: number): void {
    const list = this.accounts.get(accountId)?.subscriptions.get(event);
    const index = list?.findIndex((item) => item.openId === openId && item.at === at) ?? -1;
    if (index >= 0) list!.splice(index, 1);
  }

  /** The oldest unused subscription of `openId` for the event (any time): when it was made. */
  firstSubscription(accountId: number, openId: string, event: ReminderEvent): number | undefined {
    return this.subscriptionBefore(accountId, openId, event, Number.POSITIVE_INFINITY);
  }

  // ---- What went out ---------------------------------------------------------------------------

  wasSent(accountId: number, key: string): boolean {
    return this.accounts.get(accountId)?.sent.has(key) ?? false;
  }

  markSent(accountId: number, key: string): void {
    const { sent } = this.record(accountId);
    sent.add(key);
    if (sent.size > REMINDER_LIMITS.sentKeys) sent.delete(sent.values().next().value!);
  }

  studyDayOf(accountId: number, channel: ReminderChannel): number | undefined {
    return this.accounts.get(accountId)?.studyDays.get(channel);
  }

  markStudyDay(accountId: number, channel: ReminderChannel, day: number): void {
    this.record(accountId).studyDays.set(channel, day);
  }

  recordDelivery(accountId: number, delivery: Omit<Delivery, 'id'>): Delivery {
    const { deliveries } = this.record(accountId);
    const stored = { ...delivery, id: this.nextDelivery++ };
    deliveries.push(stored);
    if (deliveries.length > REMINDER_LIMITS.deliveries) deliveries.splice(0, deliveries.length - REMINDER_LIMITS.deliveries);
    return stored;
  }

  /** Oldest first. */
  deliveriesOf(accountId: number): readonly Delivery[] {
    return this.accounts.get(accountId)?.deliveries ?? [];
  }

  /** Developer control (the wrong book's `age`): as if `days` had passed for this learner, a new day's study reminder may go. */
  age(accountId: number, days: number): void {
    const record = this.accounts.get(accountId);
    if (record) for (const [channel, day] of record.studyDays) record.studyDays.set(channel, day - days);
  }

  dropAccount(accountId: number): void {
    this.accounts.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    return this.accounts.has(accountId);
  }
}
