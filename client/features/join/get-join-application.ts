import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getMyJoinApplication } from '@shared/api/join';
import { AuditStatus } from '@shared/enums/order';
import { useApi } from '@client/lib/api-context';
import { useSelf } from '@client/lib/session/get-self';

export const JOIN_QUERY_KEY = ['join', 'mine'] as const;

export const getMyJoin = (api: ApiClient) => api.call(getMyJoinApplication);

export const getMyJoinQueryOptions = (api: ApiClient) => queryOptions({ queryKey: JOIN_QUERY_KEY, queryFn: () => getMyJoin(api) });

/** The signed-in visitor's application; while it is 审核中 it is read again every 5 s. Nothing when signed out. */
export function useMyJoin() {
  const isLogin = useSelf() !== null;
  const query = useQuery({
    ...getMyJoinQueryOptions(useApi()),
    enabled: isLogin,
    refetchInterval: (current) => (current.state.data?.status === AuditStatus.PENDING ? 5_000 : false),
  });
  return isLogin ? query.data : undefined;
}
