import { describe, expect, it } from 'vitest';
import { collectHref, parseCollectQuery, parseStudyQuery, studyHref } from './learning-query';

const search = (text: string) => new URLSearchParams(text);

describe('/study and /collect query parsing', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=-3', 1],
    ['page=1.5', 1],
    ['page=99999', 1],
    ['page=%3Cscript%3E', 1],
  ])('?%s → page %i', (text, page) => expect(parseStudyQuery(search(text)).page).toBe(page));

  it('keeps a real progress filter and ignores any other value', () => {
    expect(parseStudyQuery(search('progress=2&page=2'))).toEqual({ page: 2, progress: 2 });
    for (const value of ['0', '4', 'x', '2.0', '<b>'])
      expect(parseStudyQuery(search(`progress=${encodeURIComponent(value)}`)).progress).toBeUndefined();
  });

  it('builds URLs without the defaults', () => {
    expect(studyHref({ page: 1, progress: undefined })).toBe('/study');
    expect(studyHref({ page: 2, progress: 3 })).toBe('/study?progress=3&page=2');
    expect(collectHref(1)).toBe('/collect');
    expect(collectHref(4)).toBe('/collect?page=4');
  });

  it('/collect: a known kind and a page round-trip; anything else is courses', () => {
    for (const kind of ['course', 'live', 'exam', 'question', 'pin', 'news'] as const)
      for (const page of [1, 3])
        expect(parseCollectQuery(new URL(collectHref(page, kind), 'http://x').searchParams)).toEqual({ kind, page });
    expect(collectHref(1, 'live')).toBe('/collect?kind=live');
    expect(collectHref(2, 'news')).toBe('/collect?kind=news&page=2');
    for (const value of ['article', 'COURSE', '<b>', ''])
      expect(parseCollectQuery(search(`kind=${encodeURIComponent(value)}`)).kind).toBe('course');
  });
});
