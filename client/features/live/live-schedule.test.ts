import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './live-schedule';

// Monday 23 November 2026, 10:00 in Beijing.
const now = Date.parse('2026-11-23T10:00:00+08:00');
const at = (iso: string) => Date.parse(iso);

describe('live schedule days (Beijing calendar, Monday-first weeks)', () => {
  it('names today, tomorrow and the day after, then this week, next week, then the date', () => {
    expect(dayLabel(at('2026-11-23T19:30:00+08:00'), now)).toBe('今天 · 11月23日 周一');
    expect(dayLabel(at('2026-11-24T08:00:00+08:00'), now)).toBe('明天 · 11月24日 周二');
    expect(dayLabel(at('2026-11-25T20:00:00+08:00'), now)).toBe('后天 · 11月25日 周三');
    expect(dayLabel(at('2026-11-29T20:00:00+08:00'), now)).toBe('本周日 · 11月29日');
    expect(dayLabel(at('2026-11-30T20:00:00+08:00'), now)).toBe('下周一 · 11月30日');
    expect(dayLabel(at('2026-12-07T20:00:00+08:00'), now)).toBe('12月7日 周一');
  });

  it('counts days in Beijing whatever the instant: 23:30 and 00:30 Beijing are different days', () => {
    expect(dayLabel(at('2026-11-23T23:30:00+08:00'), now)).toMatch(/^今天/);
    expect(dayLabel(at('2026-11-24T00:30:00+08:00'), now)).toMatch(/^明天/);
    // 16:30 UTC is already the next day in Beijing.
    expect(dayLabel(at('2026-11-23T16:30:00Z'), now)).toMatch(/^明天/);
  });

  it('groups classes by day, in start order', () => {
    const lives = [
      { id: 3, startTime: '2026-11-24T20:00:00+08:00' },
      { id: 1, startTime: '2026-11-23T19:30:00+08:00' },
      { id: 2, startTime: '2026-11-24T09:00:00+08:00' },
    ];
    const days = groupByDay(lives, now);
    expect(days.map((day) => [day.label.split(' · ')[0], day.items.map((item) => item.id)])).toEqual([
      ['今天', [1]],
      ['明天', [2, 3]],
    ]);
  });
});
