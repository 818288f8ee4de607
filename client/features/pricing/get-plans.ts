import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getPlans } from '@shared/api/business';
import type { Plans } from '@shared/schemas/business';
import { useApi } from '@client/lib/api-context';

/** The price list changes with a release, not by the minute. */
export const getPlansQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['platform', 'plans'], queryFn: () => api.call(getPlans), staleTime: 30 * 60_000 });

export const usePlans = (): Plans | undefined => useQuery(getPlansQueryOptions(useApi())).data;
