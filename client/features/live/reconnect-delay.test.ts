import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RECONNECT_BASE_MS, RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from the base and stops at the cap, jitter at its two extremes', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([500, 1000, 2000, 2500, 2500]);
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(reconnectDelay(50, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(50, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('is always within [half the step, the step] and never above the cap, for any attempt and random value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, random) => {
        const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(Math.max(0, attempt), 16));
        const delay = reconnectDelay(attempt, () => random);
        return delay >= Math.floor(step / 2) && delay <= step && delay <= RECONNECT_MAX_MS;
      }),
    );
  });

  it('spreads a crowd: 500 clients on their first retry do not come back at once', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const delays = Array.from({ length: 500 }, () => reconnectDelay(0, random));
    expect(new Set(delays).size).toBeGreaterThan(200);
  });
});
