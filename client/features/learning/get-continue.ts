import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listMyCourses } from '@shared/api/learning';
import { useApi } from '@client/lib/api-context';

/** The home page's 继续学习: the course studied most recently (its continueLesson follows the shared rule). */
export const getContinueQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['learning', 'continue'],
    queryFn: async () => (await api.call(listMyCourses, { query: { page: 1, size: 1 } })).list[0] ?? null,
  });

/** Read after a sign-in on the page too (the modal signs in without a navigation). */
export const useContinue = (signedIn: boolean) => useQuery({ ...getContinueQueryOptions(useApi()), enabled: signedIn }).data;
