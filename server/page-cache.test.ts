import { describe, expect, it } from 'vitest';
import { PageCache, type StoredPage } from './page-cache';

/** A stored page whose three encodings together weigh `bytes`. */
const page = (text: string): StoredPage => ({
  identity: Buffer.from(`<html>${text}</html>`),
  br: Buffer.from(text.slice(0, 10)),
  gzip: Buffer.from(text.slice(0, 12)),
  csp: "script-src 'self'",
});
const weight = (stored: StoredPage) => stored.identity.length + stored.br.length + stored.gzip.length;

describe('PageCache', () => {
  it('keeps the page as stored: the same bytes in each encoding and its CSP for every hit', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const stored = page('A');
    cache.store('/a', stored, 10, 60);
    const hit = cache.lookup('/a')!;
    expect(hit.page.identity.equals(stored.identity)).toBe(true);
    expect(hit.page.br).toBe(stored.br);
    expect(hit.page.gzip).toBe(stored.gzip);
    expect(hit.page.csp).toBe(stored.csp);
    expect(cache.bytes).toBe(weight(stored));
  });

  it('is fresh, then stale, then gone', () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    cache.store('/a', page('A'), 10, 60);
    expect(cache.lookup('/a')?.state).toBe('fresh');
    now = 9_999;
    expect(cache.lookup('/a')?.state).toBe('fresh');
    now = 10_000;
    expect(cache.lookup('/a')?.state).toBe('stale');
    now = 69_999;
    expect(cache.lookup('/a')?.state).toBe('stale');
    now = 70_000;
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('evicts the least recently used page beyond its entry bound', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.store('/a', page('A'), 10, 60);
    cache.store('/b', page('B'), 10, 60);
    cache.lookup('/a');
    cache.store('/c', page('C'), 10, 60);
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')).toBeDefined();
    expect(cache.lookup('/c')).toBeDefined();
  });

  it('keeps its bytes under the bound, counting replaced pages once', () => {
    const big = 'x'.repeat(20_000);
    const cache = new PageCache({ maxEntries: 100, maxBytes: 100_000 });
    for (let index = 0; index < 20; index += 1) cache.store(`/${index}`, page(big), 10, 60);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBe(4);
    cache.store('/19', page(big), 10, 60);
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBe(4 * weight(page(big)));
  });

  it('never stores a page bigger than a quarter of the bound', () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 10_000 });
    cache.store('/huge', page('x'.repeat(3_000)), 10, 60);
    expect(cache.lookup('/huge')).toBeUndefined();
  });

  it('hands out one refresh per page at a time', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    expect(cache.claimRefresh('/a')).toBe(true);
    expect(cache.claimRefresh('/a')).toBe(false);
    expect(cache.claimRefresh('/b')).toBe(true);
    cache.releaseRefresh('/a');
    expect(cache.claimRefresh('/a')).toBe(true);
  });
});
