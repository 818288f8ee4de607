import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getCourseFacets as facetsEndpoint, listCourses } from '@shared/api/catalogue';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { courseListApiQuery, type CourseListFilters } from './course-list-query';

export const getCourses = (api: ApiClient, filters: CourseListFilters) => api.call(listCourses, { query: courseListApiQuery(filters) });

export const getCoursesQueryOptions = (api: ApiClient, filters: CourseListFilters) =>
  queryOptions({ queryKey: ['courses', 'list', courseListApiQuery(filters)], queryFn: () => getCourses(api, filters), staleTime: 60_000 });

/** The page of courses the route loader put in the cache. */
export const useCourses = (filters: CourseListFilters) => useCachedQueryData(getCoursesQueryOptions(useApi(), filters));

export const getCourseFacets = (api: ApiClient) => api.call(facetsEndpoint);

/** Categories and professions change with the catalogue, not per visit: kept for ten minutes. */
export const getCourseFacetsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['courses', 'facets'], queryFn: () => getCourseFacets(api), staleTime: 10 * 60_000 });

export const useCourseFacets = () => useCachedQueryData(getCourseFacetsQueryOptions(useApi()));
