import type { ExamCard } from '@shared/schemas/exam';
import { PLAN_PERIOD_DAYS } from '../enrollment/enrollment-plans';
import { DAY, ROLLING_ORIGIN } from '../core/rolling';

/**
 * A sitting of an official exam: one round of its plan's window (mock-api/exam/exams.ts), which
 * moves to the next round when the plan's next round is shown. An official attempt keeps the
 * sitting it was taken in: its answers are published when that window closes, its attempts count in
 * that sitting only, and the sitting's index chooses the official set it draws from (bank-parts.ts).
 */
export interface Sitting {
  /** The plan round: sitting k of every official exam opens in the k-th period from ROLLING_ORIGIN. */
  index: number;
  openAt: number;
  closeAt: number;
}

const PERIOD = PLAN_PERIOD_DAYS * DAY;

/**
 * The round a seeded window opening at `openAt` belongs to. An exam of plan slot s opens on
 * ROLLING_ORIGIN + examPhaseDays(s) + k × period with 0 ≤ examPhaseDays < period, so the period
 * counted from the origin is the round k — the same k for every exam opening in that period.
 */
export const sittingIndexAt = (openAt: number): number => Math.floor((openAt - ROLLING_ORIGIN) / PERIOD);

/**
 * The sitting an official exam shows now: `seeded` is the exam as generated (its clocked window
 * gives the round), `served` the exam as served (its window, which the dev control may have moved:
 * a moved window is still that round's sitting, and the attempts taken in it move with it).
 */
export function currentSittingOf(seeded: ExamCard, served: ExamCard): Sitting | null {
  if (!seeded.openAt || !served.openAt || !served.closeAt) return null;
  return { index: sittingIndexAt(Date.parse(seeded.openAt)), openAt: Date.parse(served.openAt), closeAt: Date.parse(served.closeAt) };
}

/**
 * The window an attempt was taken in: the exam's current one while that is still the attempt's
 * sitting (so a dev-control move carries its attempts), else the one it kept at start.
 */
export function sittingOfAttempt(kept: Sitting | null, current: Sitting | null): Sitting | null {
  if (!kept) return null;
  return current && current.index === kept.index ? current : kept;
}

/** Answers of an official attempt are published once its own sitting has closed. */
export const answersPublished = (sitting: Sitting | null, now: number): boolean => sitting === null || now >= sitting.closeAt;
