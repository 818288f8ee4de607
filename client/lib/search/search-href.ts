import type { SearchType } from '@shared/schemas/search';

// Apart from search-query.ts: the header's search box builds links on every page, while reading the
// query (and the URL-query rules with it) is the search page's alone, so it stays out of the entry chunk.

/** The page's link for a query; the defaults (course tab, page 1) are left out. */
export function searchHref({ keyword, type = 'course', page = 1 }: { keyword: string; type?: SearchType; page?: number }): string {
  const search = new URLSearchParams();
  if (keyword) search.set('keyword', keyword);
  if (type !== 'course') search.set('type', type);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/search?${text}` : '/search';
}
