import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listFavorites, listMyCourses } from '@shared/api/learning';
import type { FavoriteKind } from '@shared/schemas/learning';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { FAVORITES_PAGE_SIZE, MY_COURSES_PAGE_SIZE, type StudyQuery } from './learning-query';

export const getMyCourses = (api: ApiClient, { page, progress }: StudyQuery) =>
  api.call(listMyCourses, { query: { page, size: MY_COURSES_PAGE_SIZE, progress } });

/** No staleTime: the lists change from other pages (enrol, favourite, study), and /study and /collect read them with loadFresh. */
export const getMyCoursesQueryOptions = (api: ApiClient, query: StudyQuery) =>
  queryOptions({ queryKey: ['learning', 'courses', query.page, query.progress ?? 0], queryFn: () => getMyCourses(api, query) });

export const useMyCourses = (query: StudyQuery) => useCachedQueryData(getMyCoursesQueryOptions(useApi(), query));

export const favoritesKey = (kind: FavoriteKind, page: number) => ['learning', 'favorites', kind, page] as const;

export const getFavorites = (api: ApiClient, kind: FavoriteKind, page: number) =>
  api.call(listFavorites, { query: { kind, page, size: FAVORITES_PAGE_SIZE } });

export const getFavoritesQueryOptions = (api: ApiClient, kind: FavoriteKind, page: number) =>
  queryOptions({ queryKey: favoritesKey(kind, page), queryFn: () => getFavorites(api, kind, page) });

export const useFavorites = (kind: FavoriteKind, page: number) => useCachedQueryData(getFavoritesQueryOptions(useApi(), kind, page));
