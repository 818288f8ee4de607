import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getHome as homeEndpoint } from '@shared/api/catalogue';
import { listEnrollmentPlans } from '@shared/api/enrollment';
import type { Page } from '@shared/schemas/common';
import type { EnrollmentPlanCard } from '@shared/schemas/enrollment';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const getHome = (api: ApiClient) => api.call(homeEndpoint);

export const getHomeQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['home'], queryFn: () => getHome(api) });

export const useHome = () => useSuspenseQuery(getHomeQueryOptions(useApi()));

/** 报名中 plans for the home page, the soonest to close first (the list's own order for status=open). */
export const HOME_PLAN_COUNT = 4;

export const getHomePlans = (api: ApiClient) => api.call(listEnrollmentPlans, { query: { status: 'open', page: 1, size: HOME_PLAN_COUNT } });

export const getHomePlansQueryOptions = (api: ApiClient) => queryOptions({ queryKey: ['home', 'plans'], queryFn: () => getHomePlans(api), staleTime: 60_000 });

export const useHomePlans = () => useCachedQueryData<Page<EnrollmentPlanCard>>(['home', 'plans']);
