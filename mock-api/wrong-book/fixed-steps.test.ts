import { describe, expect, it } from 'vitest';
import { afterReview, afterWrong, isDue, isMastered, type ReviewState } from './fixed-steps';
import { chinaDate, chinaDay } from './review-schedule';

const at = (text: string) => Date.parse(`${text}+08:00`);

describe("the old fixed steps (the simulation's baseline)", () => {
  const day = (text: string) => chinaDay(at(`${text}T12:00:00`));

  it('a mistake is due the next day; each on-schedule right moves 2, 4, 7, 15 days on, then the schedule is done', () => {
    let state: ReviewState = afterWrong(at('2026-11-22T23:59:00'));
    expect(state).toEqual({ stage: 0, dueDay: day('2026-11-23'), lastReviewedAt: null });
    const steps: [string, number, string | null][] = [
      ['2026-11-23T00:01:00', 1, '2026-11-25'],
      ['2026-11-25T09:00:00', 2, '2026-11-29'],
      ['2026-11-29T09:00:00', 3, '2026-12-06'],
      ['2026-12-06T09:00:00', 4, '2026-12-21'],
      ['2026-12-21T09:00:00', 5, null],
    ];
    for (const [when, stage, due] of steps) {
      const next = afterReview(state, at(when), true);
      expect(next.onSchedule, when).toBe(true);
      expect(next.state.stage).toBe(stage);
      expect(next.state.dueDay === null ? null : chinaDate(next.state.dueDay)).toBe(due);
      expect(isMastered(next.state)).toBe(stage >= 2);
      state = next.state;
    }
    expect(isDue(state, day('2030-01-01'))).toBe(false);
    expect(afterReview(state, at('2027-01-01T09:00:00'), true)).toMatchObject({ onSchedule: false, state: { stage: 5, dueDay: null } });
  });

  it('early: a right answer moves nothing, a wrong one starts over; late counts as on schedule', () => {
    const state = afterWrong(at('2026-11-22T10:00:00'));
    expect(afterReview(state, at('2026-11-22T23:59:00'), true)).toMatchObject({
      onSchedule: false,
      state: { stage: 0, dueDay: state.dueDay },
    });
    expect(afterReview(state, at('2026-11-22T23:59:00'), false)).toMatchObject({
      onSchedule: false,
      state: { stage: 0, dueDay: day('2026-11-23') },
    });
    expect(afterReview(state, at('2026-11-30T09:00:00'), true)).toMatchObject({
      onSchedule: true,
      state: { stage: 1, dueDay: day('2026-12-02') },
    });
    const mastered = { stage: 3, dueDay: day('2026-12-01'), lastReviewedAt: null };
    expect(afterReview(mastered, at('2026-12-01T08:00:00'), false).state).toMatchObject({ stage: 0, dueDay: day('2026-12-02') });
  });
});
