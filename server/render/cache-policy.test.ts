import { describe, expect, it } from 'vitest';
import { remainingCacheControl, sharedCacheControl, storedEncodingFor } from './cache-policy';

describe('storedEncodingFor', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['BR', 'br'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(storedEncodingFor(header)).toBe(expected);
  });
});

describe('Cache-Control of a shared page', () => {
  it('public for the rule’s time, browsers revalidating', () => {
    expect(sharedCacheControl(60, 600)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('a stored page tells what is left of its freshness, then of its stale window', () => {
    const page = { freshUntil: 60_000, staleUntil: 660_000 };
    expect(remainingCacheControl(page, 0)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(remainingCacheControl(page, 45_500)).toBe('public, max-age=0, s-maxage=14, stale-while-revalidate=600');
    expect(remainingCacheControl(page, 61_000)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=599');
    expect(remainingCacheControl(page, 700_000)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
  });
});
