import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import { createApiClient, type ApiClient } from '@shared/api/api-client';
import { ApiProvider } from '@client/lib/api-context';
import { getHome, getHomeQueryOptions, homeView } from '@client/features/home/get-home';
import {
  courseFacetsView,
  courseListView,
  getCourseFacets,
  getCourseFacetsQueryOptions,
  getCourses,
  getCoursesQueryOptions,
} from '@client/features/courses/get-courses';
import { parseCourseListQuery } from '@client/features/courses/course-list-query';
import { Component as HomePage } from './home-page';
import { Component as CourseListPage } from './course-list-page';

// Each page view (docs/decisions/017-page-data-views.md) against a real mock answer: the page rendered
// from its view is the page rendered from the whole answer, so no field a component reads was dropped;
// and the view's type has no dropped field, so a component that read one would not compile.

/** Calls the bundled mock in process (HTTP inject): real answers. */
const mockApiClient = (mock: MockApi): ApiClient =>
  createApiClient(async ({ method, path }) => {
    const response = await mock.app.inject({ method: method as 'GET', url: path });
    return { status: response.statusCode, body: response.json() };
  });

let mock: MockApi;
let api: ApiClient;
beforeAll(() => {
  mock = buildMockApi({ liveSimulation: false });
  api = mockApiClient(mock);
});
afterAll(() => mock.app.close());

/** The page as the server renders it, its queries seeded with these answers. */
function renderWith(Page: () => unknown, url: string, seeds: [QueryKey, unknown][]): string {
  const queryClient = new QueryClient();
  for (const [key, data] of seeds) queryClient.setQueryData(key, data);
  const path = new URL(url, 'http://site').pathname;
  const router = createMemoryRouter([{ path, Component: Page as () => null }], {
    initialEntries: [url],
    hydrationData: { loaderData: {} },
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
}

describe('home’s view', () => {
  it('renders the page exactly as the whole answer does', async () => {
    const whole = await getHome(api);
    const { queryKey } = getHomeQueryOptions(api);
    const fromView = renderWith(HomePage, '/', [[queryKey, homeView.select(whole)]]);
    expect(fromView).toContain('data-testid="course-card"');
    expect(fromView).toBe(renderWith(HomePage, '/', [[queryKey, whole]]));
  });

  it('ships only the banners and the numbers in the state: every list is kept in the markup', async () => {
    const state = homeView.forState(homeView.select(await getHome(api)));
    expect(Object.keys(JSON.parse(JSON.stringify(state))).sort()).toEqual(['banners', 'stats']);
  });

  it('has no field a card does not read', async () => {
    const view = homeView.select(await getHome(api));
    type Card = NonNullable<typeof view.courses>[number];
    expectTypeOf<Card>().not.toHaveProperty('subtitle');
    expectTypeOf<Card['teacher']>().not.toHaveProperty('avatar');
    // @ts-expect-error a course card does not read the subtitle, so the view has none (a kept list is not
    // projected at run time: the type is what holds the card to its fields, and the state leaves the list out)
    expect(view.courses?.[0]?.subtitle).toBeDefined();
  });
});

describe('/course’s views', () => {
  it('renders the list and the filters exactly as the whole answers do', async () => {
    for (const url of ['/course', '/course?category=电气电子&sort=latest', '/course?page=2', '/course?profession=3']) {
      const filters = parseCourseListQuery(new URL(url, 'http://x').searchParams);
      const [courses, facets] = await Promise.all([getCourses(api, filters), getCourseFacets(api)]);
      const keys = { list: getCoursesQueryOptions(api, filters).queryKey, facets: getCourseFacetsQueryOptions(api).queryKey };
      const fromView = renderWith(CourseListPage, url, [
        [keys.list, courseListView.select(courses)],
        [keys.facets, courseFacetsView.select(facets)],
      ]);
      expect(fromView).toContain('data-testid="course-card"');
      expect(fromView).toBe(
        renderWith(CourseListPage, url, [
          [keys.list, courses],
          [keys.facets, facets],
        ]),
      );
    }
  });

  it('ships the total and the filters’ names in the state, never the cards', async () => {
    const filters = parseCourseListQuery(new URLSearchParams());
    const state = JSON.parse(JSON.stringify(courseListView.forState(courseListView.select(await getCourses(api, filters)))));
    expect(state).toEqual({ total: expect.any(Number) });
    const facets = courseFacetsView.select(await getCourseFacets(api));
    // @ts-expect-error the filter rows show no counts
    expect(facets.professions[0]!.courseCount).toBeUndefined();
  });
});
