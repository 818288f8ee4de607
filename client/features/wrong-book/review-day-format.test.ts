import { describe, expect, it } from 'vitest';
import { dayText, daysFrom } from '@shared/lib/china-date';
import { dueText } from './review-day-format';

const TODAY = '2026-11-22';

describe('the book’s words for days', () => {
  it('counts China days as dates, across months and years', () => {
    expect(daysFrom(TODAY, '2026-11-23')).toBe(1);
    expect(daysFrom(TODAY, '2026-12-07')).toBe(15);
    expect(daysFrom('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysFrom(TODAY, '2026-11-20')).toBe(-2);
  });

  it('writes a day, with the year only when it is another', () => {
    expect(dayText('2026-11-26', TODAY)).toBe('11月26日');
    expect(dayText('2027-01-02', TODAY)).toBe('2027年1月2日');
  });

  it('says when a review is due: today (overdue too), tomorrow, or in n days', () => {
    expect(dueText('2026-11-20', TODAY)).toBe('今天');
    expect(dueText(TODAY, TODAY)).toBe('今天');
    expect(dueText('2026-11-23', TODAY)).toBe('明天');
    expect(dueText('2026-11-26', TODAY)).toBe('4 天后（11月26日）');
  });
});
