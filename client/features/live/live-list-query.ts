import { LiveStatus, LiveType, type LiveStatusValue, type LiveTypeValue } from '@shared/enums/live';
import { oneOf, pageParam } from '@client/lib/url-query';

/** The /live list as the URL holds it: no status is the overview (on air, schedule, replays). */
export interface LiveListFilters {
  status?: LiveStatusValue;
  type?: LiveTypeValue;
  page: number;
}

export const LIVE_PAGE_SIZE = 12;

/** `?status=` and `?type=` must be enum values, `?page=` a sane number; anything else is ignored. */
export function parseLiveListQuery(search: URLSearchParams): LiveListFilters {
  return {
    status: oneOf(search.get('status'), LiveStatus.values),
    type: oneOf(search.get('type'), LiveType.values),
    page: pageParam(search),
  };
}

export function liveListSearch(filters: LiveListFilters): string {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', String(filters.status));
  if (filters.type) search.set('type', String(filters.type));
  if (filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Another tab or type starts at its first page. */
export const liveListHref = (filters: LiveListFilters, change: Partial<LiveListFilters>): string =>
  `/live${liveListSearch({ ...filters, page: 1, ...change })}`;
