import { describe, expect, it } from 'vitest';
import { formatGrowth, formatRatio, formatSeconds, ratio, summarizeRss } from './figures';
import { cacheTargets, notCachedReason, type CacheRow } from './cache-part';
import { formatTargets, target } from './report';

describe('ratio / formatRatio', () => {
  it('divides measured figures and refuses to make one up', () => {
    expect(ratio(450, 900)).toBe(0.5);
    expect(ratio(null, 900)).toBeNull();
    expect(ratio(450, undefined)).toBeNull();
    expect(ratio(450, 0)).toBeNull();
    expect(ratio(Number.NaN, 900)).toBeNull();
  });

  it('prints a factor and a percentage, or a dash', () => {
    expect(formatRatio(0.6234)).toBe('0.62 × (62 %)');
    expect(formatRatio(1.5)).toBe('1.50 × (150 %)');
    expect(formatRatio(null)).toBe('–');
  });
});

describe('summarizeRss', () => {
  it('start and end are medians of the first and last three samples, so one GC spike does not decide', () => {
    const summary = summarizeRss([200, 260, 202, 204, 206, 208, 210, 300, 212]);
    expect(summary).toMatchObject({ startMb: 202, endMb: 212, peakMb: 300, samples: 9 });
    expect(summary!.growthPercent).toBeCloseTo((212 / 202 - 1) * 100, 10);
  });

  it('shrinking is negative growth; few samples use smaller windows; no samples, no summary', () => {
    expect(summarizeRss([220, 210, 200, 190])!.growthPercent).toBeCloseTo(((195 - 215) / 215) * 100, 10);
    expect(summarizeRss([100, 110])).toMatchObject({ startMb: 100, endMb: 110, growthPercent: 10 });
    expect(summarizeRss([100])).toMatchObject({ startMb: 100, endMb: 100, growthPercent: 0 });
    expect(summarizeRss([])).toBeNull();
    expect(summarizeRss([Number.NaN, 0])).toBeNull();
  });
});

describe('formatGrowth / formatSeconds', () => {
  it('signs the growth and hides float dust', () => {
    expect(formatGrowth(3.21)).toBe('+3.2 %');
    expect(formatGrowth(-1)).toBe('−1.0 %');
    expect(formatGrowth(-0.01)).toBe('+0.0 %');
  });

  it('seconds below a minute and a half, minutes above', () => {
    expect(formatSeconds(40)).toBe('40 s');
    expect(formatSeconds(300)).toBe('5 min');
    expect(formatSeconds(330)).toBe('5.5 min');
  });
});

describe('targets', () => {
  it('a ratio must reach its limit, a growth stay under it; no value never passes', () => {
    expect(target('cached', 0.5, 0.5, '×', false).pass).toBe(true);
    expect(target('cached', 0.49, 0.5, '×', false).pass).toBe(false);
    expect(target('growth', 10, 10, '%', true).pass).toBe(true);
    expect(target('growth', 10.1, 10, '%', true).pass).toBe(false);
    expect(target('growth', null, 10, '%', true).pass).toBe(false);
  });

  it('a page the cache did not serve says why instead of a figure', () => {
    const row = (primed: string | null, value: number | null): CacheRow => ({
      page: '/x',
      primed,
      cached: null,
      static: null,
      ratio: value,
      checks: { fromCache: 0, total: 0 },
    });
    const printed = formatTargets(cacheTargets([row(null, null), row('MISS', null), row('HIT', 0.71)]));
    expect(printed.split('\n')).toEqual([
      `MISS  cached /x ÷ static, req/s at 32 connections: ${notCachedReason(null)} (target ≥ 0.5 ×)`,
      'MISS  cached /x ÷ static, req/s at 32 connections: not served from the cache (x-cache: MISS) (target ≥ 0.5 ×)',
      'PASS  cached /x ÷ static, req/s at 32 connections: 0.71 × (target ≥ 0.5 ×)',
    ]);
    expect(notCachedReason(null)).toMatch(/^no cache header seen/);
  });
});
