import { describe, expect, it } from 'vitest';
import { formatPostedAt } from './posted-at-format';

describe('formatPostedAt', () => {
  const now = Date.parse('2026-11-24T12:00:00+08:00');

  it('writes Beijing time: month, day and time this year, the full date before', () => {
    expect(formatPostedAt('2026-11-24T01:30:00Z', now)).toBe('11月24日 09:30');
    expect(formatPostedAt('2026-12-31T16:30:00Z', Date.parse('2027-01-01T12:00:00+08:00'))).toBe('1月1日 00:30');
    expect(formatPostedAt('2025-03-02T08:00:00+08:00', now)).toBe('2025年3月2日');
  });

  it('writes nothing for a value that is not a time', () => {
    expect(formatPostedAt('not a date', now)).toBe('');
  });
});
