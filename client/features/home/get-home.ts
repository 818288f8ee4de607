import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { getHome as homeEndpoint } from '@shared/api/catalogue';
import { useApi } from '@client/lib/api-context';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import type { Home } from '@shared/schemas/home';
import { defineView, kept } from '@client/lib/data-view';
import { courseCardFields } from '@client/components/course-card/course-card-fields';

/** Everything the home page shows (open plans and featured institutions included), in one call. */
export const getHome = (api: ApiClient) => api.call(homeEndpoint);

/**
 * Home's view (docs/decisions/017-page-data-views.md): the carousel's banners and the numbers band are
 * live; every list below is static markup the browser keeps from the server, so none is in the state.
 */
export const homeView = defineView<Home>()({
  banners: true,
  stats: true,
  professions: kept(true),
  courses: kept(courseCardFields),
  newCourses: kept(courseCardFields),
  lives: kept(true),
  news: kept(true),
  plans: kept(true),
  institutions: kept(true),
});

export const getHomeQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['home'], queryFn: () => getHome(api).then(homeView.select), meta: homeView.meta });

/** What the route loader put in the cache (no observer on the server: a suspense query cost ~2 % of the home render). */
export const useHome = () => useCachedQueryData(getHomeQueryOptions(useApi()));
