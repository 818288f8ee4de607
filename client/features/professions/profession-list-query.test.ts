import { describe, expect, it } from 'vitest';
import { parseProfessionListQuery, professionListApiQuery, professionListHref } from './profession-list-query';
import { levelHref, pickLevel } from './profession-level';

const parse = (query: string) => parseProfessionListQuery(new URLSearchParams(query));

describe('parseProfessionListQuery', () => {
  it('reads the category, industry, keyword and page', () => {
    expect(parse('type=2&category=电气电子&keyword=%20电工%20&page=2')).toEqual({
      type: 2,
      category: '电气电子',
      keyword: '电工',
      page: 2,
    });
  });

  it.each([
    ['type=9', { type: undefined }],
    ['type=<b>', { type: undefined }],
    ['page=-3', { page: 1 }],
    [`keyword=${'x'.repeat(60)}`, { keyword: undefined }],
    ['keyword=%20%20', { keyword: undefined }],
  ])('%s is ignored', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('links keep the other filters and go back to page 1', () => {
    const filters = parse('type=2&category=电气电子&page=2');
    expect(professionListHref(filters, { type: 1 })).toBe(`/profession?type=1&category=${encodeURIComponent('电气电子')}`);
    expect(professionListHref(filters, { type: undefined, category: undefined })).toBe('/profession');
    expect(professionListApiQuery(filters)).toEqual({ page: 2, size: 20, type: 2, category: '电气电子', keyword: undefined });
  });
});

describe('pickLevel', () => {
  it('the asked level when the profession has it', () => {
    expect(pickLevel('3', [1, 2, 3, 4], null)).toBe(3);
  });

  it('otherwise my current level, otherwise the first', () => {
    expect(pickLevel(null, [1, 2, 3], 2)).toBe(2);
    expect(pickLevel('5', [1, 2, 3], 2)).toBe(2);
    expect(pickLevel('9', [2, 3, 4], null)).toBe(2);
    expect(pickLevel('<script>', [3, 4, 5], 1)).toBe(3);
  });

  it('links a level', () => {
    expect(levelHref(7, 3)).toBe('/profession/7?level=3');
  });
});
