import { describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import type { ReviewState, WrongBookEntry } from '@shared/schemas/wrong-book';
import { answerText, blanksText, chosenKeys, reviewOutcome, scheduleView } from './wrong-book-format';

const TODAY = '2026-11-22';
const review = (patch: Partial<ReviewState>): ReviewState => ({
  stage: 0,
  mastered: false,
  dueOn: '2026-11-23',
  due: false,
  lastReviewedAt: null,
  ...patch,
});
const outcome = (correct: boolean, onSchedule: boolean, state: ReviewState | null) =>
  reviewOutcome({ correct, onSchedule, entry: { review: state } as WrongBookEntry }, TODAY);

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
  it('shows how far along an entry is and when it is next due', () => {
    expect(scheduleView(review({}), TODAY)).toEqual({ stage: 0, stages: 5, mastered: false, next: '明天', due: false });
    expect(scheduleView(review({ due: true, dueOn: '2026-11-20' }), TODAY).next).toBe('今天');
    expect(scheduleView(review({ stage: 5, mastered: true, dueOn: null }), TODAY)).toMatchObject({
      next: '复习计划已完成',
      mastered: true,
    });
  });

  it('says what a review did: on schedule it moves, early it does not, wrong it starts over', () => {
    expect(outcome(true, true, review({ stage: 1, dueOn: '2026-11-24' }))).toBe('答对了，2 天后再复习');
    expect(outcome(true, true, review({ stage: 2, mastered: true, dueOn: '2026-11-26' }))).toBe('答对了，已掌握！4 天后再巩固一次');
    expect(outcome(true, true, review({ stage: 5, mastered: true, dueOn: null }))).toBe('答对了，已掌握，这道题的复习计划已全部完成');
    expect(outcome(true, false, review({ dueOn: '2026-11-24' }))).toBe('答对了。还没到复习日，提前复习不推进复习进度，仍在11月24日复习');
    expect(outcome(true, false, review({ stage: 5, mastered: true, dueOn: null }))).toBe(
      '答对了。这道题的复习计划已完成，再次复习不改变进度',
    );
    expect(outcome(false, true, review({ dueOn: '2026-11-23' }))).toBe('答错了，复习进度从头开始，明天再复习');
    expect(outcome(false, false, review({ dueOn: '2026-11-23' }))).toBe('答错了，复习进度从头开始，明天再复习');
  });
});
