import { describe, expect, it } from 'vitest';
import { newsListHref, newsListSearch, parseNewsListQuery } from './news-list-query';

const parse = (query: string) => parseNewsListQuery(new URLSearchParams(query));

describe('news list query', () => {
  it('a known category and a page', () => {
    expect(parse('category=%E8%80%83%E8%AF%95%E5%8A%A8%E6%80%81&page=2')).toEqual({ category: '考试动态', page: 2 });
  });

  it.each(['category=%3Cscript%3E', 'category=%E5%A8%B1%E4%B9%90', 'page=-3', 'page=0', 'page=1e3', 'page=99999999'])(
    'ignores %s',
    (query) => {
      expect(parse(query)).toEqual({ category: undefined, page: 1 });
    },
  );

  it('links: another category starts at page 1; defaults left out', () => {
    const filters = parse('category=%E8%80%83%E8%AF%95%E5%8A%A8%E6%80%81&page=3');
    expect(newsListHref(filters, { category: '平台公告' })).toBe(`/news?category=${encodeURIComponent('平台公告')}`);
    expect(newsListHref(filters, { category: undefined })).toBe('/news');
    expect(newsListHref(filters, { page: 4 })).toBe(`/news?category=${encodeURIComponent('考试动态')}&page=4`);
    expect(newsListSearch({ page: 1 })).toBe('');
  });
});
