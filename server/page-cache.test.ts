import { describe, expect, it } from 'vitest';
import { PageCache, withNonce } from './page-cache';

const NONCE = 'a'.repeat(32);
const page = (text: string) => `<html><script nonce="${NONCE}"></script>${text}<style nonce="${NONCE}"></style></html>`;

describe('PageCache', () => {
  it('gives every response its own nonce in place of the stored one', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.store('/a', page('A'), NONCE, 10, 60);
    const hit = cache.lookup('/a')!;
    const html = withNonce(hit.page, 'b'.repeat(32));
    expect(html).not.toContain(NONCE);
    expect(html.match(/nonce="b{32}"/g)).toHaveLength(2);
  });

  it('is fresh, then stale, then gone', () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    cache.store('/a', page('A'), NONCE, 10, 60);
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
    cache.store('/a', page('A'), NONCE, 10, 60);
    cache.store('/b', page('B'), NONCE, 10, 60);
    cache.lookup('/a');
    cache.store('/c', page('C'), NONCE, 10, 60);
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')).toBeDefined();
    expect(cache.lookup('/c')).toBeDefined();
  });

  it('keeps its bytes under the bound, counting replaced pages once', () => {
    const big = 'x'.repeat(10_000);
    const cache = new PageCache({ maxEntries: 100, maxBytes: 100_000 });
    for (let index = 0; index < 20; index += 1) cache.store(`/${index}`, page(big), NONCE, 10, 60);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBe(4);
    cache.store('/19', page(big), NONCE, 10, 60);
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBe(4 * page(big).length * 2);
  });

  it('never stores a page bigger than a quarter of the bound', () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 10_000 });
    cache.store('/huge', page('x'.repeat(2_000)), NONCE, 10, 60);
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
