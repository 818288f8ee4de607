import { MASTERED_AFTER_RIGHTS, REVIEW_FINAL_STAGE, REVIEW_INTERVAL_DAYS } from '@shared/lib/wrong-book-rules';

/**
 * Spaced review of the wrong-question book (docs/decisions/013-wrong-question-book.md). Days are
 * China's calendar days (UTC+8): a review at 23:59 and one at 00:01 are on different days, whatever
 * the server's or the browser's time zone.
 *
 * - A wrong answer (in a mock, practice, a review…) puts the question at stage 0, due the next day.
 * - A review on or after its due day ("on schedule") answered right moves it one stage on: due 2, 4,
 *   7 and 15 days after that review; after the 15-day review (stage 5) the schedule is done.
 * - 已掌握 from stage 2: right twice in a row on schedule. It keeps coming back at 4, 7 and 15 days
 *   to stay so; a wrong answer there starts over too.
 * - A review before its due day (or once the schedule is done) is graded and shown, but a right
 *   answer moves nothing (an answer from short-term memory proves little); a wrong one starts over.
 */
const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;

/** The China calendar day of a moment, as a day number (days since 1970-01-01 in UTC+8). */
export const chinaDay = (ms: number): number => Math.floor((ms + CHINA_OFFSET) / DAY);
/** A day number as `YYYY-MM-DD`. */
export const chinaDate = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

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
