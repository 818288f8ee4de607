import { describe, expect, it } from 'vitest';
import { courseListApiQuery, courseListHref, courseListSearch, parseCourseListQuery } from './course-list-query';

const parse = (query: string) => parseCourseListQuery(new URLSearchParams(query));

describe('parseCourseListQuery', () => {
  it('reads 系列课 and 课程包 (type=series / pack) and round-trips them; anything else is 课程', () => {
    for (const type of ['series', 'pack'] as const) {
      const filters = parse(`type=${type}&category=电气电子&page=2`);
      expect(filters).toMatchObject({ type, category: '电气电子', page: 2 });
      expect(parse(courseListSearch(filters).slice(1))).toEqual(filters);
    }
    expect(parse('type=course').type).toBeUndefined();
    expect(parse('type=<x>').type).toBeUndefined();
    expect(courseListHref(parse('type=series&page=3'), { type: undefined })).toBe('/course');
  });

  it('reads every filter, the sort and the page', () => {
    expect(parse('category=信息技术&profession=12&level=3&price=paid&kind=2&sort=price-desc&page=4')).toEqual({
      type: undefined,
      category: '信息技术',
      professionId: 12,
      level: 3,
      price: 'paid',
      kind: 2,
      sort: 'price-desc',
      page: 4,
    });
  });

  it('defaults: every course, 综合, page 1', () => {
    expect(parse('')).toEqual({
      type: undefined,
      category: undefined,
      professionId: undefined,
      level: undefined,
      price: undefined,
      kind: undefined,
      sort: 'recommend',
      page: 1,
    });
  });

  it.each([
    ['level=9', { level: undefined }],
    ['level=0', { level: undefined }],
    ['level=2.5', { level: undefined }],
    ['page=-3', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['sort=<script>alert(1)</script>', { sort: 'recommend' }],
    ['sort=free', { sort: 'recommend' }],
    ['price=cheap', { price: undefined }],
    ['kind=3', { kind: undefined }],
    ['profession=abc', { professionId: undefined }],
    [`category=${'长'.repeat(40)}`, { category: undefined }],
    ['category=%20%20', { category: undefined }],
  ])('ignores an impossible value: %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });
});

describe('courseListSearch / courseListHref', () => {
  const filters = parse('category=信息技术&profession=12&level=3&sort=latest&page=4');

  it('writes the canonical query, defaults left out', () => {
    expect(courseListSearch(parse(''))).toBe('');
    expect(courseListSearch(parse('sort=recommend&page=1'))).toBe('');
    expect(courseListSearch(filters)).toBe(`?category=${encodeURIComponent('信息技术')}&profession=12&level=3&sort=latest&page=4`);
  });

  it('any change but the page goes back to page 1; the page keeps everything else', () => {
    expect(courseListHref(filters, { level: 5 })).not.toContain('page=');
    expect(courseListHref(filters, { page: 5 })).toContain('page=5');
    expect(courseListHref(filters, { page: 5 })).toContain('level=3');
  });

  it('another category drops the profession of the old one; clearing a filter removes it', () => {
    expect(courseListHref(filters, { category: '机械制造' })).not.toContain('profession=');
    expect(courseListHref(filters, { category: '信息技术' })).toContain('profession=12');
    expect(courseListHref(filters, { level: undefined })).not.toContain('level=');
  });

  it.each(['信息技术', 'a b+c&d=e#f', "!'()~*-._", '%41/?;:@$,', '😀', '\ud800'])(
    'encodes a category exactly as URLSearchParams does: %j',
    (category) => {
      const expected = new URLSearchParams({ category, sort: 'latest' }).toString();
      expect(courseListSearch({ ...parse(''), category, sort: 'latest' })).toBe(`?${expected}`);
    },
  );

  it('round-trips through the URL', () => {
    const href = courseListHref(filters, { price: 'free', kind: 1 });
    expect(parse(href.split('?')[1]!)).toEqual({ ...filters, price: 'free', kind: 1, page: 1 });
  });

  it('asks the API for 24 a page with the same filters', () => {
    expect(courseListApiQuery(filters)).toEqual({
      page: 4,
      size: 24,
      sort: 'latest',
      category: '信息技术',
      professionId: 12,
      level: 3,
      price: undefined,
      kind: undefined,
    });
  });
});
