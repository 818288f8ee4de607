import { QuestionKind } from '@shared/enums/exam';
import { dueReasonText, REVIEW_VERDICT_LABELS } from '@shared/lib/memory-review-rules';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { ReviewResult, ReviewState } from '@shared/schemas/wrong-book';
import { dayText, daysFrom } from '@shared/lib/china-date';
import { dueText } from './review-day-format';

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

const percent = (share: number) => Math.round(share * 100);

/** What the schedule says of an entry in the book: how sure the memory is, 已掌握, when it is next due and why. */
export interface ScheduleView {
  /** Predicted recall now, whole percent. */
  recall: number;
  mastered: boolean;
  leech: boolean;
  due: boolean;
  /** 今天 (overdue too), 明天, 3 天后（11月25日）, 考试前不用再复习, or 先回看解析. */
  next: string;
  /** Why then, in a sentence. */
  why: string;
}

export function scheduleView(review: ReviewState, today: string): ScheduleView {
  const next = review.leech
    ? '先回看解析'
    : review.dueOn === null
      ? '考试前不用再复习'
      : review.due
        ? '今天'
        : dueText(review.dueOn, today);
  return {
    recall: percent(review.recall),
    mastered: review.mastered,
    leech: review.leech,
    due: review.due,
    next,
    // Due (overdue too): the day it fell to the target is past or today; what counts is where it is now.
    why:
      review.due && review.reason === 'memory'
        ? `记住的把握已降到 ${percent(review.recall)}%，今天复习最省力`
        : dueReasonText(review.reason, {
            date: review.dueOn === null ? null : dayText(review.dueOn, today),
            retention: review.target,
            examRecall: review.examRecall,
          }),
  };
}

/**
 * What a review did, in one line: 答对了（想起来了），3 天后再复习 / 答对了，已掌握 / 答错了，明天再复习 /
 * an early review, which moves the memory little / a question that now rests until the exam.
 */
export function reviewOutcome(result: Pick<ReviewResult, 'correct' | 'verdict' | 'onSchedule' | 'entry'>, today: string): string {
  const review = result.entry.review;
  if (!review) return result.correct ? '答对了' : '答错了';
  const when = (dueOn: string) => {
    const days = daysFrom(today, dueOn);
    return days <= 0 ? '今天' : days === 1 ? '明天' : `${days} 天后`;
  };
  const head = result.correct ? `答对了（${REVIEW_VERDICT_LABELS[result.verdict]}）` : '答错了，记为忘了';
  if (review.leech) return `${head}。这道题已多次忘记，先回看解析再复习`;
  const early = result.onSchedule ? '' : '。还没到复习日，提前复习对记忆帮助不大';
  if (review.dueOn === null) return `${head}，考试当天记住的把握约 ${percent(review.examRecall ?? 0)}%，考前不用再复习${early}`;
  const mastered = review.mastered ? '，已掌握' : '';
  return `${head}${mastered}，${when(review.dueOn)}再复习${early}`;
}
