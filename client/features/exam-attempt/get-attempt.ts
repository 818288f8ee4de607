import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getExamAttempt, getExamResult } from '@shared/api/exam';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const attemptKey = (subId: number) => ['exam', 'attempt', subId] as const;
export const resultKey = (subId: number) => ['exam', 'result', subId] as const;

/** Never cached as fresh (the page reads it with loadFresh): what is saved changes with every answer, and resuming must see all of it. */
export const getAttemptQueryOptions = (api: ApiClient, subId: number) =>
  queryOptions({ queryKey: attemptKey(subId), queryFn: () => api.call(getExamAttempt, { params: { subId } }), staleTime: 0 });

export const getResultQueryOptions = (api: ApiClient, subId: number) =>
  queryOptions({ queryKey: resultKey(subId), queryFn: () => api.call(getExamResult, { params: { subId } }), staleTime: 60_000 });

export const useAttempt = (subId: number) => useCachedQueryData(getAttemptQueryOptions(useApi(), subId));
export const useResult = (subId: number) => useCachedQueryData(getResultQueryOptions(useApi(), subId));
