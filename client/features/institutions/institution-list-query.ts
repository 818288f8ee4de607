import { INSTITUTION_SORTS, type InstitutionFacets, type InstitutionSort } from '@shared/schemas/institution';
import { intIn, oneOf, pageParam, textIn } from '@client/lib/url-query';

/** The institution list as the URL holds it: every filter, the sort and the page. */
export interface InstitutionListFilters {
  type?: number;
  category?: number;
  region?: string;
  keyword?: string;
  sort: InstitutionSort;
  page: number;
}

export const INSTITUTION_PAGE_SIZE = 12;
export const KEYWORD_MAX_LENGTH = 30;

/**
 * Reads the filters from a URL's query. Impossible values (`type=9`, `page=-3`, `sort=<script>`)
 * are ignored, as if absent. A region is only kept when it looks like one (Chinese, short); the
 * page checks it against the regions that exist (`withKnownRegion`).
 */
export function parseInstitutionListQuery(search: URLSearchParams): InstitutionListFilters {
  const region = search.get('region')?.trim();
  return {
    type: intIn(search.get('type'), 1, 2),
    category: intIn(search.get('category'), 1, 7),
    region: region && /^[\u4e00-\u9fff]{2,16}$/.test(region) ? region : undefined,
    keyword: textIn(search.get('keyword'), KEYWORD_MAX_LENGTH),
    sort: oneOf(search.get('sort'), INSTITUTION_SORTS) ?? 'recommend',
    page: pageParam(search),
  };
}

/** Drops a region no institution is in (a mistyped link lists everything instead of nothing). */
export function withKnownRegion(filters: InstitutionListFilters, facets: InstitutionFacets | undefined): InstitutionListFilters {
  if (!filters.region || facets?.regions.some((region) => region.name === filters.region)) return filters;
  return { ...filters, region: undefined };
}

/** The canonical query string of a filter set (defaults left out), `?`-prefixed or empty. */
export function institutionListSearch(filters: InstitutionListFilters): string {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', String(filters.type));
  if (filters.category) search.set('category', String(filters.category));
  if (filters.region) search.set('region', filters.region);
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.sort !== 'recommend') search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The link for one change of the filters; any change but the page itself goes back to page 1. */
export function institutionListHref(filters: InstitutionListFilters, change: Partial<InstitutionListFilters>): string {
  return `/institutional${institutionListSearch({ ...filters, page: 1, ...change })}`;
}

export function institutionListApiQuery(filters: InstitutionListFilters) {
  return {
    page: filters.page,
    size: INSTITUTION_PAGE_SIZE,
    sort: filters.sort,
    type: filters.type,
    category: filters.category,
    region: filters.region,
    keyword: filters.keyword,
  };
}
