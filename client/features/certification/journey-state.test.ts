import { describe, expect, it } from 'vitest';
import type { Journey, JourneyStep } from '@shared/schemas/certification';
import { JOURNEY_STEPS, type StepState } from '@shared/lib/certification-journey';
import { nextChangeIn } from './get-certification';
import { endStep, endedBefore, focusStep, isCardOver, isFinished } from './journey-state';

const NOW = Date.parse('2026-12-01T10:00:00+08:00');
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

function journeyOf(states: StepState[], dates: Partial<Record<number, { at?: string; deadline?: string }>> = {}): Journey {
  const steps: JourneyStep[] = JOURNEY_STEPS.map((key, index) => ({
    key,
    state: states[index]!,
    at: dates[index]?.at ?? null,
    deadline: dates[index]?.deadline ?? null,
    summary: key,
    action: null,
  }));
  return {
    planId: 1,
    planTitle: 'plan',
    professionId: 1,
    professionName: '电工',
    skillLevel: 1,
    institutionName: '机构',
    city: '杭州市',
    examDate: iso(5 * 86_400_000),
    examId: 3,
    steps,
    ticket: { issueAt: iso(2 * 86_400_000), issued: false },
    result: null,
    certificate: null,
    calendar: [],
  };
}

describe('where a journey stands', () => {
  it('is at its current step while it goes on', () => {
    const journey = journeyOf(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(focusStep(journey).key).toBe('fee');
    expect(endStep(journey)).toBeNull();
    expect(endedBefore(journey, 'ticket')).toBe(false);
    expect(isFinished(journey)).toBe(false);
  });

  it('ends where a step failed for good (every later step skipped): the later steps will not come, the earlier ones stand', () => {
    const journey = journeyOf(['done', 'done', 'done', 'done', 'done', 'failed', 'skipped']);
    expect(endStep(journey)?.key).toBe('score');
    expect(focusStep(journey).key).toBe('score');
    expect(endedBefore(journey, 'certificate')).toBe(true);
    expect(endedBefore(journey, 'score')).toBe(false);
    expect(isFinished(journey)).toBe(false);
  });

  it('goes on after a rejection the learner can still answer (补交材料): the later steps still come', () => {
    const journey = journeyOf(['done', 'failed', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(endStep(journey)).toBeNull();
    expect(focusStep(journey).key).toBe('review');
    expect(endedBefore(journey, 'ticket')).toBe(false);
    // A subsidised plan skips its fee: the rejection still does not end the journey.
    expect(endStep(journeyOf(['done', 'failed', 'skipped', 'upcoming', 'upcoming', 'upcoming', 'upcoming']))).toBeNull();
  });

  it('tells from a card alone whether a journey is over: a failed step with a deadline is still to answer', () => {
    expect(isCardOver({ step: 'review', stepState: 'failed', deadline: iso(86_400_000) })).toBe(false);
    expect(isCardOver({ step: 'review', stepState: 'failed', deadline: null })).toBe(true);
    expect(isCardOver({ step: 'certificate', stepState: 'done', deadline: null })).toBe(true);
    expect(isCardOver({ step: 'fee', stepState: 'current', deadline: iso(1) })).toBe(false);
  });

  it('waits for its next step when none is under way (the ticket before its issue date)', () => {
    const journey = journeyOf(['done', 'done', 'done', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(focusStep(journey).key).toBe('ticket');
    expect(isFinished(journey)).toBe(false);
  });

  it('is finished when every step is done or not needed (a subsidised plan has no fee)', () => {
    const journey = journeyOf(['done', 'done', 'skipped', 'done', 'done', 'done', 'done']);
    expect(isFinished(journey)).toBe(true);
    expect(focusStep(journey).key).toBe('certificate');
  });
});

describe('when the open journey page reads it again', () => {
  it('a little after its next dated moment, the ticket issue included', () => {
    const journey = journeyOf(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'], {
      2: { deadline: iso(60_000) },
    });
    expect(nextChangeIn(journey, NOW)).toBe(62_000);
  });

  it('never sooner than 5 s nor later than half an hour, past moments ignored', () => {
    expect(nextChangeIn(journeyOf(Array(7).fill('upcoming'), { 0: { at: iso(100) } }), NOW)).toBe(5_000);
    const far = journeyOf(Array(7).fill('done'), { 0: { at: iso(-1000) } });
    far.ticket.issueAt = iso(-1000);
    far.examDate = iso(-1000);
    expect(nextChangeIn(far, NOW)).toBe(30 * 60_000);
  });
});
