import type { Journey, JourneyStep } from '@shared/schemas/certification';
import type { JourneyStepKey } from '@shared/lib/certification-journey';

/** A step of the journey by its key (the contract always sends all seven). */
export const stepOf = (journey: Pick<Journey, 'steps'>, key: JourneyStepKey): JourneyStep | undefined =>
  journey.steps.find((step) => step.key === key);

/** The step the journey stopped at (rejected, lapsed, withdrawn, failed), or null while it goes on. */
export const failedStep = (journey: Pick<Journey, 'steps'>): JourneyStep | null =>
  journey.steps.find((step) => step.state === 'failed') ?? null;

/**
 * Where the learner is: the current step; else the one it failed at; else the next one to come (the
 * ticket waiting for its issue date); else the last one done (a finished journey).
 */
export function focusStep(journey: Pick<Journey, 'steps'>): JourneyStep {
  return (
    journey.steps.find((step) => step.state === 'current') ??
    failedStep(journey) ??
    journey.steps.find((step) => step.state === 'upcoming') ??
    journey.steps.findLast((step) => step.state === 'done') ??
    journey.steps[0]!
  );
}

/** The journey ended before a step (an earlier one failed): that step will not come. */
export function endedBefore(journey: Pick<Journey, 'steps'>, key: JourneyStepKey): boolean {
  const failed = failedStep(journey);
  if (!failed) return false;
  return journey.steps.indexOf(failed) < journey.steps.findIndex((step) => step.key === key);
}

/** Every step done (or not needed): the certificate is in hand. */
export const isFinished = (journey: Pick<Journey, 'steps'>): boolean =>
  journey.steps.every((step) => step.state === 'done' || step.state === 'skipped');
