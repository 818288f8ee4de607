import { describe, expect, it } from 'vitest';
import { addDays, chinaDayOf, chinaDayStart, dateOfDay, dayNumber, dayText, daysFrom, weekdayOf } from './china-date';

describe('China calendar days', () => {
  it('counts whole days across months and years', () => {
    expect(daysFrom('2026-12-30', '2027-01-02')).toBe(3);
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(dateOfDay(dayNumber('2026-12-03'))).toBe('2026-12-03');
  });

  it('places a moment on its China day, whatever the machine’s time zone', () => {
    const day = chinaDayOf(Date.parse('2026-12-02T23:59:59+08:00'));
    expect(dateOfDay(day)).toBe('2026-12-02');
    expect(dateOfDay(chinaDayOf(Date.parse('2026-12-03T00:00:00+08:00')))).toBe('2026-12-03');
    expect(chinaDayStart(day)).toBe(Date.parse('2026-12-02T00:00:00+08:00'));
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayOf('2026-11-30')).toBe(0); // a Monday
    expect(weekdayOf('2026-12-06')).toBe(6); // a Sunday
  });

  it('writes the year only when it is not this one', () => {
    expect(dayText('2026-12-15', '2026-12-03')).toBe('12月15日');
    expect(dayText('2027-01-09', '2026-12-03')).toBe('2027年1月9日');
  });
});
