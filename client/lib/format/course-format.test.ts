import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes } from './course-format';

describe('course formats', () => {
  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('duration %i s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
  it.each([
    [45, '45 分钟'],
    [60, '1 小时'],
    [750, '12 小时 30 分钟'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
