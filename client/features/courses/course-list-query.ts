import { COURSE_PRICES, COURSE_SORTS, type CoursePrice, type CourseSort } from '@shared/schemas/course';
import { COURSE_BUNDLE_KINDS, type CourseBundleKind } from '@shared/schemas/course-bundle';
import { intIn, oneOf, pageParam, textIn } from '@client/lib/url-query';

/** The course list as the URL holds it: every filter, the sort and the page. */
export interface CourseListFilters {
  /** 课程 (unset) / 系列课 / 课程包: which products the list shows. */
  type?: CourseBundleKind;
  category?: string;
  professionId?: number;
  level?: number;
  price?: CoursePrice;
  kind?: number;
  sort: CourseSort;
  page: number;
}

export const COURSE_PAGE_SIZE = 24;

/**
 * Reads the filters from a URL's query. Impossible values (`level=9`, `page=-3`, `sort=<script>`)
 * are ignored, as if absent: a shared or mistyped link still shows a list, and nothing from the
 * URL reaches the API or the page unchecked.
 */
export function parseCourseListQuery(search: URLSearchParams): CourseListFilters {
  return {
    type: oneOf(search.get('type'), COURSE_BUNDLE_KINDS),
    category: textIn(search.get('category'), 32),
    professionId: intIn(search.get('profession'), 1, 999_999),
    level: intIn(search.get('level'), 1, 5),
    price: oneOf(search.get('price'), COURSE_PRICES),
    kind: intIn(search.get('kind'), 1, 2),
    sort: oneOf(search.get('sort'), COURSE_SORTS) ?? 'recommend',
    page: pageParam(search),
  };
}

const FORM_ESCAPES: Record<string, string> = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E', '%20': '+' };

/**
 * A query value encoded exactly as URLSearchParams writes it. A list page writes ~80 filter and
 * page links per render, and a URLSearchParams per link was ~15 % of /course's server render.
 */
function formEncode(value: string): string {
  try {
    return encodeURIComponent(value).replace(/[!'()~]|%20/g, (match) => FORM_ESCAPES[match]!);
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD where encodeURIComponent throws.
    return new URLSearchParams({ value }).toString().slice('value='.length);
  }
}

/** The canonical query string of a filter set (defaults left out), `?`-prefixed or empty. */
export function courseListSearch(filters: CourseListFilters): string {
  let text = '';
  if (filters.type) text += `&type=${filters.type}`;
  if (filters.category) text += `&category=${formEncode(filters.category)}`;
  if (filters.professionId) text += `&profession=${filters.professionId}`;
  if (filters.level) text += `&level=${filters.level}`;
  if (filters.price) text += `&price=${filters.price}`;
  if (filters.kind) text += `&kind=${filters.kind}`;
  if (filters.sort !== 'recommend') text += `&sort=${filters.sort}`;
  if (filters.page > 1) text += `&page=${filters.page}`;
  return text ? `?${text.slice(1)}` : '';
}

/**
 * The link for one change of the filters. Any change but the page itself goes back to page 1;
 * another category drops a profession that belongs to the old one.
 */
export function courseListHref(filters: CourseListFilters, change: Partial<CourseListFilters>): string {
  const next: CourseListFilters = { ...filters, page: 1, ...change };
  if ('category' in change && change.category !== filters.category && !('professionId' in change)) next.professionId = undefined;
  return `/course${courseListSearch(next)}`;
}

/** The bundle lists' API query: series and packs filter by category and profession only. */
export function bundleListApiQuery(filters: CourseListFilters) {
  return { page: filters.page, size: COURSE_PAGE_SIZE, category: filters.category, professionId: filters.professionId };
}

/** The API query for a filter set. */
export function courseListApiQuery(filters: CourseListFilters) {
  return {
    page: filters.page,
    size: COURSE_PAGE_SIZE,
    sort: filters.sort,
    category: filters.category,
    professionId: filters.professionId,
    level: filters.level,
    price: filters.price,
    kind: filters.kind,
  };
}
