import { NEWS_CATEGORIES, type NewsCategory } from '@shared/schemas/news';
import { oneOf, pageParam } from '@client/lib/url-query';

/** The news list as the URL holds it. */
export interface NewsListFilters {
  category?: NewsCategory;
  page: number;
}

export const NEWS_PAGE_SIZE = 10;

/** `?category=` must be one of the tabs and `?page=` a sane number; anything else is ignored. */
export function parseNewsListQuery(search: URLSearchParams): NewsListFilters {
  return {
    category: oneOf(search.get('category'), NEWS_CATEGORIES),
    page: pageParam(search),
  };
}

export function newsListSearch(filters: NewsListFilters): string {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Another category starts at its first page. */
export const newsListHref = (filters: NewsListFilters, change: Partial<NewsListFilters>): string =>
  `/news${newsListSearch({ ...filters, page: 1, ...change })}`;
