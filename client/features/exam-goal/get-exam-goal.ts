import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getExamGoal as goalEndpoint } from '@shared/api/exam-goal';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** The learner's exam goal: the exam day and target retention the review schedule aims at (learning.exam-goal). */
export const getExamGoal = (api: ApiClient) => api.call(goalEndpoint);

export const EXAM_GOAL_QUERY_KEY = ['exam-goal'] as const;

/** Asked again on every visit (loadFresh): an approval or a new round elsewhere moves the journey's exam day. */
export const getExamGoalQueryOptions = (api: ApiClient) => queryOptions({ queryKey: EXAM_GOAL_QUERY_KEY, queryFn: () => getExamGoal(api) });

export const useExamGoal = () => useCachedQueryData(getExamGoalQueryOptions(useApi()));
