import { LiveStatus, LiveType, type LiveStatusValue, type LiveTypeValue } from '@shared/enums/live';

/** The /live list as the URL holds it: no status is the overview (on air, schedule, replays). */
export interface LiveListFilters {
  status?: LiveStatusValue;
  type?: LiveTypeValue;
  page: number;
}

export const LIVE_PAGE_SIZE = 12;
const MAX_PAGE = 10_000;

const oneOf = <T extends number>(values: readonly T[], raw: string | null): T | undefined => {
  const value = raw !== null && /^\d$/.test(raw) ? Number(raw) : NaN;
  return values.includes(value as T) ? (value as T) : undefined;
};

/** `?status=` and `?type=` must be enum values, `?page=` a sane number; anything else is ignored. */
export function parseLiveListQuery(search: URLSearchParams): LiveListFilters {
  const page = search.get('page');
  const number = page !== null && /^\d{1,6}$/.test(page) ? Number(page) : 0;
  return {
    status: oneOf(LiveStatus.values, search.get('status')),
    type: oneOf(LiveType.values, search.get('type')),
    page: number >= 1 && number <= MAX_PAGE ? number : 1,
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
