import { describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import type { ReviewVerdict } from '@shared/lib/memory-review-rules';
import type { ReviewState, WrongBookEntry } from '@shared/schemas/wrong-book';
import { answerText, blanksText, chosenKeys, reviewOutcome, scheduleView } from './wrong-book-format';

const TODAY = '2026-11-22';
const review = (patch: Partial<ReviewState>): ReviewState => ({
  mastered: false,
  dueOn: '2026-11-23',
  due: false,
  reason: 'memory',
  recall: 0.95,
  target: 0.9,
  examRecall: null,
  reviews: 1,
  lapses: 0,
  leech: false,
  lastReviewedAt: null,
  lastVerdict: null,
  ...patch,
});
const outcome = (
  correct: boolean,
  onSchedule: boolean,
  state: ReviewState | null,
  verdict: ReviewVerdict = correct ? 'recalled' : 'forgot',
) => reviewOutcome({ correct, verdict, onSchedule, entry: { review: state } as WrongBookEntry }, TODAY);

describe('answers as text', () => {
  it('reads every kind', () => {
    expect(answerText('B')).toBe('B');
    expect(answerText(['A', 'C'])).toBe('A、C');
    expect(answerText(true)).toBe('正确');
    expect(answerText(false)).toBe('错误');
    expect(answerText(null)).toBe('未作答');
    expect(answerText(['', ' '])).toBe('未作答');
    expect(blanksText(['绝缘', '接地'], QuestionKind.FILL)).toBe('第1空 绝缘；第2空 接地');
    expect(blanksText(['绝缘'], QuestionKind.FILL)).toBe('绝缘');
    expect(chosenKeys('A')).toEqual(['A']);
    expect(chosenKeys(['A', 'B'])).toEqual(['A', 'B']);
    expect(chosenKeys(true)).toEqual([]);
  });
});

describe('the schedule', () => {
  it('shows how sure the memory is, when the question is next due and why', () => {
    expect(scheduleView(review({}), TODAY)).toEqual({
      recall: 95,
      mastered: false,
      leech: false,
      due: false,
      next: '明天',
      why: '11月23日时记住的把握会降到 90%，那天复习最省力',
    });
    expect(scheduleView(review({ due: true, dueOn: '2026-11-20', recall: 0.704 }), TODAY)).toMatchObject({
      next: '今天',
      why: '记住的把握已降到 70%，今天复习最省力',
    });
    expect(scheduleView(review({ reason: 'before-exam', dueOn: '2026-12-14' }), TODAY).why).toBe(
      '提前到 12月14日复习，考试当天记住的把握仍有 90% 以上',
    );
    expect(scheduleView(review({ reason: 'holds-to-exam', dueOn: null, examRecall: 0.934, mastered: true }), TODAY)).toMatchObject({
      next: '考试前不用再复习',
      why: '考试当天记住的把握约 93%，考前不用再复习',
      mastered: true,
    });
    expect(scheduleView(review({ reason: 'leech', leech: true, dueOn: null }), TODAY)).toMatchObject({
      next: '先回看解析',
      why: '已多次忘记：先回看所属课时和解析，再来复习',
    });
  });

  it('says what a review did, with the verdict it was given', () => {
    expect(outcome(true, true, review({ dueOn: '2026-11-24' }))).toBe('答对了（想起来了），2 天后再复习');
    expect(outcome(true, true, review({ mastered: true, dueOn: '2026-12-10' }), 'easy')).toBe('答对了（很熟），已掌握，18 天后再复习');
    expect(outcome(true, true, review({ mastered: true, dueOn: null, examRecall: 0.91, reason: 'holds-to-exam' }))).toBe(
      '答对了（想起来了），考试当天记住的把握约 91%，考前不用再复习',
    );
    expect(outcome(true, false, review({ dueOn: '2026-11-24' }))).toBe(
      '答对了（想起来了），2 天后再复习。还没到复习日，提前复习对记忆帮助不大',
    );
    expect(outcome(false, true, review({ dueOn: '2026-11-23' }))).toBe('答错了，记为忘了，明天再复习');
    expect(outcome(false, true, review({ dueOn: '2026-11-22', reason: 'before-exam' }))).toBe('答错了，记为忘了，今天再复习');
    expect(outcome(false, true, review({ leech: true, dueOn: null, reason: 'leech' }))).toBe(
      '答错了，记为忘了。这道题已多次忘记，先回看解析再复习',
    );
  });
});
