import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCourseFacets as facetsEndpoint, listCourses } from '@shared/api/catalogue';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { listCoursePacks, listCourseSeries } from '@shared/api/course-bundles';
import type { CourseBundleKind } from '@shared/schemas/course-bundle';
import type { CourseFacets } from '@shared/schemas/course';
import { defineView } from '@client/lib/data-view';
import { courseGridPageView } from '@client/components/course-card/course-card-fields';
import { facetFields } from '@client/components/filter-panel/facet-fields';
import { bundleListApiQuery, courseListApiQuery, type CourseListFilters } from './course-list-query';

export const getCourses = (api: ApiClient, filters: CourseListFilters) => api.call(listCourses, { query: courseListApiQuery(filters) });

/** /course's view of a page of courses: the cards' fields, shown only as the grid's server markup (not in the state). */
export const courseListView = courseGridPageView;

export const getCoursesQueryOptions = (api: ApiClient, filters: CourseListFilters) =>
  queryOptions({
    queryKey: ['courses', 'list', courseListApiQuery(filters)],
    queryFn: () => getCourses(api, filters).then(courseListView.select),
    staleTime: 60_000,
    meta: courseListView.meta,
  });

/** The page of courses the route loader put in the cache. */
export const useCourses = (filters: CourseListFilters) => useCachedQueryData(getCoursesQueryOptions(useApi(), filters));

export const getCourseFacets = (api: ApiClient) => api.call(facetsEndpoint);

/** What the filter rows read of the facets (the course and exam lists): names and ids, no counts. */
export const courseFacetsView = defineView<CourseFacets>()(facetFields);

/** Categories and professions change with the catalogue, not per visit: kept for ten minutes. */
export const getCourseFacetsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['courses', 'facets'],
    queryFn: () => getCourseFacets(api).then(courseFacetsView.select),
    staleTime: 10 * 60_000,
    meta: courseFacetsView.meta,
  });

export const useCourseFacets = () => useCachedQueryData(getCourseFacetsQueryOptions(useApi()));

const BUNDLE_LISTS = { series: listCourseSeries, pack: listCoursePacks } as const;

/** A page of series or packs for /course?type=…, with the list's category and profession. */
export const getBundles = (api: ApiClient, kind: CourseBundleKind, filters: CourseListFilters) =>
  api.call(BUNDLE_LISTS[kind], { query: bundleListApiQuery(filters) });

export const getBundlesQueryOptions = (api: ApiClient, kind: CourseBundleKind, filters: CourseListFilters) =>
  queryOptions({
    queryKey: ['course-bundles', 'list', kind, bundleListApiQuery(filters)],
    queryFn: () => getBundles(api, kind, filters),
    staleTime: 60_000,
  });

/** Reads the page the loader put in the cache (nothing for a list of courses). */
export const useBundles = (kind: CourseBundleKind | undefined, filters: CourseListFilters) => {
  const bundles = useCachedQueryData(getBundlesQueryOptions(useApi(), kind ?? 'series', filters));
  return kind ? bundles : undefined;
};
