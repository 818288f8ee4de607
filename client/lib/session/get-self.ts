import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getSelf as selfEndpoint } from '@shared/api/user';
import type { User } from '@shared/schemas/user';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const SELF_QUERY_KEY = ['session', 'self'] as const;

/** The signed-in user, or null when there is no valid token (the UI's only source of "logged in"). */
export async function getSelf(api: ApiClient): Promise<User | null> {
  return (await api.call(selfEndpoint)).user;
}

export const getSelfQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: SELF_QUERY_KEY, queryFn: () => getSelf(api), staleTime: 5 * 60_000, retry: false });

/** The signed-in user from the cache the root loader filled (and login/logout update). */
export const useSelf = (): User | null => useCachedQueryData(getSelfQueryOptions(useApi())) ?? null;
