import { describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import { choose, isChosen, isComplete, isReviewable, withBlank } from './review-answer';

const { SINGLE, MULTIPLE, JUDGE, FILL, SHORT } = QuestionKind;

describe('a review answer', () => {
  it('单选 and 判断 replace the choice; 多选 toggles keys, kept in A, B, C order', () => {
    expect(choose('A', SINGLE, 'C')).toBe('C');
    expect(choose(null, JUDGE, 'false')).toBe(false);
    expect(choose(false, JUDGE, 'true')).toBe(true);
    expect(choose(null, MULTIPLE, 'C')).toEqual(['C']);
    expect(choose(['C'], MULTIPLE, 'A')).toEqual(['A', 'C']);
    expect(choose(['A', 'C'], MULTIPLE, 'C')).toEqual(['A']);
  });

  it('knows which options are chosen', () => {
    expect(isChosen('B', SINGLE, 'B')).toBe(true);
    expect(isChosen('B', SINGLE, 'A')).toBe(false);
    expect(isChosen(['A', 'D'], MULTIPLE, 'D')).toBe(true);
    expect(isChosen(false, JUDGE, 'false')).toBe(true);
    expect(isChosen(null, JUDGE, 'false')).toBe(false);
  });

  it('填空: one text per blank', () => {
    expect(withBlank(null, 2, 1, '接地')).toEqual(['', '接地']);
    expect(withBlank(['绝缘', ''], 2, 1, '接地')).toEqual(['绝缘', '接地']);
  });

  it('is ready to send once chosen, or once every blank is filled', () => {
    expect(isComplete(null, SINGLE, 0)).toBe(false);
    expect(isComplete('A', SINGLE, 0)).toBe(true);
    expect(isComplete([], MULTIPLE, 0)).toBe(false);
    expect(isComplete(['B'], MULTIPLE, 0)).toBe(true);
    expect(isComplete(false, JUDGE, 0)).toBe(true);
    expect(isComplete(['绝缘', ' '], FILL, 2)).toBe(false);
    expect(isComplete(['绝缘', '接地'], FILL, 2)).toBe(true);
    expect(isReviewable(SHORT)).toBe(false);
    expect(isReviewable(FILL)).toBe(true);
  });
});
