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
const MAX_PAGE = 10_000;

const intIn = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

/** Reads the filters from the URL; impossible values are ignored as if absent. */
export function parseProfessionListQuery(search: URLSearchParams): ProfessionListFilters {
  const category = search.get('category')?.trim();
  const keyword = search.get('keyword')?.trim();
  return {
    type: intIn(search.get('type'), 1, 4),
    category: category && category.length <= 32 ? category : undefined,
    keyword: keyword && keyword.length <= 50 ? keyword : undefined,
    page: intIn(search.get('page'), 1, MAX_PAGE) ?? 1,
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
