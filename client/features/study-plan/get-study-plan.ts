import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getStudyPlan } from '@shared/api/study-plan';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const STUDY_PLAN_QUERY_KEY = ['learning', 'study-plan'] as const;

/** The plan counted back from the exam day (learning.study-plan); asked again on every visit, as ticks follow what was done. */
export const getStudyPlanQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: STUDY_PLAN_QUERY_KEY, queryFn: () => api.call(getStudyPlan) });

export const useStudyPlan = () => useCachedQueryData(getStudyPlanQueryOptions(useApi()));
