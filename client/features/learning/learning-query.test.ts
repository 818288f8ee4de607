import { describe, expect, it } from 'vitest';
import { collectHref, parseStudyQuery, studyHref } from './learning-query';

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
});
