/**
 * Goals that suit shift work (issue 36 §3): a weekly goal of study days, Monday to Sunday in China
 * time, and a streak only for those who want one, counting days with a minimum of work and allowing
 * a rest day. Plain data the browser and the API share.
 */
import { dateOfDay, dayNumber, weekdayOf } from './china-date';

/** A day counts when the learner studied this long (videos and reading, shared/lib/study-time.ts)… */
export const STUDY_DAY_MIN_SECONDS = 10 * 60;
/** …or answered this many questions (practice, mocks, reviews of the wrong-question book). */
export const STUDY_DAY_MIN_ANSWERS = 10;

export const STUDY_DAY_RULE = `学习满 ${STUDY_DAY_MIN_SECONDS / 60} 分钟，或做题（练习、模拟、错题复习）满 ${STUDY_DAY_MIN_ANSWERS} 道，这一天就算学习日。`;

/** Study days a week the learner may aim for; the default suits a shift rota. */
export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 7;
export const DEFAULT_WEEKLY_GOAL = 3;

export const isStudyDay = ({ seconds, answers }: { seconds: number; answers: number }): boolean =>
  seconds >= STUDY_DAY_MIN_SECONDS || answers >= STUDY_DAY_MIN_ANSWERS;

/** The China week (Monday first) holding `today` (`YYYY-MM-DD`): its seven dates. */
export function weekDates(today: string): string[] {
  const monday = dayNumber(today) - weekdayOf(today);
  return Array.from({ length: 7 }, (_, index) => dateOfDay(monday + index));
}

/**
 * Study days in a row up to today, where one day without study between two study days is a rest day
 * and does not break the run; two in a row do. Today without study yet breaks nothing.
 */
export function restDayStreak(today: string, isStudy: (date: string) => boolean, maxDays = 400): number {
  let streak = 0;
  let missed = 0;
  const start = dayNumber(today);
  for (let offset = 0; offset < maxDays; offset += 1) {
    const date = dateOfDay(start - offset);
    if (isStudy(date)) {
      streak += 1;
      missed = 0;
    } else if (offset > 0) {
      missed += 1;
      if (missed >= 2) break;
    }
  }
  return streak;
}

/** Checks a weekly goal as the API does: null when fine, else the message. */
export function weeklyGoalProblem(days: number): string | null {
  return Number.isInteger(days) && days >= WEEKLY_GOAL_MIN && days <= WEEKLY_GOAL_MAX
    ? null
    : `每周目标应为 ${WEEKLY_GOAL_MIN} 到 ${WEEKLY_GOAL_MAX} 天`;
}
