import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCoursePack, getCourseSeries } from '@shared/api/course-bundles';
import type { CourseBundleDetail, CourseBundleKind } from '@shared/schemas/course-bundle';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { defineView, type Viewed } from '@client/lib/data-view';

const ENDPOINTS = { series: getCourseSeries, pack: getCoursePack } as const;

export const getCourseBundle = (api: ApiClient, kind: CourseBundleKind, id: number) => api.call(ENDPOINTS[kind], { params: { id } });

/** A series' or pack's page reads all of the bundle and, of each course, what its row shows (decision 017). */
export const courseBundleView = defineView<CourseBundleDetail>()({
  id: true,
  kind: true,
  title: true,
  category: true,
  professionId: true,
  summary: true,
  highlights: true,
  productType: true,
  subtitle: true,
  cover: true,
  courseIds: true,
  courseCount: true,
  lessonCount: true,
  durationMinutes: true,
  price: true,
  originalPrice: true,
  levelFrom: true,
  levelTo: true,
  learnerCount: true,
  my: true,
  courses: {
    my: true,
    course: {
      id: true,
      title: true,
      cover: true,
      skillLevel: true,
      teacher: { name: true },
      lessonCount: true,
      durationMinutes: true,
      isFree: true,
      price: true,
      originalPrice: true,
    },
  },
});
export type CourseBundleView = Viewed<CourseBundleDetail, typeof courseBundleView.spec>;

/** Per kind and id; the learner's progress is in it, so the signed-in and signed-out answers never mix (one cache per request on the server). */
export const getCourseBundleQueryOptions = (api: ApiClient, kind: CourseBundleKind, id: number) =>
  queryOptions({
    queryKey: ['course-bundles', kind, id],
    queryFn: () => getCourseBundle(api, kind, id).then(courseBundleView.select),
    meta: courseBundleView.meta,
  });

export const useCourseBundle = (kind: CourseBundleKind, id: number) => useCachedQueryData(getCourseBundleQueryOptions(useApi(), kind, id));

/** What the order page is told: product type 3 for a series, 2 for a pack (spec §3). */
export const bundleBuyHref = (bundle: Pick<CourseBundleDetail, 'productType' | 'id'>): string =>
  `/order/pay/create?productType=${bundle.productType}&productId=${bundle.id}`;

export const BUNDLE_NAMES: Record<CourseBundleKind, string> = { series: '系列课', pack: '课程包' };
