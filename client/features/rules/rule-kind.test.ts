import { describe, expect, it } from 'vitest';
import { chineseNumeral, ruleHref, ruleKindOf, ruleListHref } from './rule-kind';

describe('rule pages', () => {
  it.each([
    ['/rule/effective', 'effective'],
    ['/rule/effective/3', 'effective'],
    ['/rule/publicity', 'publicity'],
    ['/rule/publicity/12', 'publicity'],
    ['/rule/publicityx', 'effective'],
  ])('%s belongs to the %s list', (path, kind) => {
    expect(ruleKindOf(path)).toBe(kind);
  });

  it('links', () => {
    expect(ruleListHref('publicity')).toBe('/rule/publicity');
    expect(ruleListHref('effective', 2)).toBe('/rule/effective?page=2');
    expect(ruleHref('publicity', 7)).toBe('/rule/publicity/7');
  });

  it.each([
    [1, '一'],
    [9, '九'],
    [10, '十'],
    [11, '十一'],
    [20, '二十'],
    [21, '二十一'],
    [99, '九十九'],
    [100, '一百'],
    [105, '一百零五'],
    [110, '一百一十'],
    [999, '九百九十九'],
  ])('第%i条 is 第%s条', (value, numeral) => {
    expect(chineseNumeral(value)).toBe(numeral);
  });
});
