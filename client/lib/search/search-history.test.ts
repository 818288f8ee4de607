import { describe, expect, it } from 'vitest';
import { parseSearchHistory, SEARCH_HISTORY_MAX, withoutSearch, withSearch } from './search-history';

describe('search history (localStorage search_history)', () => {
  it('a search goes to the front, once, trimmed', () => {
    let history: string[] = [];
    history = withSearch(history, '电工');
    history = withSearch(history, '  焊工 ');
    history = withSearch(history, '电工');
    expect(history).toEqual(['电工', '焊工']);
    expect(withSearch(history, '   ')).toEqual(history);
  });

  it('keeps the ten most recent', () => {
    let history: string[] = [];
    for (let index = 1; index <= 12; index += 1) history = withSearch(history, `关键词${index}`);
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]).toBe('关键词12');
    expect(history.at(-1)).toBe('关键词3');
  });

  it('removes one', () => {
    expect(withoutSearch(['电工', '焊工', '茶艺师'], '焊工')).toEqual(['电工', '茶艺师']);
    expect(withoutSearch(['电工'], '不存在')).toEqual(['电工']);
  });

  it('reads a clean list back', () => {
    expect(parseSearchHistory(JSON.stringify(['电工', '焊工']))).toEqual(['电工', '焊工']);
    expect(parseSearchHistory(null)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops', []],
    ['an object', '{"a":1}', []],
    ['a string', '"电工"', []],
    ['null', 'null', []],
    ['mixed types', JSON.stringify([1, '电工', null, { keyword: 'x' }, ['焊工'], ' 焊工 ', '', '电工']), ['电工', '焊工']],
    [
      'too many',
      JSON.stringify(Array.from({ length: 30 }, (_, index) => `词${index}`)),
      Array.from({ length: 10 }, (_, index) => `词${index}`),
    ],
    ['over-long', JSON.stringify(['x'.repeat(80)]), ['x'.repeat(50)]],
  ])('tolerates %s in storage', (_, raw, expected) => {
    expect(parseSearchHistory(raw)).toEqual(expected);
  });
});
