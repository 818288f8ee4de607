import { describe, expect, it } from 'vitest';
import { answerHasKey, answerText, isAnswered, toggleChoice, withBlank } from './question-answer';

describe('answers', () => {
  it('counts as answered only what can be graded', () => {
    for (const answer of ['A', ['A'], true, false, ['', '电压'], '接地保护']) expect(isAnswered(answer), JSON.stringify(answer)).toBe(true);
    for (const answer of [null, '', '   ', [], ['', ' ']]) expect(isAnswered(answer), JSON.stringify(answer)).toBe(false);
  });

  it('toggles choices in key order and fills blanks by position', () => {
    expect(toggleChoice(['C'], 'A')).toEqual(['A', 'C']);
    expect(toggleChoice(['A', 'C'], 'C')).toEqual(['A']);
    expect(toggleChoice(null, 'B')).toEqual(['B']);
    expect(withBlank(null, 3, 1, '380')).toEqual(['', '380', '']);
    expect(withBlank(['a', 'b'], 2, 0, 'x')).toEqual(['x', 'b']);
  });

  it('reads an answer as text', () => {
    expect(answerText(['A', 'C'])).toBe('A、C');
    expect(answerText(true)).toBe('正确');
    expect(answerText(false)).toBe('错误');
    expect(answerText(['', '380'])).toBe('380');
    expect(answerText(null)).toBe('未作答');
    expect(answerText('  ')).toBe('未作答');
  });

  it('finds an option key in an answer of any kind', () => {
    expect(answerHasKey('B', 'B')).toBe(true);
    expect(answerHasKey(['A', 'C'], 'C')).toBe(true);
    expect(answerHasKey(['A', 'C'], 'B')).toBe(false);
    expect(answerHasKey(false, 'false')).toBe(true);
    expect(answerHasKey(true, 'false')).toBe(false);
    expect(answerHasKey(null, 'A')).toBe(false);
  });
});
