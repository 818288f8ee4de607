import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getHome as homeEndpoint } from '@shared/api/catalogue';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** Everything the home page shows (open plans and featured institutions included), in one call. */
export const getHome = (api: ApiClient) => api.call(homeEndpoint);

export const getHomeQueryOptions = (api: ApiClient) => queryOptions({ queryKey: ['home'], queryFn: () => getHome(api) });

/** What the route loader put in the cache (no observer on the server: a suspense query cost ~2 % of the home render). */
export const useHome = () => useCachedQueryData(getHomeQueryOptions(useApi()));
