import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getInstitutionFacets as facetsEndpoint, listInstitutions } from '@shared/api/institution';
import type { Page } from '@shared/schemas/common';
import type { InstitutionFacets, InstitutionSummary } from '@shared/schemas/institution';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { institutionListApiQuery, type InstitutionListFilters } from './institution-list-query';

export const getInstitutions = (api: ApiClient, filters: InstitutionListFilters) =>
  api.call(listInstitutions, { query: institutionListApiQuery(filters) });

const institutionsKey = (filters: InstitutionListFilters) => ['institutions', 'list', institutionListApiQuery(filters)] as const;

export const getInstitutionsQueryOptions = (api: ApiClient, filters: InstitutionListFilters) =>
  queryOptions({ queryKey: institutionsKey(filters), queryFn: () => getInstitutions(api, filters), staleTime: 60_000 });

export const useInstitutions = (filters: InstitutionListFilters) => useCachedQueryData<Page<InstitutionSummary>>(institutionsKey(filters));

export const getInstitutionFacets = (api: ApiClient) => api.call(facetsEndpoint);

export const getInstitutionFacetsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['institutions', 'facets'], queryFn: () => getInstitutionFacets(api), staleTime: 10 * 60_000 });

export const useInstitutionFacets = () => useCachedQueryData<InstitutionFacets>(['institutions', 'facets']);

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

export const useFeaturedInstitutions = (count: number) => useCachedQueryData<Page<InstitutionSummary>>(['institutions', 'featured', count]);
