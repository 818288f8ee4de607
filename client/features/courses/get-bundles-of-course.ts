import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
import type { CourseBundleCard, CourseBundleKind } from '@shared/schemas/course-bundle';
import type { Page } from '@shared/schemas/common';
import { defineView } from '@client/lib/data-view';

// Apart from get-courses.ts: the course page needs these two and not the list's filters and query rules.
const BUNDLE_LISTS = { series: listCourseSeries, pack: listCoursePacks } as const;

/** What the course page's 所属系列课 / 所属课程包 links read of each (decision 017). */
export const bundlesOfCourseView = defineView<Page<CourseBundleCard>>()({ list: { id: true, kind: true, title: true, courseCount: true } });

/** The series and packs that hold a course (the course page names them). */
export const getBundlesOfCourseQueryOptions = (api: ApiClient, kind: CourseBundleKind, courseId: number) =>
  queryOptions({
    queryKey: ['course-bundles', 'of-course', kind, courseId],
    queryFn: () => api.call(BUNDLE_LISTS[kind], { query: { courseId, page: 1, size: 20 } }).then(bundlesOfCourseView.select),
    staleTime: 10 * 60_000,
    meta: bundlesOfCourseView.meta,
  });

export const useBundlesOfCourse = (kind: CourseBundleKind, courseId: number) =>
  useCachedQueryData(getBundlesOfCourseQueryOptions(useApi(), kind, courseId));
