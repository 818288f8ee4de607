import { describe, expect, it } from 'vitest';
import { intIn, MAX_PAGE, oneOf, pageParam, textIn } from './url-query';

describe('URL query rules', () => {
  it.each([
    ['7', 7],
    ['1', 1],
    ['5', 5],
    ['007', 7],
    ['0', undefined],
    ['10', undefined],
    ['-3', undefined],
    ['+3', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    ['0x3', undefined],
    [' 3', undefined],
    ['', undefined],
    ['abc', undefined],
    ['1234567890', undefined],
    [null, undefined],
  ])('intIn(%j, 1, 9) → %j', (raw, value) => expect(intIn(raw, 1, 9)).toBe(value));

  it('intIn reads ids up to nine digits', () => {
    expect(intIn('999999999', 1, 999_999_999)).toBe(999_999_999);
    expect(intIn('123456', 1, 999_999)).toBe(123_456);
    expect(intIn('1000000', 1, 999_999)).toBeUndefined();
  });

  it('oneOf takes the raw value first and matches it as written, names or enum numbers', () => {
    expect(oneOf('latest', ['recommend', 'latest'] as const)).toBe('latest');
    expect(oneOf('Latest', ['recommend', 'latest'] as const)).toBeUndefined();
    expect(oneOf('<script>', ['recommend', 'latest'] as const)).toBeUndefined();
    expect(oneOf('3', [1, 2, 3] as const)).toBe(3);
    for (const raw of ['03', '3.0', ' 3', '4', 'x', '', null]) expect(oneOf(raw, [1, 2, 3] as const)).toBeUndefined();
    expect(oneOf('', ['', 'a'] as const)).toBe('');
  });

  it('textIn trims, and refuses the empty and the over-long', () => {
    expect(textIn('  信息技术 ', 32)).toBe('信息技术');
    expect(textIn('   ', 32)).toBeUndefined();
    expect(textIn(null, 32)).toBeUndefined();
    expect(textIn('x'.repeat(32), 32)).toBe('x'.repeat(32));
    expect(textIn('x'.repeat(33), 32)).toBeUndefined();
  });

  it.each([
    ['', 1],
    ['page=3', 3],
    [`page=${MAX_PAGE}`, MAX_PAGE],
    [`page=${MAX_PAGE + 1}`, 1],
    ['page=-3', 1],
    ['page=-1', 1],
    ['page=0', 1],
    ['page=x', 1],
    ['page=1.5', 1],
    ['page=1e3', 1],
    ['page=abc', 1],
    ['page=99999999', 1],
    ['page=%3Cscript%3E', 1],
    ['page=2&page=5', 2],
  ])('pageParam(?%s) → %i', (text, page) => expect(pageParam(new URLSearchParams(text))).toBe(page));
});
