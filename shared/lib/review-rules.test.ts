import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewRatingProblem, reviewTextLength, reviewTextProblem } from './review-rules';

describe('review rules', () => {
  it('asks for a text, at least the minimum and at most the maximum', () => {
    expect(reviewTextProblem('')).toBe('请写下你的评价');
    expect(reviewTextProblem('   \n ')).toBe('请写下你的评价');
    expect(reviewTextProblem('好'.repeat(REVIEW_TEXT_MIN - 1))).toMatch(/至少/);
    expect(reviewTextProblem('好'.repeat(REVIEW_TEXT_MIN))).toBeNull();
    expect(reviewTextProblem('好'.repeat(REVIEW_TEXT_MAX))).toBeNull();
    expect(reviewTextProblem('好'.repeat(REVIEW_TEXT_MAX + 1))).toMatch(/不能超过/);
  });
  it('counts an emoji as one character and ignores surrounding spaces', () => {
    expect(reviewTextLength(' 👍👍👍 ')).toBe(3);
    expect(reviewTextProblem('😀'.repeat(REVIEW_TEXT_MAX))).toBeNull();
  });
  it('takes markup as text (its length only)', () => {
    expect(reviewTextProblem('<script>alert(1)</script>')).toBeNull();
  });
  it('takes whole ratings from 1 to 5 only', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewRatingProblem(rating)).toBeNull();
    for (const rating of [0, 6, 4.5, -1, null, undefined, Number.NaN]) expect(reviewRatingProblem(rating)).toMatch(/评分/);
  });
});
