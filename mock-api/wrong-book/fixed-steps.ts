import { chinaDay } from './review-schedule';

/**
 * The book's old fixed steps (decision 013, replaced by FSRS in decision 027), kept only as the
 * baseline the review simulation compares FSRS with:
 * - a wrong answer puts the question at stage 0, due the next day;
 * - a review on or after its due day answered right moves it one stage on: due 2, 4, 7 and 15 days
 *   after that review; after the 15-day review (stage 5) the schedule is done;
 * - 已掌握 from stage 2; a review before its due day moves nothing when right, starts over when wrong.
 */
export const REVIEW_INTERVAL_DAYS = [1, 2, 4, 7, 15] as const;
export const REVIEW_FINAL_STAGE = REVIEW_INTERVAL_DAYS.length;
export const MASTERED_AFTER_RIGHTS = 2;

export interface ReviewState {
  /** On-schedule rights since the last wrong answer (0–5). */
  stage: number;
  /** The day the next review is due; null once the schedule is done. */
  dueDay: number | null;
  lastReviewedAt: number | null;
}

export const isMastered = (state: ReviewState): boolean => state.stage >= MASTERED_AFTER_RIGHTS;
/** Due today or overdue. */
export const isDue = (state: ReviewState, today: number): boolean => state.dueDay !== null && state.dueDay <= today;

/** A wrong answer at `at`: start over, due the next day. */
export function afterWrong(at: number, lastReviewedAt: number | null = null): ReviewState {
  return { stage: 0, dueDay: chinaDay(at) + REVIEW_INTERVAL_DAYS[0], lastReviewedAt };
}

/** A review at `at`: the new state, and whether it was on schedule (a right answer moved the schedule only then). */
export function afterReview(state: ReviewState, at: number, correct: boolean): { state: ReviewState; onSchedule: boolean } {
  const onSchedule = isDue(state, chinaDay(at));
  if (!correct) return { state: afterWrong(at, at), onSchedule };
  if (!onSchedule) return { state: { ...state, lastReviewedAt: at }, onSchedule };
  const stage = Math.min(state.stage + 1, REVIEW_FINAL_STAGE);
  const dueDay = stage >= REVIEW_FINAL_STAGE ? null : chinaDay(at) + REVIEW_INTERVAL_DAYS[stage]!;
  return { state: { stage, dueDay, lastReviewedAt: at }, onSchedule };
}
