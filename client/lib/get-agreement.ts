import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getAgreement as agreementEndpoint, getSiteContact as contactEndpoint } from '@shared/api/agreement';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const getAgreement = (api: ApiClient, type: number) => api.call(agreementEndpoint, { params: { type: String(type) } });

/** Legal texts change with a new version only: cached for long. */
export const getAgreementQueryOptions = (api: ApiClient, type: number) =>
  queryOptions({ queryKey: ['agreement', type], queryFn: () => getAgreement(api, type), staleTime: 60 * 60_000 });

export const useAgreement = (type: number) => useCachedQueryData(getAgreementQueryOptions(useApi(), type));

export const getSiteContact = (api: ApiClient) => api.call(contactEndpoint);

export const getSiteContactQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['site', 'contact'], queryFn: () => getSiteContact(api), staleTime: 60 * 60_000 });

export const useSiteContact = () => useCachedQueryData(getSiteContactQueryOptions(useApi()));
