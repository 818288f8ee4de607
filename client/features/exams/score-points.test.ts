import { describe, expect, it } from 'vitest';
import type { AttemptSummary } from '@shared/schemas/exam-attempt';
import { scorePointsOf, timeRange, timeTicks } from './score-points';

const attempt = (change: Partial<AttemptSummary>): AttemptSummary => ({
  id: 1,
  kind: 'mock',
  practice: false,
  fromAttemptId: null,
  status: 2,
  startedAt: '2026-11-20T09:00:00+08:00',
  submittedAt: '2026-11-20T10:00:00+08:00',
  timeUsedSeconds: 3600,
  score: 70,
  totalScore: 100,
  passed: true,
  endedBy: 1,
  sitting: null,
  ...change,
});

describe('score points', () => {
  it('plots handed-in full papers with a final score, oldest first', () => {
    const list = [
      attempt({ id: 5, status: 1, score: null, submittedAt: null, passed: null }),
      attempt({ id: 4, status: 4, score: 82, submittedAt: '2026-11-22T10:00:00+08:00' }),
      attempt({ id: 3, status: 3, score: 40, passed: null }),
      attempt({ id: 2, fromAttemptId: 1, practice: true, score: 8, totalScore: 10 }),
      attempt({ id: 1, score: 55, passed: false }),
    ];
    expect(scorePointsOf(list)).toEqual([
      { time: Date.parse('2026-11-20T10:00:00+08:00'), score: 55, passed: false },
      { time: Date.parse('2026-11-22T10:00:00+08:00'), score: 82, passed: true },
    ]);
  });

  it('a time range with a margin, half an hour at least', () => {
    expect(timeRange([1000])).toEqual([-800, 2800]);
    expect(timeRange([0, 100_000])).toEqual([-8000, 108_000]);
  });

  it('ticks on round Beijing times, labelled by the span', () => {
    const at = (text: string) => Date.parse(text) / 1000;
    const hour = timeTicks(at('2026-11-24T04:28:29+08:00'), at('2026-11-24T05:28:29+08:00'), 10);
    expect(hour.pattern).toBe('HH:mm');
    expect(hour.ticks[0]).toBe(at('2026-11-24T04:30:00+08:00'));
    expect(hour.ticks.length).toBeLessThanOrEqual(10);
    const days = timeTicks(at('2026-11-01T12:00:00+08:00'), at('2026-11-20T12:00:00+08:00'), 8);
    expect(days.pattern).toBe('M月D日');
    // Weekly, from Monday 2 November (Beijing midnight).
    expect(days.ticks).toEqual([at('2026-11-02T00:00:00+08:00'), at('2026-11-09T00:00:00+08:00'), at('2026-11-16T00:00:00+08:00')]);
    const daily = timeTicks(at('2026-11-01T12:00:00+08:00'), at('2026-11-04T12:00:00+08:00'), 4);
    expect(daily.ticks).toEqual([at('2026-11-02T00:00:00+08:00'), at('2026-11-03T00:00:00+08:00'), at('2026-11-04T00:00:00+08:00')]);
  });
});
