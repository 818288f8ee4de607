import { ENROLLMENT_STATUSES, type EnrollmentStatus } from '@shared/schemas/enrollment';
import { intIn, oneOf, pageParam, textIn } from '@client/lib/url-query';

/** The plan list as the URL holds it. */
export interface EnrollmentListFilters {
  category?: string;
  professionId?: number;
  level?: number;
  status?: EnrollmentStatus;
  /** 我的报名: only the plans the learner applied to (ignored signed out). */
  mine: boolean;
  page: number;
}

export const ENROLLMENT_PAGE_SIZE = 12;

/** Reads the filters from the URL; impossible values are ignored as if absent (never sent, never shown). */
export function parseEnrollmentListQuery(search: URLSearchParams, { signedIn }: { signedIn: boolean }): EnrollmentListFilters {
  return {
    category: textIn(search.get('category'), 32),
    professionId: intIn(search.get('profession'), 1, 999_999),
    level: intIn(search.get('level'), 1, 5),
    status: oneOf(search.get('status'), ENROLLMENT_STATUSES),
    mine: signedIn && search.get('mine') === '1',
    page: pageParam(search),
  };
}

/** The link for one change of the filters: any change but the page goes back to page 1; another industry drops the profession. */
export function enrollmentListHref(filters: EnrollmentListFilters, change: Partial<EnrollmentListFilters>): string {
  const next: EnrollmentListFilters = { ...filters, page: 1, ...change };
  if ('category' in change && change.category !== filters.category && !('professionId' in change)) next.professionId = undefined;
  const search = new URLSearchParams();
  if (next.mine) search.set('mine', '1');
  if (next.status) search.set('status', next.status);
  if (next.category) search.set('category', next.category);
  if (next.professionId) search.set('profession', String(next.professionId));
  if (next.level) search.set('level', String(next.level));
  if (next.page > 1) search.set('page', String(next.page));
  const text = search.toString();
  return text ? `/enrollment?${text}` : '/enrollment';
}

export function enrollmentListApiQuery(filters: EnrollmentListFilters) {
  return {
    page: filters.page,
    size: ENROLLMENT_PAGE_SIZE,
    category: filters.category,
    professionId: filters.professionId,
    level: filters.level,
    status: filters.status,
    mine: filters.mine ? ('1' as const) : undefined,
  };
}
