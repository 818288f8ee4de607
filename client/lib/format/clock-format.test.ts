import { describe, expect, it } from 'vitest';
import { formatClock, spokenClock } from './clock-format';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3_725, '1:02:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d → %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe('spokenClock', () => {
  it('reads the time in Chinese', () => {
    expect(spokenClock(7)).toBe('7 秒');
    expect(spokenClock(65)).toBe('1 分 5 秒');
    expect(spokenClock(3_600)).toBe('1 小时 0 分 0 秒');
    expect(spokenClock(Number.NaN)).toBe('0 秒');
  });
});
