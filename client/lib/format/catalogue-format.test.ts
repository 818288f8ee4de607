import { describe, expect, it } from 'vitest';
import { formatCount, skillLevelName } from './catalogue-format';

describe('course card formatting', () => {
  it('counts in 万 / 亿', () => {
    expect(formatCount(8600)).toBe('8600');
    expect(formatCount(12_345)).toBe('1.2万');
    expect(formatCount(10_000)).toBe('1万');
    expect(formatCount(123_456_789)).toBe('1.2亿');
  });

  it('skill level short names', () => {
    expect([1, 2, 3, 4, 5].map(skillLevelName)).toEqual(['初级工', '中级工', '高级工', '技师', '高级技师']);
  });
});
