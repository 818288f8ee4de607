import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getEnrollmentFacets as facetsEndpoint, listEnrollmentPlans } from '@shared/api/enrollment';
import type { EnrollmentFacets, EnrollmentPlanCard, EnrollmentStatusCounts } from '@shared/schemas/enrollment';
import type { Page } from '@shared/schemas/common';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { enrollmentListApiQuery, enrollmentListHref, type EnrollmentListFilters } from './enrollment-list-query';
import { useLastShown } from '@client/lib/use-last-shown';
import { defineView, kept, type Viewed } from '@client/lib/data-view';
import { planCardFields } from './components/plan-card-fields';

type EnrollmentPlanAnswer = Page<EnrollmentPlanCard> & { counts: EnrollmentStatusCounts };

/** /enrollment's view (decision 017): the plan cards only as the grid's server markup; the total and the tabs' counts live. */
export const enrollmentListView = defineView<EnrollmentPlanAnswer>()({ list: kept(planCardFields), total: true, counts: true });
export type EnrollmentPlanPage = Viewed<EnrollmentPlanAnswer, typeof enrollmentListView.spec>;

export const getEnrollmentPlans = (api: ApiClient, filters: EnrollmentListFilters) =>
  api.call(listEnrollmentPlans, { query: enrollmentListApiQuery(filters) });

/** Per viewer: signed in, every card carries my audit status. */
export const getEnrollmentPlansQueryOptions = (api: ApiClient, viewer: number, filters: EnrollmentListFilters) =>
  queryOptions({
    queryKey: ['enrollment', 'list', viewer, enrollmentListApiQuery(filters)],
    queryFn: (): Promise<EnrollmentPlanPage> => getEnrollmentPlans(api, filters).then(enrollmentListView.select),
    staleTime: 30_000,
    meta: enrollmentListView.meta,
  });

/** The page the loader cached; while a sign-in's or sign-out's reload runs, the signed-out page or the last one shown stands in. */
export function useEnrollmentPlans(viewer: number, filters: EnrollmentListFilters): EnrollmentPlanPage | undefined {
  const api = useApi();
  const own = useCachedQueryData(getEnrollmentPlansQueryOptions(api, viewer, filters));
  const anonymous = useCachedQueryData(getEnrollmentPlansQueryOptions(api, 0, { ...filters, mine: false }));
  return useLastShown(enrollmentListHref(filters, { page: filters.page }), own ?? anonymous);
}

export const getEnrollmentFacets = (api: ApiClient) => api.call(facetsEndpoint);

/** What the filter rows read of the facets: names and ids, no counts (decision 017). */
export const enrollmentFacetsView = defineView<EnrollmentFacets>()({
  categories: { name: true },
  professions: { id: true, name: true, category: true },
});
export type EnrollmentFacetsView = Viewed<EnrollmentFacets, typeof enrollmentFacetsView.spec>;

export const getEnrollmentFacetsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['enrollment', 'facets'],
    queryFn: () => getEnrollmentFacets(api).then(enrollmentFacetsView.select),
    staleTime: 10 * 60_000,
    meta: enrollmentFacetsView.meta,
  });

export const useEnrollmentFacets = () => useCachedQueryData(getEnrollmentFacetsQueryOptions(useApi()));
