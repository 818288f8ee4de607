import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getInstitution as institutionEndpoint, listInstitutionCourses } from '@shared/api/institution';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { courseGridPageView } from '@client/components/course-card/course-card-fields';

export const getInstitution = (api: ApiClient, id: number) => api.call(institutionEndpoint, { params: { id } });

export const getInstitutionQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: ['institutions', 'detail', id], queryFn: () => getInstitution(api, id), staleTime: 60_000 });

export const useInstitution = (id: number) => useCachedQueryData(getInstitutionQueryOptions(useApi(), id));

/** Three rows of four course cards. */
export const INSTITUTION_COURSE_PAGE_SIZE = 12;

export const getInstitutionCourses = (api: ApiClient, id: number, page: number) =>
  api.call(listInstitutionCourses, { params: { id }, query: { page, size: INSTITUTION_COURSE_PAGE_SIZE } });

export const getInstitutionCoursesQueryOptions = (api: ApiClient, id: number, page: number) =>
  queryOptions({
    queryKey: ['institutions', 'courses', id, page],
    // The cards only as the grid's server markup (decision 017).
    queryFn: () => getInstitutionCourses(api, id, page).then(courseGridPageView.select),
    staleTime: 60_000,
    meta: courseGridPageView.meta,
  });

export const useInstitutionCourses = (id: number, page: number) =>
  useCachedQueryData(getInstitutionCoursesQueryOptions(useApi(), id, page));
