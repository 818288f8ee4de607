import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
import type { CourseBundleKind } from '@shared/schemas/course-bundle';

// Apart from get-courses.ts: the course page needs these two and not the list's filters and query rules.
const BUNDLE_LISTS = { series: listCourseSeries, pack: listCoursePacks } as const;

/** The series and packs that hold a course (the course page names them). */
export const getBundlesOfCourseQueryOptions = (api: ApiClient, kind: CourseBundleKind, courseId: number) =>
  queryOptions({
    queryKey: ['course-bundles', 'of-course', kind, courseId],
    queryFn: () => api.call(BUNDLE_LISTS[kind], { query: { courseId, page: 1, size: 20 } }),
    staleTime: 10 * 60_000,
  });

export const useBundlesOfCourse = (kind: CourseBundleKind, courseId: number) =>
  useCachedQueryData(getBundlesOfCourseQueryOptions(useApi(), kind, courseId));
