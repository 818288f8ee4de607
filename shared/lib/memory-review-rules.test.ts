import { describe, expect, it } from 'vitest';
import { examGoalSchema } from '@shared/schemas/exam-goal';
import { dueReasonSchema, reviewVerdictSchema } from '@shared/schemas/wrong-book';
import {
  DUE_REASONS,
  examDateProblem,
  MAX_RETENTION,
  MIN_RETENTION,
  RETENTION_PERCENT_OPTIONS,
  retentionProblem,
  REVIEW_VERDICTS,
  verdictOfAnswer,
} from './memory-review-rules';

describe('the review rules the browser and the API share', () => {
  it('the contract spells the same verdicts and reasons', () => {
    expect(reviewVerdictSchema.options).toEqual([...REVIEW_VERDICTS]);
    expect(dueReasonSchema.options).toEqual([...DUE_REASONS]);
  });

  it('an answer without a verdict: wrong is 忘了, right after more than 60 s 模糊, else 想起来了', () => {
    expect(verdictOfAnswer(false, 5)).toBe('forgot');
    expect(verdictOfAnswer(true, 60)).toBe('recalled');
    expect(verdictOfAnswer(true, 61)).toBe('vague');
    expect(verdictOfAnswer(true, null)).toBe('recalled');
  });

  it('an exam date from tomorrow to 366 days ahead, a real calendar day', () => {
    const today = '2026-12-31';
    expect(examDateProblem('2027-01-01', today)).toBeNull();
    expect(examDateProblem('2028-01-01', today)).toBeNull();
    expect(examDateProblem('2028-01-02', today)).toBe('考试日期不能超过一年之后');
    expect(examDateProblem('2026-12-31', today)).toBe('考试日期应在今天之后');
    expect(examDateProblem('2026-12-30', today)).toBe('考试日期应在今天之后');
    for (const wrong of ['2027-02-29', '2027-13-01', '2027-1-5', '', '明天'])
      expect(examDateProblem(wrong, today), wrong).toBe('请选择正确的考试日期');
  });

  it('a target retention in whole percents within the bounds; every option the form offers passes', () => {
    for (const percent of RETENTION_PERCENT_OPTIONS) expect(retentionProblem(percent)).toBeNull();
    expect(retentionProblem(MIN_RETENTION * 100)).toBeNull();
    expect(retentionProblem(MAX_RETENTION * 100)).toBeNull();
    for (const wrong of [69, 98, 90.5, Number.NaN]) expect(retentionProblem(wrong)).toBe('记忆目标应在 70% 到 97% 之间');
    expect(examGoalSchema.shape.retentionPercent.safeParse(MIN_RETENTION * 100).success).toBe(true);
    expect(examGoalSchema.shape.retentionPercent.safeParse(MAX_RETENTION * 100 + 1).success).toBe(false);
  });
});
