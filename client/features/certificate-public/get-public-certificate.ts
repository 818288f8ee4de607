import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getQueryChallenge, queryCertificates, verifyCertificate } from '@shared/api/certification';
import type { CertificateQueryBody } from '@shared/schemas/certification';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** 证书核验: the public record of one certificate number and 核验码 (masked holder). */
export const getPublicCertificate = (api: ApiClient, no: string, code: string) =>
  api.call(verifyCertificate, { params: { no }, query: { code } });

export const getPublicCertificateQueryOptions = (api: ApiClient, no: string, code: string) =>
  queryOptions({
    queryKey: ['certificate', 'verify', no, code],
    queryFn: () => getPublicCertificate(api, no, code),
    // A certificate's record does not change once issued: going back to a page just seen asks nothing.
    staleTime: 5 * 60_000,
  });

export const usePublicCertificate = (no: string, code: string) => useCachedQueryData(getPublicCertificateQueryOptions(useApi(), no, code));

/** 证书查询: every certificate held under that name and ID number (the body only: never a URL). */
export const queryPublicCertificates = (api: ApiClient, body: CertificateQueryBody) => api.call(queryCertificates, { body });

/** A challenge to answer when the API asked for one (1317): single use, a few minutes. */
export const getCertificateQueryChallenge = (api: ApiClient) => api.call(getQueryChallenge);
