import { describe, expect, it } from 'vitest';
import { countdownClock, countdownLabel } from './live-countdown';

const now = Date.parse('2026-11-23T10:00:00+08:00');
const at = (minutes: number) => now + minutes * 60_000;

describe('countdownLabel', () => {
  it('reads days and hours, hours and minutes, or minutes', () => {
    expect(countdownLabel(at(2 * 1440 + 3 * 60 + 20), now)).toBe('距开播 2 天 3 小时');
    expect(countdownLabel(at(1440 + 20), now)).toBe('距开播 1 天');
    expect(countdownLabel(at(3 * 60 + 12), now)).toBe('距开播 3 小时 12 分');
    expect(countdownLabel(at(60), now)).toBe('距开播 1 小时');
    expect(countdownLabel(at(12.5), now)).toBe('距开播 12 分钟');
  });

  it('says 即将开播 in the last minute and after the planned start', () => {
    expect(countdownLabel(at(0.5), now)).toBe('即将开播');
    expect(countdownLabel(at(-5), now)).toBe('即将开播');
  });
});

describe('countdownClock', () => {
  it('ticks in seconds, with days when there are any, and stops at the planned start', () => {
    expect(countdownClock(at(2 * 1440 + 3 * 60 + 12) + 45_000, now)).toBe('2 天 03:12:45');
    expect(countdownClock(at(59) + 1_000, now)).toBe('00:59:01');
    expect(countdownClock(now + 8_200, now)).toBe('00:00:09');
    expect(countdownClock(now, now)).toBeNull();
    expect(countdownClock(at(-5), now)).toBeNull();
  });
});
