import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { siteTime } from '@client/lib/dayjs-setup';
import { formatSiteTime } from './site-time-format';

const PATTERNS = [
  'YYYY-MM-DD HH:mm',
  'YYYY年M月D日',
  'M月D日 HH:mm',
  'MM-DD HH:mm',
  'MM-DD',
  'HH:mm',
  'YYYY-MM-DD',
  'YYYY年M月D日 HH:mm',
  'H:mm:ss',
];

describe('formatSiteTime', () => {
  it('shows Beijing time whatever the process zone', () => {
    expect(formatSiteTime('2026-11-22T01:30:00Z', 'M月D日 HH:mm')).toBe('11月22日 09:30');
    expect(formatSiteTime('2026-12-31T16:00:00Z', 'YYYY年M月D日')).toBe('2027年1月1日');
    expect(formatSiteTime('2026-03-05T08:07:09+08:00', 'YYYY-MM-DD HH:mm')).toBe('2026-03-05 08:07');
    expect(formatSiteTime('not a date', 'YYYY')).toBe('Invalid Date');
  });

  it('writes what dayjs with the site zone writes, for every pattern the pages use', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2060, 0, 1) }), fc.constantFrom(...PATTERNS), (time, pattern) => {
        const iso = new Date(time).toISOString();
        expect(formatSiteTime(iso, pattern)).toBe(siteTime(iso).format(pattern));
      }),
      { numRuns: 500 },
    );
  });
});
