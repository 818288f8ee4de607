import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  NO_FILTERS,
  parseWrongBookListQuery,
  reviewHref,
  reviewQuery,
  wrongBookApiQuery,
  wrongBookHref,
  wrongBookSearch,
  type WrongBookListQuery,
} from './wrong-book-list-query';

const parse = (text: string) => parseWrongBookListQuery(new URLSearchParams(text));
const NONE: WrongBookListQuery = {
  status: undefined,
  examId: undefined,
  professionId: undefined,
  level: undefined,
  pointId: undefined,
  reason: undefined,
  page: 1,
  question: undefined,
};

describe('/study/wrong-book query', () => {
  it('reads the tab, every filter and the page', () => {
    expect(parse('status=due&exam=12&profession=3&level=4&point=5&reason=careless&page=2')).toEqual({
      status: 'due',
      examId: 12,
      professionId: 3,
      level: 4,
      pointId: 5,
      reason: 'careless',
      page: 2,
      question: undefined,
    });
    expect(parse('')).toEqual(NONE);
    expect(parse('reason=none&question=120034')).toMatchObject({ reason: 'none', question: 120034 });
  });

  it('ignores what the page cannot show', () => {
    for (const text of [
      'status=all&exam=0&profession=-1&point=8&reason=lazy&page=0',
      'status=DUE&exam=1.5&profession=abc&point=0&reason=%3Cb%3E&page=99999999',
      'status=%3Cscript%3E&exam=1e3&point=07&question=x',
    ])
      expect(parse(text)).toEqual(NONE);
    // A level without its profession, or out of 1–5, filters nothing.
    expect(parse('level=3').level).toBeUndefined();
    expect(parse('profession=3&level=6')).toMatchObject({ professionId: 3, level: undefined });
  });

  it('writes the canonical query: one order, the defaults and the one-off question mark left out', () => {
    expect(wrongBookSearch(NONE)).toBe('');
    expect(wrongBookSearch({ ...NONE, reason: 'none', page: 3, pointId: 2, status: 'mastered', examId: 9 })).toBe(
      '?status=mastered&exam=9&point=2&reason=none&page=3',
    );
    expect(wrongBookSearch({ ...NONE, level: 4 })).toBe('');
  });

  it('round-trips every filter through a link and a parse', () => {
    const queries: WrongBookListQuery[] = [
      NONE,
      { ...NONE, status: 'due' },
      { ...NONE, status: 'favourite', page: 4 },
      { ...NONE, status: 'learning', examId: 7, professionId: 3, level: 2, pointId: 6, reason: 'confused', page: 2 },
      { ...NONE, reason: 'unknown' },
      { ...NONE, professionId: 11 },
    ];
    for (const query of queries) expect(parse(wrongBookSearch(query).slice(1))).toEqual(query);
  });

  it('builds links: a change starts at page 1; the page link keeps the rest; clearing keeps the tab', () => {
    const query: WrongBookListQuery = { ...NONE, status: 'learning', examId: 7, pointId: 6, page: 3, question: 5 };
    expect(wrongBookHref(query, { reason: 'careless' })).toBe('/study/wrong-book?status=learning&exam=7&point=6&reason=careless');
    expect(wrongBookHref(query, { page: 4 })).toBe('/study/wrong-book?status=learning&exam=7&point=6&page=4');
    expect(wrongBookHref(query, { status: undefined })).toBe('/study/wrong-book?exam=7&point=6');
    expect(wrongBookHref(query, NO_FILTERS)).toBe('/study/wrong-book?status=learning');
    expect(reviewHref(query)).toBe('/study/wrong-book/review?exam=7&point=6');
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters({ ...NONE, status: 'due', page: 2 })).toBe(false);
  });

  it('reviews the first page of 今日待复习 under the link’s filters, whatever tab or page it names', () => {
    const link = reviewHref({ ...NONE, examId: 7, professionId: 3, level: 2, reason: 'none' });
    expect(link).toBe('/study/wrong-book/review?exam=7&profession=3&level=2&reason=none');
    expect(reviewQuery(new URLSearchParams(link.split('?')[1]))).toEqual({
      ...NONE,
      status: 'due',
      examId: 7,
      professionId: 3,
      level: 2,
      reason: 'none',
    });
    expect(reviewQuery(new URLSearchParams('status=mastered&page=3&question=9'))).toEqual({ ...NONE, status: 'due' });
  });

  it('maps to the API: the level only with its profession, the page size fixed, a 纠错 reply’s question as the one question asked for', () => {
    expect(wrongBookApiQuery({ ...NONE, status: 'due', professionId: 3, level: 4, pointId: 5, reason: 'none', page: 2 })).toEqual({
      page: 2,
      size: 10,
      status: 'due',
      examId: undefined,
      professionId: 3,
      skillLevel: 4,
      knowledgePointId: 5,
      reason: 'none',
      questionId: undefined,
    });
    expect(wrongBookApiQuery({ ...NONE, level: 4 }).skillLevel).toBeUndefined();
    expect(wrongBookApiQuery(parse('question=120034'))).toMatchObject({ status: undefined, questionId: 120034 });
  });
});
