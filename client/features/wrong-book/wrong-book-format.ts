import { QuestionKind } from '@shared/enums/exam';
import { REVIEW_FINAL_STAGE } from '@shared/lib/wrong-book-rules';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { ReviewResult, ReviewState } from '@shared/schemas/wrong-book';

/**
 * How the book words its answers and its review schedule. Days are China's calendar days as the
 * API writes them (`2026-11-23`, UTC+8): counted as dates, never through the browser's time zone.
 */

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day as a day number (days since 1970-01-01), for counting days between two. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Whole days from `today` to `day` (negative: past). */
export const daysFrom = (today: string, day: string): number => dayNumber(day) - dayNumber(today);

/** `2026-11-23` → 11月23日 (the year when not this one's). */
export function dayText(day: string, today: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return `${sameYear ? '' : `${year}年`}${month}月${date}日`;
}

/** When the next review is, relative to today: 今天 (overdue too), 明天, 3 天后（11月25日）. */
export function dueText(dueOn: string, today: string): string {
  const days = daysFrom(today, dueOn);
  if (days <= 0) return '今天';
  if (days === 1) return '明天';
  return `${days} 天后（${dayText(dueOn, today)}）`;
}

/** The answer as the learner reads it: 'A、C', 正确 / 错误, the blanks joined; 未作答 for none. */
export function answerText(answer: Answer): string {
  if (answer === null || answer === undefined) return '未作答';
  if (typeof answer === 'boolean') return answer ? '正确' : '错误';
  if (Array.isArray(answer)) return answer.map((part) => part.trim()).filter(Boolean).join('、') || '未作答';
  return answer.trim() || '未作答';
}

/** 填空: each blank's text, numbered when there are several (第1空 …；第2空 …). */
export function blanksText(answer: Answer, kind: number): string {
  if (kind !== QuestionKind.FILL || !Array.isArray(answer) || answer.length < 2) return answerText(answer);
  return answer.map((part, index) => `第${index + 1}空 ${part.trim() || '（空）'}`).join('；');
}

/** The choice keys an answer holds (single: one, multiple: several), for marking the options. */
export function chosenKeys(answer: Answer): string[] {
  if (typeof answer === 'string') return [answer];
  return Array.isArray(answer) ? answer : [];
}

/** What the schedule says of an entry in the book: how far along it is, 已掌握, and when it is next due. */
export interface ScheduleView {
  /** Reviews passed on schedule in a row (0–5), of `stages`. */
  stage: number;
  stages: number;
  mastered: boolean;
  /** 今天 (overdue too), 明天, 3 天后（11月25日）, or 复习计划已完成. */
  next: string;
  due: boolean;
}

export function scheduleView(review: ReviewState, today: string): ScheduleView {
  return {
    stage: review.stage,
    stages: REVIEW_FINAL_STAGE,
    mastered: review.mastered,
    next: review.dueOn === null ? '复习计划已完成' : review.due ? '今天' : dueText(review.dueOn, today),
    due: review.due,
  };
}

/**
 * What a review's verdict means for the schedule, in one line: 答对了，4 天后再复习 / 答对了，已掌握 /
 * 答错了，明天再复习 / an early right that moves nothing.
 */
export function reviewOutcome(result: Pick<ReviewResult, 'correct' | 'onSchedule' | 'entry'>, today: string): string {
  const review = result.entry.review;
  const when = (dueOn: string) => {
    const days = daysFrom(today, dueOn);
    return days <= 1 ? '明天' : `${days} 天后`;
  };
  if (!review) return result.correct ? '答对了' : '答错了';
  if (!result.correct) return `答错了，复习进度从头开始，${review.dueOn ? when(review.dueOn) : '明天'}再复习`;
  if (!result.onSchedule && review.dueOn === null) return '答对了。这道题的复习计划已完成，再次复习不改变进度';
  if (!result.onSchedule) {
    const later = review.dueOn ? `，仍在${dayText(review.dueOn, today)}复习` : '';
    return `答对了。还没到复习日，提前复习不推进复习进度${later}`;
  }
  if (review.dueOn === null) return '答对了，已掌握，这道题的复习计划已全部完成';
  if (review.mastered) return `答对了，已掌握！${when(review.dueOn)}再巩固一次`;
  return `答对了，${when(review.dueOn)}再复习`;
}
