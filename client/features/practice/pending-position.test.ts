import { describe, expect, it } from 'vitest';
import { parsePending, PENDING_TTL_MS, pendingPositionFor } from './pending-position';

describe('the practice position kept until the server confirms it (a jump and leave at once is not lost)', () => {
  it('reads back what was written; refuses anything else', () => {
    expect(parsePending(JSON.stringify({ sessionId: 7, position: 3, at: 1000 }))).toEqual({ sessionId: 7, position: 3, at: 1000 });
    for (const stored of [
      null,
      '',
      'nonsense',
      'null',
      '[]',
      JSON.stringify({ sessionId: 0, position: 1, at: 1 }),
      JSON.stringify({ sessionId: 1.5, position: 1, at: 1 }),
      JSON.stringify({ sessionId: 1, position: -1, at: 1 }),
      JSON.stringify({ sessionId: 1, position: 1.5, at: 1 }),
      JSON.stringify({ sessionId: 1, position: '3', at: 1 }),
      JSON.stringify({ sessionId: 1, position: 3 }),
    ]) {
      expect(parsePending(stored), String(stored)).toBeUndefined();
    }
  });

  it('is used for its own session only, and only while recent', () => {
    const pending = { sessionId: 7, position: 0, at: 10_000 };
    expect(pendingPositionFor(pending, 7, 10_500)).toBe(0);
    expect(pendingPositionFor(pending, 7, 10_000 + PENDING_TTL_MS)).toBe(0);
    expect(pendingPositionFor(pending, 8, 10_500)).toBeUndefined();
    expect(pendingPositionFor(pending, 7, 10_001 + PENDING_TTL_MS)).toBeUndefined();
    // A clock set back: not trusted.
    expect(pendingPositionFor(pending, 7, 9_000)).toBeUndefined();
    expect(pendingPositionFor(undefined, 7, 10_500)).toBeUndefined();
  });
});
