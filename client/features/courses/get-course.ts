import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCourse as courseEndpoint, listCourseReviews } from '@shared/api/catalogue';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { REVIEW_PAGE_SIZE } from '@shared/lib/review-rules';
import type { ReviewQuery } from './review-query';
import type { CourseDetail } from '@shared/schemas/course';
import { defineView, type Viewed } from '@client/lib/data-view';

export const getCourse = (api: ApiClient, id: number) => api.call(courseEndpoint, { params: { id } });

/**
 * The course page's view (decision 017): what its hero, actions, tabs, introduction, syllabus, teachers
 * and the head's JSON-LD read. The syllabus stays in the state: 开始学习 picks the lesson to resume from it.
 */
export const courseDetailView = defineView<CourseDetail>()({
  id: true,
  title: true,
  subtitle: true,
  cover: true,
  tags: true,
  skillLevel: true,
  institution: true,
  price: true,
  originalPrice: true,
  isFree: true,
  lessonCount: true,
  durationMinutes: true,
  learnerCount: true,
  rating: true,
  reviewCount: true,
  summary: true,
  outcomes: true,
  audience: true,
  teachers: true,
  coinPrice: true,
  studyExpiryDays: true,
  favoriteCount: true,
  my: true,
  chapters: true,
  videoSamples: true,
});
export type CourseDetailView = Viewed<CourseDetail, typeof courseDetailView.spec>;

/** Per id; the learner's own state is in it, so the signed-in and signed-out answers never mix (one cache per request on the server). */
export const getCourseQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['courses', 'detail', id],
    queryFn: () => getCourse(api, id).then(courseDetailView.select),
    meta: courseDetailView.meta,
  });

export const useCourse = (id: number) => useCachedQueryData(getCourseQueryOptions(useApi(), id));

export const getCourseReviews = (api: ApiClient, id: number, query: ReviewQuery) =>
  api.call(listCourseReviews, { params: { id }, query: { page: query.page, size: REVIEW_PAGE_SIZE, sort: query.sort } });

/** Per course, sort and page; the learner's own review and 有用 marks are in it (one cache per request on the server). */
export const getCourseReviewsQueryOptions = (api: ApiClient, id: number, query: ReviewQuery) =>
  queryOptions({
    queryKey: [...COURSE_REVIEWS_KEY, id, query.sort, query.page],
    queryFn: () => getCourseReviews(api, id, query),
    staleTime: 60_000,
  });

/** Every course's reviews: what a review written, edited or marked 有用 invalidates. */
export const COURSE_REVIEWS_KEY = ['courses', 'reviews'] as const;

export const useCourseReviews = (id: number, query: ReviewQuery) => useCachedQueryData(getCourseReviewsQueryOptions(useApi(), id, query));
