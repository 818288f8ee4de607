import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getRealName } from '@shared/api/real-name';
import { AuditStatus } from '@shared/enums/order';
import type { RealNameStatus } from '@shared/schemas/real-name';
import { useApi } from '@client/lib/api-context';

export const REAL_NAME_KEY = ['real-name'] as const;
/** While a submission is under review the status is read again this often. */
export const REAL_NAME_POLL_MS = 5_000;

export const getRealNameQueryOptions = (api: ApiClient) => queryOptions({ queryKey: REAL_NAME_KEY, queryFn: () => api.call(getRealName) });

/** The learner's 实名认证 (the loader put it in the cache); polled every 5 s while 审核中. */
export function useRealName(): RealNameStatus | undefined {
  return useQuery({
    ...getRealNameQueryOptions(useApi()),
    refetchInterval: (query) => (query.state.data?.status === AuditStatus.PENDING ? REAL_NAME_POLL_MS : false),
  }).data;
}
