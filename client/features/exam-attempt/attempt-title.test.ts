import { describe, expect, it } from 'vitest';
import { attemptKindLabel, attemptPageTitle } from './attempt-title';

const mock = { examTitle: '电工（高级技师）历年真题模拟卷', practice: false, fromAttemptId: null, kind: 'mock' as const };

describe('attemptPageTitle', () => {
  it('names the paper, then what it is', () => {
    expect(attemptPageTitle(mock, true)).toBe('电工（高级技师）历年真题模拟卷 - 模拟考试');
    expect(attemptPageTitle({ ...mock, kind: 'official' }, true)).toBe('电工（高级技师）历年真题模拟卷 - 正式考试');
    expect(attemptPageTitle(mock, false)).toBe('电工（高级技师）历年真题模拟卷 - 成绩');
  });

  it('does not say 错题练习 twice when the paper’s title already does (issue 26)', () => {
    const wrong = { ...mock, examTitle: '电工（高级技师）历年真题模拟卷 · 错题练习', practice: true, fromAttemptId: 9 };
    expect(attemptKindLabel(wrong)).toBe('错题练习');
    expect(attemptPageTitle(wrong, true)).toBe('电工（高级技师）历年真题模拟卷 · 错题练习');
    expect(attemptPageTitle(wrong, false)).toBe('电工（高级技师）历年真题模拟卷 · 错题练习 - 成绩');
  });
});
