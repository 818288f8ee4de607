import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getWrongBookSummary as summaryEndpoint } from '@shared/api/wrong-book';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

/**
 * The book's counts and today's due (the study page's 错题本 line). A module of its own: the study
 * page is an index page and takes nothing else of the book. The key sits under the book's (['wrong-book']).
 */
export const getWrongBookSummary = (api: ApiClient) => api.call(summaryEndpoint);

/** Asked again on every visit (loadFresh): reviews and exams elsewhere change it. */
export const getWrongBookSummaryQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['wrong-book', 'summary'] as const, queryFn: () => getWrongBookSummary(api) });

export const useWrongBookSummary = () => useCachedQueryData(getWrongBookSummaryQueryOptions(useApi()));
