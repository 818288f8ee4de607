import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listFavorites, listMyCourses } from '@shared/api/learning';
import type { Favorites, FavoriteKind, MyCourses } from '@shared/schemas/learning';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { FAVORITES_PAGE_SIZE, MY_COURSES_PAGE_SIZE, type StudyQuery } from './learning-query';

const myCoursesKey = ({ page, progress }: StudyQuery) => ['learning', 'courses', page, progress ?? 0] as const;

export const getMyCourses = (api: ApiClient, { page, progress }: StudyQuery) =>
  api.call(listMyCourses, { query: { page, size: MY_COURSES_PAGE_SIZE, progress } });

export const getMyCoursesQueryOptions = (api: ApiClient, query: StudyQuery) =>
  queryOptions({ queryKey: myCoursesKey(query), queryFn: () => getMyCourses(api, query) });

export const useMyCourses = (query: StudyQuery) => useCachedQueryData<MyCourses>(myCoursesKey(query));

export const favoritesKey = (kind: FavoriteKind, page: number) => ['learning', 'favorites', kind, page] as const;

export const getFavorites = (api: ApiClient, kind: FavoriteKind, page: number) =>
  api.call(listFavorites, { query: { kind, page, size: FAVORITES_PAGE_SIZE } });

export const getFavoritesQueryOptions = (api: ApiClient, kind: FavoriteKind, page: number) =>
  queryOptions({ queryKey: favoritesKey(kind, page), queryFn: () => getFavorites(api, kind, page) });

export const useFavorites = (kind: FavoriteKind, page: number) => useCachedQueryData<Favorites>(favoritesKey(kind, page));
