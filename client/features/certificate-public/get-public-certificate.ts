import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { queryCertificates, verifyCertificate } from '@shared/api/certification';
import type { CertificateQueryBody } from '@shared/schemas/certification';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** 证书核验: the public record of one certificate number (masked holder). */
export const getPublicCertificate = (api: ApiClient, no: string) => api.call(verifyCertificate, { params: { no } });

export const getPublicCertificateQueryOptions = (api: ApiClient, no: string) =>
  queryOptions({
    queryKey: ['certificate', 'verify', no],
    queryFn: () => getPublicCertificate(api, no),
    // A certificate's record does not change once issued: going back to a page just seen asks nothing.
    staleTime: 5 * 60_000,
  });

export const usePublicCertificate = (no: string) => useCachedQueryData(getPublicCertificateQueryOptions(useApi(), no));

/** 证书查询: every certificate held under that name and ID number (the body only: never a URL). */
export const queryPublicCertificates = (api: ApiClient, body: CertificateQueryBody) => api.call(queryCertificates, { body });
