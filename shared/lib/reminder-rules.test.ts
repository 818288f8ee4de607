import { describe, expect, it } from 'vitest';
import { chinaDayOf, chinaDayStart, dateOfDay } from './china-date';
import {
  clockProblem,
  DEFAULT_QUIET_HOURS,
  DEFAULT_REMINDER_CHANNELS,
  isMobilePhone,
  isQuietMinute,
  outOfQuietHours,
  quietHoursProblem,
  quietLength,
  REMINDER_EVENTS,
  studyReminderAt,
  unsubscribePath,
} from './reminder-rules';

/** Epoch ms of a China wall time. */
const china = (text: string) => Date.parse(`${text}+08:00`);
const NIGHT_SHIFT = { start: '08:00', end: '16:00' };

describe('a time of day', () => {
  it('is HH:mm between 00:00 and 23:59', () => {
    for (const ok of ['00:00', '08:30', '23:59', ' 22:00 ']) expect(clockProblem(ok), ok).toBeNull();
    expect(clockProblem('')).toBe('请填写时间');
    for (const wrong of ['24:00', '8:00', '08:60', '0800', '08:00:00', '夜里十点', '-1:00'])
      expect(clockProblem(wrong), wrong).toBe('请按“时:分”填写 00:00–23:59 之间的时间，如 22:00');
  });
});

describe('quiet hours', () => {
  it('default to 22:00–08:00, ten hours over midnight', () => {
    expect(DEFAULT_QUIET_HOURS).toEqual({ start: '22:00', end: '08:00' });
    expect(quietLength(DEFAULT_QUIET_HOURS)).toBe(600);
    expect(quietHoursProblem(DEFAULT_QUIET_HOURS)).toBeNull();
  });

  it('take a night shift’s day (08:00–16:00) and refuse an empty or over-long window, in Chinese', () => {
    expect(quietHoursProblem(NIGHT_SHIFT)).toBeNull();
    expect(quietHoursProblem({ start: '07:00', end: '23:00' })).toBeNull();
    expect(quietHoursProblem({ start: '09:00', end: '09:00' })).toBe('免打扰的开始和结束时间不能相同');
    expect(quietHoursProblem({ start: '06:00', end: '23:00' })).toBe('免打扰最长 16 小时，每天至少留 8 小时接收提醒');
    expect(quietHoursProblem({ start: '25:00', end: '08:00' })).toMatch(/00:00–23:59/);
  });

  it('cover their minutes, the start included and the end not', () => {
    const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    for (const quiet of ['22:00', '23:59', '00:00', '07:59']) expect(isQuietMinute(minute(quiet), DEFAULT_QUIET_HOURS), quiet).toBe(true);
    for (const open of ['08:00', '12:00', '21:59']) expect(isQuietMinute(minute(open), DEFAULT_QUIET_HOURS), open).toBe(false);
    expect(isQuietMinute(minute('10:00'), NIGHT_SHIFT)).toBe(true);
    expect(isQuietMinute(minute('23:00'), NIGHT_SHIFT)).toBe(false);
    expect(isQuietMinute(0, null)).toBe(false);
  });

  it('postpone what falls in them to their end, China time, over midnight too', () => {
    expect(outOfQuietHours(china('2026-12-01T23:30:00'), DEFAULT_QUIET_HOURS)).toBe(china('2026-12-02T08:00:00'));
    expect(outOfQuietHours(china('2026-12-02T03:00:00'), DEFAULT_QUIET_HOURS)).toBe(china('2026-12-02T08:00:00'));
    expect(outOfQuietHours(china('2026-12-02T08:00:00'), DEFAULT_QUIET_HOURS)).toBe(china('2026-12-02T08:00:00'));
    expect(outOfQuietHours(china('2026-12-02T09:00:00'), NIGHT_SHIFT)).toBe(china('2026-12-02T16:00:00'));
    expect(outOfQuietHours(china('2026-12-02T21:00:00'), NIGHT_SHIFT)).toBe(china('2026-12-02T21:00:00'));
    expect(outOfQuietHours(china('2026-12-02T23:30:00'), null)).toBe(china('2026-12-02T23:30:00'));
  });
});

describe('the day’s study reminder by SMS or WeChat', () => {
  const day = chinaDayStart(chinaDayOf(china('2026-12-02T13:00:00')));
  it('goes at 08:00, or when the quiet hours end', () => {
    expect(day).toBe(china('2026-12-02T00:00:00'));
    expect(dateOfDay(chinaDayOf(day))).toBe('2026-12-02');
    expect(studyReminderAt(day, DEFAULT_QUIET_HOURS)).toBe(china('2026-12-02T08:00:00'));
    expect(studyReminderAt(day, null)).toBe(china('2026-12-02T08:00:00'));
    expect(studyReminderAt(day, NIGHT_SHIFT)).toBe(china('2026-12-02T16:00:00'));
    expect(studyReminderAt(day, { start: '20:00', end: '12:00' })).toBe(china('2026-12-02T12:00:00'));
  });

  it('takes the morning when quiet hours fill the rest of the day', () => {
    expect(studyReminderAt(day, { start: '08:00', end: '00:00' })).toBe(china('2026-12-02T00:00:00'));
    expect(studyReminderAt(day, { start: '07:00', end: '23:00' })).toBe(china('2026-12-02T23:00:00'));
  });
});

describe('defaults and helpers', () => {
  it('keep 站内消息 on for every event, SMS off, WeChat on (a subscription still decides)', () => {
    expect(Object.keys(DEFAULT_REMINDER_CHANNELS)).toEqual([...REMINDER_EVENTS]);
    for (const event of REMINDER_EVENTS) expect(DEFAULT_REMINDER_CHANNELS[event]).toEqual({ site: true, sms: false, wechat: true });
  });

  it('know a mobile number', () => {
    expect(isMobilePhone('13800138000')).toBe(true);
    for (const wrong of ['', null, undefined, '1380013800', '23800138000']) expect(isMobilePhone(wrong)).toBe(false);
  });

  it('encode the token of an unsubscribe link', () => {
    expect(unsubscribePath('a.b+c/d')).toBe('/reminders/unsubscribe?token=a.b%2Bc%2Fd');
  });
});
