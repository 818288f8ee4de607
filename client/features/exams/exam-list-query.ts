import { ExamMode, SkillLevel, type ExamModeValue, type SkillLevelValue } from '@shared/enums/learning';
import { intIn, oneOf, pageParam } from '@client/lib/url-query';

/** The /exam list as the URL holds it: `?mode=2&level=3&profession=5&page=2`, every part optional. */
export interface ExamListFilters {
  mode?: ExamModeValue;
  level?: SkillLevelValue;
  professionId?: number;
  page: number;
}

export const EXAM_PAGE_SIZE = 12;

/** Impossible values (`mode=9`, `level=x`, `page=-1`) are ignored as if absent: a mistyped link still shows a list. */
export function parseExamListQuery(search: URLSearchParams): ExamListFilters {
  return {
    mode: oneOf(search.get('mode'), ExamMode.values),
    level: oneOf(search.get('level'), SkillLevel.values),
    professionId: intIn(search.get('profession'), 1, 999_999),
    page: pageParam(search),
  };
}

/** The canonical query of a filter set (defaults left out, one order), `?`-prefixed or empty. */
export function examListSearch(filters: ExamListFilters): string {
  let text = '';
  if (filters.mode) text += `&mode=${filters.mode}`;
  if (filters.level) text += `&level=${filters.level}`;
  if (filters.professionId) text += `&profession=${filters.professionId}`;
  if (filters.page > 1) text += `&page=${filters.page}`;
  return text ? `?${text.slice(1)}` : '';
}

/** The link for one change of the filters: any change but the page itself starts at page 1. */
export const examListHref = (filters: ExamListFilters, change: Partial<ExamListFilters>): string =>
  `/exam${examListSearch({ ...filters, page: 1, ...change })}`;

/** The API query of a filter set. */
export const examListApiQuery = (filters: ExamListFilters) => ({
  page: filters.page,
  size: EXAM_PAGE_SIZE,
  mode: filters.mode,
  professionId: filters.professionId,
  skillLevel: filters.level,
});
