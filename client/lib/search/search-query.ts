import { SEARCH_KEYWORD_MAX, SEARCH_TYPES, type SearchType } from '@shared/schemas/search';
import { oneOf, pageParam } from '@client/lib/url-query';

/** The search page as its URL holds it. */
export interface SearchPageQuery {
  /** Trimmed; empty: the landing page (hot keywords and history), no search. */
  keyword: string;
  type: SearchType;
  page: number;
}

/**
 * Reads `/search?keyword=…&type=…&page=…`. Impossible values are ignored as if absent (an unknown
 * type is the course tab, a bad page the first); an over-long keyword is cut to the limit rather
 * than refused, so a pasted sentence still searches.
 */
export function parseSearchQuery(search: URLSearchParams): SearchPageQuery {
  const keyword = (search.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX).trim();
  return {
    keyword,
    type: oneOf(search.get('type'), SEARCH_TYPES) ?? 'course',
    page: pageParam(search),
  };
}
