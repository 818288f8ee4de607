import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getProfession as professionEndpoint, listProfessions } from '@shared/api/profession';
import type { Page } from '@shared/schemas/common';
import type { ProfessionCard, ProfessionDetail, ProfessionListCounts } from '@shared/schemas/profession';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { defineView, kept, type Viewed } from '@client/lib/data-view';
import { useLastShown } from '@client/lib/use-last-shown';
import { professionListApiQuery, type ProfessionListFilters } from './profession-list-query';

export type ProfessionPage = Page<ProfessionCard> & { counts: ProfessionListCounts };

export const getProfessions = (api: ApiClient, filters: ProfessionListFilters) =>
  api.call(listProfessions, { query: professionListApiQuery(filters) });

/** The directory changes with the catalogue, not per visitor. */
export const getProfessionsQueryOptions = (api: ApiClient, filters: ProfessionListFilters) =>
  queryOptions({
    queryKey: ['professions', 'list', professionListApiQuery(filters)],
    queryFn: (): Promise<ProfessionPage> => getProfessions(api, filters),
    staleTime: 5 * 60_000,
  });

export const useProfessions = (filters: ProfessionListFilters) => useCachedQueryData(getProfessionsQueryOptions(useApi(), filters));

export const getProfession = (api: ApiClient, id: number) => api.call(professionEndpoint, { params: { id } });

/**
 * A profession's page view (decision 017): the learning path (every level's courses, exams and plans) is
 * static markup (links to `?level=`), so it ships as the server's markup only; the rest lives.
 */
export const professionDetailView = defineView<ProfessionDetail>()({
  id: true,
  name: true,
  category: true,
  type: true,
  code: true,
  summary: true,
  levels: true,
  courseCount: true,
  planCount: true,
  openPlanCount: true,
  examCount: true,
  learnerCount: true,
  description: true,
  duties: true,
  outlook: true,
  salaryRange: true,
  certificate: true,
  myLevel: true,
  path: kept(true),
});
export type ProfessionDetailView = Viewed<ProfessionDetail, typeof professionDetailView.spec>;

/** Per viewer: signed in, the path carries my progress and next steps; the loader asks again once this is ten seconds old (loadFresh). */
export const getProfessionQueryOptions = (api: ApiClient, viewer: number, id: number) =>
  queryOptions({
    queryKey: ['professions', 'detail', id, viewer],
    queryFn: () => getProfession(api, id).then(professionDetailView.select),
    staleTime: 10_000,
    meta: professionDetailView.meta,
  });

/** The profession the loader cached; while a sign-in's or sign-out's reload runs, the signed-out answer or the last one shown stands in. */
export function useProfession(viewer: number, id: number): ProfessionDetailView | undefined {
  const api = useApi();
  const own = useCachedQueryData(getProfessionQueryOptions(api, viewer, id));
  const anonymous = useCachedQueryData(getProfessionQueryOptions(api, 0, id));
  return useLastShown(id, own ?? anonymous);
}
