import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listExams } from '@shared/api/exam';
import type { Page } from '@shared/schemas/common';
import type { ExamListItem } from '@shared/schemas/exam';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { examListApiQuery, type ExamListFilters } from './exam-list-query';

export const getExams = (api: ApiClient, filters: ExamListFilters) => api.call(listExams, { query: examListApiQuery(filters) });

const examsKey = (filters: ExamListFilters) => ['exam', 'list', examListApiQuery(filters)] as const;

/** The catalogue of exams is the same for everyone (no personal state on a card): a minute fresh. */
export const getExamsQueryOptions = (api: ApiClient, filters: ExamListFilters) =>
  queryOptions({ queryKey: examsKey(filters), queryFn: () => getExams(api, filters), staleTime: 60_000 });

/** The page of exams the route loader put in the cache. */
export const useExams = (filters: ExamListFilters) => useCachedQueryData<Page<ExamListItem>>(examsKey(filters));
