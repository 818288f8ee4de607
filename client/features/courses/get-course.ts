import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCourse as courseEndpoint, listCourseReviews } from '@shared/api/catalogue';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';

export const getCourse = (api: ApiClient, id: number) => api.call(courseEndpoint, { params: { id } });

/** Per id; the learner's own state is in it, so the signed-in and signed-out answers never mix (one cache per request on the server). */
export const getCourseQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: ['courses', 'detail', id], queryFn: () => getCourse(api, id) });

export const useCourse = (id: number) => useCachedQueryData(getCourseQueryOptions(useApi(), id));

/** The first page of reviews is shown on the detail page. */
export const REVIEW_PAGE_SIZE = 10;

export const getCourseReviews = (api: ApiClient, id: number) =>
  api.call(listCourseReviews, { params: { id }, query: { page: 1, size: REVIEW_PAGE_SIZE } });

export const getCourseReviewsQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: ['courses', 'reviews', id], queryFn: () => getCourseReviews(api, id), staleTime: 60_000 });

export const useCourseReviews = (id: number) => useCachedQueryData(getCourseReviewsQueryOptions(useApi(), id));
