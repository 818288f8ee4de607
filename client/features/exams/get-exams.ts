import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listExams } from '@shared/api/exam';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { examListApiQuery, type ExamListFilters } from './exam-list-query';

export const getExams = (api: ApiClient, filters: ExamListFilters) => api.call(listExams, { query: examListApiQuery(filters) });

/** The catalogue of exams is the same for everyone (no personal state on a card): a minute fresh. */
export const getExamsQueryOptions = (api: ApiClient, filters: ExamListFilters) =>
  queryOptions({ queryKey: ['exam', 'list', examListApiQuery(filters)], queryFn: () => getExams(api, filters), staleTime: 60_000 });

/** The page of exams the route loader put in the cache. */
export const useExams = (filters: ExamListFilters) => useCachedQueryData(getExamsQueryOptions(useApi(), filters));
