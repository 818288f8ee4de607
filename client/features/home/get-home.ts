import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getHome as homeEndpoint } from '@shared/api/catalogue';
import { useApi } from '@client/lib/api-context';

export const getHome = (api: ApiClient) => api.call(homeEndpoint);

export const getHomeQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['home'], queryFn: () => getHome(api) });

export const useHome = () => useSuspenseQuery(getHomeQueryOptions(useApi()));
