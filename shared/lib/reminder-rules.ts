/**
 * Reminders outside the site (issue 36 §4, docs/decisions/029-reminders.md): which events remind on which
 * channels, quiet hours, and the China-time arithmetic the API's dispatcher and the settings page share.
 * Plain TypeScript (no zod): the browser validates with these rules too.
 */
import { chinaDayOf, chinaDayStart } from './china-date';

/** What can remind, in the order the settings page lists it: two study reminders, then the journey's five. */
export const REMINDER_EVENTS = [
  'reviewDue',
  'todayPlan',
  'feeDeadline',
  'ticketIssued',
  'examTomorrow',
  'scoresOut',
  'certificateIssued',
] as const;
export type ReminderEvent = (typeof REMINDER_EVENTS)[number];

/** At most one of these a China day per channel, only with work due, none once the latest journey's certificate is out. */
export const STUDY_EVENTS: readonly ReminderEvent[] = ['reviewDue', 'todayPlan'];
export const isStudyEvent = (event: ReminderEvent): boolean => STUDY_EVENTS.includes(event);

export const REMINDER_EVENT_LABELS: Readonly<Record<ReminderEvent, string>> = {
  reviewDue: '错题复习到期',
  todayPlan: '今日学习计划',
  feeDeadline: '缴费即将截止',
  ticketIssued: '准考证发放',
  examTomorrow: '考前提醒',
  scoresOut: '成绩发布',
  certificateIssued: '证书发放',
};

/** When each is sent, as the settings page says it. */
export const REMINDER_EVENT_HINTS: Readonly<Record<ReminderEvent, string>> = {
  reviewDue: '当天有错题到了复习时间',
  todayPlan: '当天的学习计划还有任务',
  feeDeadline: '缴费截止前 3 天，尚未缴费时',
  ticketIssued: '准考证可以下载打印时',
  examTomorrow: '考试前一天',
  scoresOut: '成绩发布时',
  certificateIssued: '证书颁发时',
};

export const REMINDER_CHANNELS = ['site', 'sms', 'wechat'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const REMINDER_CHANNEL_LABELS: Readonly<Record<ReminderChannel, string>> = {
  site: '站内消息',
  sms: '短信',
  wechat: '微信服务通知',
};

export type ChannelSwitches = Record<ReminderChannel, boolean>;
export type ReminderChannels = Record<ReminderEvent, ChannelSwitches>;

/**
 * Defaults: 站内消息 on (what the message centre did before this feature), SMS off until the learner asks
 * for it (it reaches a phone), 微信 on — nothing goes by WeChat without a one-time subscription anyway.
 */
export const DEFAULT_REMINDER_CHANNELS: Readonly<ReminderChannels> = Object.freeze(
  Object.fromEntries(REMINDER_EVENTS.map((event) => [event, Object.freeze({ site: true, sms: false, wechat: true })])) as ReminderChannels,
);

/** A quiet window in China time, `HH:mm`; it may run over midnight (22:00–08:00). */
export interface QuietHours {
  start: string;
  end: string;
}

export const DEFAULT_QUIET_HOURS: Readonly<QuietHours> = Object.freeze({ start: '22:00', end: '08:00' });
/** Every day keeps at least 8 hours in which reminders may arrive. */
export const MAX_QUIET_MINUTES = 16 * 60;
/** A study reminder goes at 08:00 China time, or when the quiet hours end. */
export const STUDY_REMINDER_MINUTE = 8 * 60;

/** Events one WeChat subscribe sheet may ask for at once (WeChat's own limit). */
export const WECHAT_SHEET_MAX_EVENTS = 3;
/** Unused one-time subscriptions kept per event. */
export const WECHAT_SUBSCRIPTIONS_MAX = 20;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const [MINUTE_MS, DAY_MINUTES] = [60_000, 24 * 60];

/** Why a time of day is refused; null when it is a `HH:mm` between 00:00 and 23:59. */
export function clockProblem(value: string): string | null {
  if (!value.trim()) return '请填写时间';
  return CLOCK.test(value.trim()) ? null : '请按“时:分”填写 00:00–23:59 之间的时间，如 22:00';
}

/** Minutes after midnight of a valid `HH:mm`. */
export function clockMinutes(value: string): number {
  const [, hours, minutes] = CLOCK.exec(value.trim()) ?? [];
  return Number(hours) * 60 + Number(minutes);
}

/** How long the window is, in minutes (over midnight when it ends before it starts). */
export const quietLength = ({ start, end }: QuietHours): number => (clockMinutes(end) - clockMinutes(start) + DAY_MINUTES) % DAY_MINUTES;

/** Why a quiet window is refused, in Chinese; null when it may be saved. */
export function quietHoursProblem(quiet: QuietHours): string | null {
  const wrong = clockProblem(quiet.start) ?? clockProblem(quiet.end);
  if (wrong) return wrong;
  if (quietLength(quiet) === 0) return '免打扰的开始和结束时间不能相同';
  if (quietLength(quiet) > MAX_QUIET_MINUTES) return '免打扰最长 16 小时，每天至少留 8 小时接收提醒';
  return null;
}

/** Whether the minute of the day (China time) falls in the window; never without one. */
export function isQuietMinute(minute: number, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const start = clockMinutes(quiet.start);
  return (minute - start + DAY_MINUTES) % DAY_MINUTES < quietLength(quiet);
}

/** 00:00 China time of the day `at` (epoch ms) falls on. */
const startOfDayAt = (at: number): number => chinaDayStart(chinaDayOf(at));

const minuteOfDay = (at: number): number => Math.floor((at - startOfDayAt(at)) / MINUTE_MS);

/** When something due at `at` may go out: `at` itself, or the end of the quiet window it falls in. */
export function outOfQuietHours(at: number, quiet: QuietHours | null): number {
  if (!quiet || !isQuietMinute(minuteOfDay(at), quiet)) return at;
  const start = clockMinutes(quiet.start);
  const into = (minuteOfDay(at) - start + DAY_MINUTES) % DAY_MINUTES;
  const windowStart = startOfDayAt(at) + (minuteOfDay(at) - into) * MINUTE_MS;
  return windowStart + quietLength(quiet) * MINUTE_MS;
}

/**
 * When the day's study reminder goes by SMS or WeChat: 08:00, or the first minute after it that is not
 * quiet; when quiet hours fill the rest of the day (08:00–24:00), the first free minute of the morning.
 */
export function studyReminderAt(dayStart: number, quiet: QuietHours | null): number {
  const free = (minute: number) => !isQuietMinute(minute, quiet);
  for (let minute = STUDY_REMINDER_MINUTE; minute < DAY_MINUTES; minute += 1) if (free(minute)) return dayStart + minute * MINUTE_MS;
  for (let minute = 0; minute < STUDY_REMINDER_MINUTE; minute += 1) if (free(minute)) return dayStart + minute * MINUTE_MS;
  return dayStart + STUDY_REMINDER_MINUTE * MINUTE_MS;
}

/** A mainland mobile number an SMS can reach. */
export const isMobilePhone = (phone: string | null | undefined): phone is string => typeof phone === 'string' && /^1\d{10}$/.test(phone);

/** The site page an unsubscribe link opens (signed out is fine): the token is its only parameter. */
export const UNSUBSCRIBE_PATH = '/reminders/unsubscribe';
export const unsubscribePath = (token: string): string => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

/** The settings page, and the query the WeChat sheet answers to when it sends the learner back. */
export const REMINDER_SETTINGS_PATH = '/setting/notify';
export const WECHAT_RETURN_PARAMS = { ticket: 'wxSubscribe', state: 'state', from: 'from' } as const;
