import { intIn, pageParam, textIn } from '@client/lib/url-query';

/** The profession list as the URL holds it. */
export interface ProfessionListFilters {
  /** Occupational category 1–4. */
  type?: number;
  /** Industry (电气电子…). */
  category?: string;
  keyword?: string;
  page: number;
}

export const PROFESSION_PAGE_SIZE = 20;

/** Reads the filters from the URL; impossible values are ignored as if absent. */
export function parseProfessionListQuery(search: URLSearchParams): ProfessionListFilters {
  return {
    type: intIn(search.get('type'), 1, 4),
    category: textIn(search.get('category'), 32),
    keyword: textIn(search.get('keyword'), 50),
    page: pageParam(search),
  };
}

/** The link for one change of the filters (back to page 1 unless the page is the change). */
export function professionListHref(filters: ProfessionListFilters, change: Partial<ProfessionListFilters>): string {
  const next: ProfessionListFilters = { ...filters, page: 1, ...change };
  const search = new URLSearchParams();
  if (next.type) search.set('type', String(next.type));
  if (next.category) search.set('category', next.category);
  if (next.keyword) search.set('keyword', next.keyword);
  if (next.page > 1) search.set('page', String(next.page));
  const text = search.toString();
  return text ? `/profession?${text}` : '/profession';
}

export const professionListApiQuery = (filters: ProfessionListFilters) => ({
  page: filters.page,
  size: PROFESSION_PAGE_SIZE,
  type: filters.type,
  category: filters.category,
  keyword: filters.keyword,
});
