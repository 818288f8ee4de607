import { oneOf, pageParam } from '@client/lib/url-query';

/** /study's and /collect's page sizes: a list of rows, a grid of four columns. */
export const MY_COURSES_PAGE_SIZE = 10;
export const FAVORITES_PAGE_SIZE = 12;

/** Learning progress (spec §3) to filter /study by: 1 未开始, 2 学习中, 3 已完成; anything else is none. */
export type ProgressFilter = 1 | 2 | 3 | undefined;
const PROGRESS_FILTERS = [1, 2, 3] as const;

export interface StudyQuery {
  page: number;
  progress: ProgressFilter;
}

export function parseStudyQuery(search: URLSearchParams): StudyQuery {
  return {
    page: pageParam(search),
    progress: oneOf(search.get('progress'), PROGRESS_FILTERS),
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
