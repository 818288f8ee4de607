import { QuestionKind } from '@shared/enums/exam';
import { REVIEW_FINAL_STAGE } from '@shared/lib/wrong-book-rules';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { ReviewResult, ReviewState } from '@shared/schemas/wrong-book';
import { dayText, daysFrom, dueText } from './review-day-format';

/** How the book words its answers and what a review did to the schedule (days: review-day-format.ts). */

/** The answer as the learner reads it: 'A、C', 正确 / 错误, the blanks joined; 未作答 for none. */
export function answerText(answer: Answer): string {
  if (answer === null || answer === undefined) return '未作答';
  if (typeof answer === 'boolean') return answer ? '正确' : '错误';
  if (Array.isArray(answer))
    return (
      answer
        .map((part) => part.trim())
        .filter(Boolean)
        .join('、') || '未作答'
    );
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
