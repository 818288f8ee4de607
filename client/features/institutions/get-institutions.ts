import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getInstitutionFacets as facetsEndpoint, listInstitutions } from '@shared/api/institution';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { institutionListApiQuery, type InstitutionListFilters } from './institution-list-query';

export const getInstitutions = (api: ApiClient, filters: InstitutionListFilters) =>
  api.call(listInstitutions, { query: institutionListApiQuery(filters) });

export const getInstitutionsQueryOptions = (api: ApiClient, filters: InstitutionListFilters) =>
  queryOptions({
    queryKey: ['institutions', 'list', institutionListApiQuery(filters)],
    queryFn: () => getInstitutions(api, filters),
    staleTime: 60_000,
  });

export const useInstitutions = (filters: InstitutionListFilters) => useCachedQueryData(getInstitutionsQueryOptions(useApi(), filters));

export const getInstitutionFacets = (api: ApiClient) => api.call(facetsEndpoint);

export const getInstitutionFacetsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['institutions', 'facets'], queryFn: () => getInstitutionFacets(api), staleTime: 10 * 60_000 });

export const useInstitutionFacets = () => useCachedQueryData(getInstitutionFacetsQueryOptions(useApi()));

/**
 * The platform's recommended organisations (featured first, then by learners), for the home page:
 * `loadQuery(queryClient, getFeaturedInstitutionsQueryOptions(api, 6))` and `useFeaturedInstitutions(6)`.
 */
export const getFeaturedInstitutions = (api: ApiClient, count: number) =>
  api.call(listInstitutions, { query: { page: 1, size: count, type: 1, sort: 'recommend' } });

export const getFeaturedInstitutionsQueryOptions = (api: ApiClient, count: number) =>
  queryOptions({
    queryKey: ['institutions', 'featured', count],
    queryFn: () => getFeaturedInstitutions(api, count),
    staleTime: 10 * 60_000,
  });

export const useFeaturedInstitutions = (count: number) => useCachedQueryData(getFeaturedInstitutionsQueryOptions(useApi(), count));
