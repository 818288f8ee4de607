import { SEARCH_KEYWORD_MAX, SEARCH_TYPES, type SearchType } from '@shared/schemas/search';

/** The search page as its URL holds it. */
export interface SearchPageQuery {
  /** Trimmed; empty: the landing page (hot keywords and history), no search. */
  keyword: string;
  type: SearchType;
  page: number;
}

const MAX_PAGE = 10_000;

/**
 * Reads `/search?keyword=…&type=…&page=…`. Impossible values are ignored as if absent (an unknown
 * type is the course tab, a bad page the first); an over-long keyword is cut to the limit rather
 * than refused, so a pasted sentence still searches.
 */
export function parseSearchQuery(search: URLSearchParams): SearchPageQuery {
  const keyword = (search.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX).trim();
  const type = search.get('type');
  const page = search.get('page');
  const pageNumber = page !== null && /^\d{1,5}$/.test(page) ? Number(page) : 1;
  return {
    keyword,
    type: SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : 'course',
    page: pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1,
  };
}

/** The page's link for a query; the defaults (course tab, page 1) are left out. */
export function searchHref({ keyword, type = 'course', page = 1 }: { keyword: string; type?: SearchType; page?: number }): string {
  const search = new URLSearchParams();
  if (keyword) search.set('keyword', keyword);
  if (type !== 'course') search.set('type', type);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/search?${text}` : '/search';
}
