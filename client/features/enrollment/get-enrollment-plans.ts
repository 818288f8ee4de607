import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getEnrollmentFacets as facetsEndpoint, listEnrollmentPlans } from '@shared/api/enrollment';
import type { EnrollmentPlanCard, EnrollmentStatusCounts } from '@shared/schemas/enrollment';
import type { Page } from '@shared/schemas/common';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { enrollmentListApiQuery, enrollmentListHref, type EnrollmentListFilters } from './enrollment-list-query';
import { useLastShown } from '@client/lib/use-last-shown';

export type EnrollmentPlanPage = Page<EnrollmentPlanCard> & { counts: EnrollmentStatusCounts };

export const getEnrollmentPlans = (api: ApiClient, filters: EnrollmentListFilters) =>
  api.call(listEnrollmentPlans, { query: enrollmentListApiQuery(filters) });

/** Per viewer: signed in, every card carries my audit status. */
export const getEnrollmentPlansQueryOptions = (api: ApiClient, viewer: number, filters: EnrollmentListFilters) =>
  queryOptions({
    queryKey: ['enrollment', 'list', viewer, enrollmentListApiQuery(filters)],
    queryFn: (): Promise<EnrollmentPlanPage> => getEnrollmentPlans(api, filters),
    staleTime: 30_000,
  });

/** The page the loader cached; while a sign-in's or sign-out's reload runs, the signed-out page or the last one shown stands in. */
export function useEnrollmentPlans(viewer: number, filters: EnrollmentListFilters): EnrollmentPlanPage | undefined {
  const api = useApi();
  const own = useCachedQueryData(getEnrollmentPlansQueryOptions(api, viewer, filters));
  const anonymous = useCachedQueryData(getEnrollmentPlansQueryOptions(api, 0, { ...filters, mine: false }));
  return useLastShown(enrollmentListHref(filters, { page: filters.page }), own ?? anonymous);
}

export const getEnrollmentFacets = (api: ApiClient) => api.call(facetsEndpoint);

export const getEnrollmentFacetsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['enrollment', 'facets'], queryFn: () => getEnrollmentFacets(api), staleTime: 10 * 60_000 });

export const useEnrollmentFacets = () => useCachedQueryData(getEnrollmentFacetsQueryOptions(useApi()));
