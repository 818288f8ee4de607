import type { JourneyCard, JourneyStep } from '@shared/schemas/certification';
import type { JourneyStepKey } from '@shared/lib/certification-journey';

/** What these read of a journey: its seven steps. */
type JourneySteps = { readonly steps: readonly JourneyStep[] };

/** A step of the journey by its key (the contract always sends all seven). */
export const stepOf = (journey: JourneySteps, key: JourneyStepKey): JourneyStep | undefined =>
  journey.steps.find((step) => step.key === key);

/**
 * The step the journey ended at, or null while it goes on. A failed step ends it when nothing after
 * it will happen (every later step skipped: withdrawn, refused for good, lapsed unpaid, a part
 * failed); a rejection the learner can still answer (补交材料 by the enrolment deadline) does not.
 */
export function endStep(journey: JourneySteps): JourneyStep | null {
  const index = journey.steps.findIndex((step) => step.state === 'failed');
  if (index < 0) return null;
  return journey.steps.slice(index + 1).every((step) => step.state === 'skipped') ? journey.steps[index]! : null;
}

/**
 * The same for a card of 我的考证, which carries only the step it is at: a failed step the learner
 * can still act on has a deadline (the contract's "the learner must act by then"); one that ended
 * the journey has none.
 */
export const isCardOver = (card: Pick<JourneyCard, 'step' | 'stepState' | 'deadline'>): boolean =>
  (card.stepState === 'failed' && card.deadline === null) || (card.step === 'certificate' && card.stepState === 'done');

/**
 * Where the learner is: the current step, or a failed one (to answer, or where it ended); else the
 * next one to come (the ticket waiting for its issue date); else the last one done (finished).
 */
export function focusStep(journey: JourneySteps): JourneyStep {
  return (
    journey.steps.find((step) => step.state === 'current') ??
    journey.steps.find((step) => step.state === 'failed') ??
    journey.steps.find((step) => step.state === 'upcoming') ??
    journey.steps.findLast((step) => step.state === 'done') ??
    journey.steps[0]!
  );
}

/** The journey ended before a step: that step will not come. */
export function endedBefore(journey: JourneySteps, key: JourneyStepKey): boolean {
  const end = endStep(journey);
  if (!end) return false;
  return journey.steps.indexOf(end) < journey.steps.findIndex((step) => step.key === key);
}

/** Every step done (or not needed): the certificate is in hand. */
export const isFinished = (journey: JourneySteps): boolean =>
  journey.steps.every((step) => step.state === 'done' || step.state === 'skipped');
