import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getProfession as professionEndpoint, listProfessions } from '@shared/api/profession';
import type { Page } from '@shared/schemas/common';
import type { ProfessionCard, ProfessionDetail, ProfessionListCounts } from '@shared/schemas/profession';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
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

/** Per viewer: signed in, the path carries my progress and next steps; the loader asks again once this is ten seconds old (loadFresh). */
export const getProfessionQueryOptions = (api: ApiClient, viewer: number, id: number) =>
  queryOptions({ queryKey: ['professions', 'detail', id, viewer], queryFn: () => getProfession(api, id), staleTime: 10_000 });

/** The profession the loader cached; while a sign-in's or sign-out's reload runs, the signed-out answer or the last one shown stands in. */
export function useProfession(viewer: number, id: number): ProfessionDetail | undefined {
  const api = useApi();
  const own = useCachedQueryData(getProfessionQueryOptions(api, viewer, id));
  const anonymous = useCachedQueryData(getProfessionQueryOptions(api, 0, id));
  return useLastShown(id, own ?? anonymous);
}
