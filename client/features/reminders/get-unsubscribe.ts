import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getUnsubscribe as unsubscribeEndpoint } from '@shared/api/reminders';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** What an unsubscribe link would stop, and whether it is still on (reading changes nothing). */
export const getUnsubscribe = (api: ApiClient, token: string) => api.call(unsubscribeEndpoint, { query: { token } });

export const getUnsubscribeQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: ['reminders', 'unsubscribe', token] as const, queryFn: () => getUnsubscribe(api, token) });

export const useUnsubscribe = (token: string) => useCachedQueryData(getUnsubscribeQueryOptions(useApi(), token));
