/** /study's and /collect's page sizes: a list of rows, a grid of four columns. */
export const MY_COURSES_PAGE_SIZE = 10;
export const FAVORITES_PAGE_SIZE = 12;

const PAGE = /^[1-9]\d{0,3}$/;

/** `?page=` as a page number; anything else (`-3`, `abc`, `1.5`, past 9999) is page 1. */
export function pageParam(search: URLSearchParams): number {
  const value = search.get('page') ?? '';
  return PAGE.test(value) ? Number(value) : 1;
}

/** Learning progress (spec §3) to filter /study by: 1 未开始, 2 学习中, 3 已完成; anything else is none. */
export type ProgressFilter = 1 | 2 | 3 | undefined;

export interface StudyQuery {
  page: number;
  progress: ProgressFilter;
}

export function parseStudyQuery(search: URLSearchParams): StudyQuery {
  const progress = search.get('progress');
  return {
    page: pageParam(search),
    progress: progress === '1' || progress === '2' || progress === '3' ? (Number(progress) as ProgressFilter) : undefined,
  };
}

/** The /study URL of a query; the defaults are left out, so the plain list is just `/study`. */
export function studyHref({ page, progress }: StudyQuery): string {
  const search = new URLSearchParams();
  if (progress) search.set('progress', String(progress));
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/study?${text}` : '/study';
}

export const collectHref = (page: number): string => (page > 1 ? `/collect?page=${page}` : '/collect');
