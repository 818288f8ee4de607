import { describe, expect, it } from 'vitest';
import type { Journey, JourneyStep } from '@shared/schemas/certification';
import { JOURNEY_STEPS, type StepState } from '@shared/lib/certification-journey';
import { nextChangeIn } from './get-certification';
import { endedBefore, failedStep, focusStep, isFinished } from './journey-state';

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
    expect(failedStep(journey)).toBeNull();
    expect(endedBefore(journey, 'ticket')).toBe(false);
    expect(isFinished(journey)).toBe(false);
  });

  it('stops where a step failed: the later steps will not come, the earlier ones stand', () => {
    const journey = journeyOf(['done', 'failed', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(focusStep(journey).key).toBe('review');
    expect(endedBefore(journey, 'ticket')).toBe(true);
    expect(endedBefore(journey, 'review')).toBe(false);
    expect(endedBefore(journey, 'apply')).toBe(false);
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
