import { describe, expect, it } from 'vitest';
import { parsePending, PENDING_TTL_MS, pendingPositionFor } from './pending-position';

describe('the position kept until the server confirms it (reload resumes where the learner was)', () => {
  it('reads back what was written; refuses anything else', () => {
    expect(parsePending(JSON.stringify({ lessonId: 7, position: 8.4, at: 1000 }))).toEqual({ lessonId: 7, position: 8.4, at: 1000 });
    for (const stored of [
      null,
      '',
      'nonsense',
      'null',
      '[]',
      JSON.stringify({ lessonId: 0, position: 1, at: 1 }),
      JSON.stringify({ lessonId: 1.5, position: 1, at: 1 }),
      JSON.stringify({ lessonId: 1, position: -1, at: 1 }),
      JSON.stringify({ lessonId: 1, position: '3', at: 1 }),
      JSON.stringify({ lessonId: 1, position: 3 }),
    ]) {
      expect(parsePending(stored), String(stored)).toBeUndefined();
    }
  });

  it('is used for its own lesson only, and only while recent', () => {
    const pending = { lessonId: 7, position: 8.4, at: 10_000 };
    expect(pendingPositionFor(pending, 7, 10_500)).toBe(8.4);
    expect(pendingPositionFor(pending, 7, 10_000 + PENDING_TTL_MS)).toBe(8.4);
    expect(pendingPositionFor(pending, 8, 10_500)).toBeUndefined();
    expect(pendingPositionFor(pending, 7, 10_001 + PENDING_TTL_MS)).toBeUndefined();
    // A clock set back: not trusted.
    expect(pendingPositionFor(pending, 7, 9_000)).toBeUndefined();
    expect(pendingPositionFor(undefined, 7, 10_500)).toBeUndefined();
  });
});
