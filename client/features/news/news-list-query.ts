import { NEWS_CATEGORIES, type NewsCategory } from '@shared/schemas/news';

/** The news list as the URL holds it. */
export interface NewsListFilters {
  category?: NewsCategory;
  page: number;
}

export const NEWS_PAGE_SIZE = 10;
const MAX_PAGE = 10_000;

/** `?category=` must be one of the tabs and `?page=` a sane number; anything else is ignored. */
export function parseNewsListQuery(search: URLSearchParams): NewsListFilters {
  const category = search.get('category');
  const page = search.get('page');
  const number = page !== null && /^\d{1,6}$/.test(page) ? Number(page) : 0;
  return {
    category: NEWS_CATEGORIES.includes(category as NewsCategory) ? (category as NewsCategory) : undefined,
    page: number >= 1 && number <= MAX_PAGE ? number : 1,
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
