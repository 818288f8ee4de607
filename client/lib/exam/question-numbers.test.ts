import { describe, expect, it } from 'vitest';
import { questionNumbersText } from './question-numbers';

describe('questionNumbersText', () => {
  it('lists a few numbers in one phrase', () => {
    expect(questionNumbersText([3])).toBe('第 3 题');
    expect(questionNumbersText([3, 7, 12])).toBe('第 3、7、12 题');
  });

  it('sums up many without repeating 题 (issue 26: "等 70 题 题")', () => {
    const seventy = Array.from({ length: 70 }, (_, index) => index + 1);
    const text = questionNumbersText(seventy);
    expect(text).toBe('第 1、2、3、4、5、6、7、8、9、10、11、12 题等 70 题');
    expect(text).not.toMatch(/题\s*题/);
  });
});
