import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getStudyStats } from '@shared/api/learning';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/** /study's statistics (minutes per China day, streak, totals, per course); under the learner's key prefix. */
export const getStudyStatsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['learning', 'stats'], queryFn: () => api.call(getStudyStats) });

export const useStudyStats = () => useCachedQueryData(getStudyStatsQueryOptions(useApi()));
