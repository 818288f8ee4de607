import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDay } from './review-schedule';

const at = (text: string) => Date.parse(`${text}+08:00`);

describe('China calendar days (UTC+8)', () => {
  it('23:59 and 00:01 are different days, whatever the UTC date', () => {
    expect(chinaDate(chinaDay(at('2026-11-22T23:59:00')))).toBe('2026-11-22');
    expect(chinaDate(chinaDay(at('2026-11-23T00:01:00')))).toBe('2026-11-23');
    // 07:59 in China is still the previous day in UTC: the day is China's.
    expect(chinaDate(chinaDay(at('2026-11-23T07:59:00')))).toBe('2026-11-23');
    expect(chinaDay(at('2026-11-23T00:00:00')) - chinaDay(at('2026-11-22T23:59:59'))).toBe(1);
  });
});
