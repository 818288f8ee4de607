import { describe, expect, it } from 'vitest';
import { searchTermsOf } from '@shared/schemas/search';
import { searchHref } from './search-href';
import { parseSearchQuery } from './search-query';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('the search page query', () => {
  it('reads keyword, type and page', () => {
    expect(parse('keyword=%E7%94%B5%E5%B7%A5&type=live&page=3')).toEqual({ keyword: '电工', type: 'live', page: 3 });
    expect(parse('')).toEqual({ keyword: '', type: 'course', page: 1 });
  });

  it('trims the keyword and cuts it to 50 characters', () => {
    expect(parse('keyword=+++%E7%84%8A%E5%B7%A5++').keyword).toBe('焊工');
    expect(parse(`keyword=${'x'.repeat(80)}`).keyword).toHaveLength(50);
    expect(parse('keyword=+++').keyword).toBe('');
  });

  it.each(['type=video', 'type=%3Cscript%3E', 'page=-3', 'page=0', 'page=1.5', 'page=abc', 'page=99999999'])(
    'ignores an impossible %s',
    (query) => {
      const parsed = parse(`keyword=a&${query}`);
      expect(parsed.type).toBe('course');
      expect(parsed.page).toBe(1);
    },
  );

  it('links leave the defaults out and encode the keyword', () => {
    expect(searchHref({ keyword: '电工' })).toBe('/search?keyword=%E7%94%B5%E5%B7%A5');
    expect(searchHref({ keyword: 'a&b c', type: 'news', page: 2 })).toBe('/search?keyword=a%26b+c&type=news&page=2');
    expect(searchHref({ keyword: '' })).toBe('/search');
    expect(parse(searchHref({ keyword: '<img src=x>', type: 'question', page: 4 }).split('?')[1]!)).toEqual({
      keyword: '<img src=x>',
      type: 'question',
      page: 4,
    });
  });
});

describe('searchTermsOf', () => {
  it('splits on blanks (full-width too), lower-cases, drops repeats', () => {
    expect(searchTermsOf('  电工　中级工 电工  SQL ')).toEqual(['电工', '中级工', 'sql']);
    expect(searchTermsOf('   ')).toEqual([]);
    expect(searchTermsOf('a b c d e f g h i j')).toHaveLength(8);
  });
});
