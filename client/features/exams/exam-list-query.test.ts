import { describe, expect, it } from 'vitest';
import { examListApiQuery, examListHref, examListSearch, parseExamListQuery } from './exam-list-query';

describe('exam list query', () => {
  it('reads mode, level, profession and page; ignores anything else', () => {
    expect(parseExamListQuery(new URLSearchParams('mode=2&level=3&profession=5&page=2'))).toEqual({
      mode: 2,
      level: 3,
      professionId: 5,
      page: 2,
    });
    expect(parseExamListQuery(new URLSearchParams('mode=4&level=0&profession=abc&page=0'))).toEqual({
      mode: undefined,
      level: undefined,
      professionId: undefined,
      page: 1,
    });
    expect(parseExamListQuery(new URLSearchParams('mode=11&level=%3Cb%3E&profession=-3&page=99999999'))).toEqual({
      mode: undefined,
      level: undefined,
      professionId: undefined,
      page: 1,
    });
    expect(parseExamListQuery(new URLSearchParams('mode=1.0&level=6&profession=0'))).toEqual({
      mode: undefined,
      level: undefined,
      professionId: undefined,
      page: 1,
    });
  });

  it('writes the canonical query: fixed order, defaults left out', () => {
    expect(examListSearch({ page: 1 })).toBe('');
    expect(examListSearch({ professionId: 5, page: 2, level: 3, mode: 2 })).toBe('?mode=2&level=3&profession=5&page=2');
  });

  it('builds hrefs: a new filter starts at page 1, the page link keeps the rest, a reset drops one filter', () => {
    const filters = { mode: 1 as const, level: 2 as const, professionId: 7, page: 3 };
    expect(examListHref(filters, { mode: 3 })).toBe('/exam?mode=3&level=2&profession=7');
    expect(examListHref(filters, { page: 4 })).toBe('/exam?mode=1&level=2&profession=7&page=4');
    expect(examListHref(filters, { level: undefined })).toBe('/exam?mode=1&profession=7');
    expect(examListHref(filters, { mode: undefined, level: undefined, professionId: undefined })).toBe('/exam');
  });

  it('maps to the API: level is skillLevel, the page size is fixed', () => {
    expect(examListApiQuery({ mode: 2, level: 3, professionId: 5, page: 2 })).toEqual({
      page: 2,
      size: 12,
      mode: 2,
      professionId: 5,
      skillLevel: 3,
    });
  });
});
