import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

function clocked(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const removed: [string, number][] = [];
  const map = new ExpiringMap<string, number>({
    ttlMs: options.ttlMs ?? 100,
    maxEntries: options.maxEntries ?? 1_000,
    now: () => now,
    onRemove: (key, value) => removed.push([key, value]),
  });
  return { map, removed, advance: (ms: number) => (now += ms) };
}

describe('ExpiringMap', () => {
  it('answers get/has/size/delete like a Map while entries are live', () => {
    const { map } = clocked();
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    expect(map.has('b')).toBe(true);
    expect(map.has('c')).toBe(false);
    expect(map.size).toBe(2);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    expect(map.get('a')).toBeUndefined();
    expect([...map]).toEqual([['b', 2]]);
  });

  it('forgets an entry ttlMs after it was set, by the injected clock', () => {
    const { map, advance, removed } = clocked({ ttlMs: 100 });
    map.set('a', 1);
    advance(99);
    expect(map.get('a')).toBe(1);
    advance(1);
    expect(map.get('a')).toBeUndefined();
    expect(map.has('a')).toBe(false);
    expect(map.size).toBe(0);
    expect(map.delete('a')).toBe(false);
    expect(removed).toEqual([['a', 1]]);
  });

  it('shrinks by itself: expired entries leave on any later call, oldest first', () => {
    const { map, advance, removed } = clocked({ ttlMs: 100 });
    for (let index = 0; index < 50; index += 1) {
      map.set(`k${index}`, index);
      advance(1);
    }
    advance(60);
    // k0…k10 were set 110…100 ms ago.
    expect(map.size).toBe(39);
    expect(removed.map(([key]) => key)).toEqual(Array.from({ length: 11 }, (_, index) => `k${index}`));
    advance(1_000);
    map.set('fresh', 1);
    expect(map.size).toBe(1);
    expect(removed).toHaveLength(50);
  });

  it('iteration leaves expired entries out, in insertion order', () => {
    const { map, advance } = clocked({ ttlMs: 100 });
    map.set('old', 1);
    advance(60);
    map.set('new', 2);
    advance(50);
    expect([...map.entries()]).toEqual([['new', 2]]);
    expect([...map.keys()]).toEqual(['new']);
    expect([...map.values()]).toEqual([2]);
    expect([...map]).toEqual([['new', 2]]);
  });

  it('never holds more than maxEntries: setting one more evicts the oldest', () => {
    const { map, removed } = clocked({ maxEntries: 3 });
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
      ['e', 5],
    ] as const) {
      map.set(key, value);
      expect(map.size).toBeLessThanOrEqual(3);
    }
    expect([...map.keys()]).toEqual(['c', 'd', 'e']);
    expect(removed).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('re-setting a key moves it to the end with a fresh lifetime', () => {
    const { map, advance, removed } = clocked({ ttlMs: 100, maxEntries: 3 });
    map.set('a', 1).set('b', 2).set('c', 3);
    advance(50);
    map.set('a', 10);
    expect(removed).toEqual([['a', 1]]);
    expect([...map.keys()]).toEqual(['b', 'c', 'a']);
    map.set('d', 4);
    // b was the oldest, not a.
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    advance(60);
    // c (set 110 ms ago) expired; a was set again 60 ms ago.
    expect([...map]).toEqual([
      ['a', 10],
      ['d', 4],
    ]);
  });

  it('deleting while iterating is safe', () => {
    const { map } = clocked();
    for (let index = 0; index < 10; index += 1) map.set(`k${index}`, index);
    for (const [key, value] of map) if (value % 2 === 0) map.delete(key);
    expect([...map.values()]).toEqual([1, 3, 5, 7, 9]);
  });

  it('clear empties it and reports every entry', () => {
    const { map, removed } = clocked();
    map.set('a', 1).set('b', 2);
    map.clear();
    expect(map.size).toBe(0);
    expect(removed).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('looks at a bounded number of entries per call, however full it is', () => {
    // Every expiry check reads the clock, so clock reads count the entries an operation inspects.
    let now = 0;
    let reads = 0;
    const clock = () => {
      reads += 1;
      return now;
    };
    const map = new ExpiringMap<string, number>({ ttlMs: 10_000, maxEntries: 20_000, now: clock });
    for (let index = 0; index < 20_000; index += 1) map.set(`seed${index}`, index);
    reads = 0;
    const operations = 60_000;
    for (let index = 0; index < operations / 4; index += 1) {
      map.set(`k${index}`, index);
      map.get(`k${index - 1}`);
      map.delete(`k${index - 2}`);
      map.set(`k${index - 3}`, index);
      now += 1;
    }
    expect(map.size).toBeLessThanOrEqual(20_000);
    // Scanning the map on each call would be ~10^9 reads; the front sweep stays a few per call.
    expect(reads / operations).toBeLessThan(5);
  });

  it('refuses nonsense bounds', () => {
    expect(() => new ExpiringMap({ ttlMs: 0, maxEntries: 1, now: Date.now })).toThrow(RangeError);
    expect(() => new ExpiringMap({ ttlMs: 1, maxEntries: 0, now: Date.now })).toThrow(RangeError);
    expect(() => new ExpiringMap({ ttlMs: 1, maxEntries: 1.5, now: Date.now })).toThrow(RangeError);
  });
});
