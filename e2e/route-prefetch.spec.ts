import { expect, test, type Page } from '@playwright/test';
import { getCourse, listCourseReviews } from '@shared/api/catalogue';
import { apiPath, urlOf } from './support/api';
import { waitForHydration } from './support/page';

/**
 * Route prefetch (spec §9, client/app/prefetch): links prefetch their page's code and data when
 * pointed at and when in view, on fast connections, at most 4 at once, never with Save-Data.
 */
const PREFETCHER = /\/assets\/route-prefetcher-[\w-]+\.js$/;
const COURSE_CHUNK = /\/assets\/course-detail-page-[\w-]+\.js$/;
/** The two calls of a course page's loader: the course and its first page of reviews. */
const COURSE_CALLS = [urlOf(getCourse), urlOf(listCourseReviews)];
/** The course id of a course page's call (not the list's own /course/list or /course/facets). */
const courseIdOf = (url: URL) => {
  const id = url.pathname.split('/')[3];
  return COURSE_CALLS.some((matches) => matches(url)) && /^\d+$/.test(id ?? '') ? id : undefined;
};
const isCourseCall = (url: URL) => courseIdOf(url) !== undefined;

const cardLinks = (page: Page) => page.getByTestId('course-card').locator('a');

/** The connection the page's Network Information API reports (the suite's browser says 3g: playwright.config.ts). */
function fakeConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  return page.addInitScript((fake) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...fake, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

// A fast connection unless a test says otherwise: its own fake, added later, wins.
test.beforeEach(({ page }) => fakeConnection(page, { saveData: false, effectiveType: '4g' }));

/** Opens the course list and waits until the prefetcher (loaded once the page is idle after load) is there. */
async function openCourseList(page: Page) {
  const prefetcher = page.waitForResponse(PREFETCHER);
  await page.goto('/course');
  await waitForHydration(page);
  await prefetcher;
}

test('pointing at a course card fetches its route chunk and its calls before the click; the page then opens on them', async ({ page }) => {
  // Only intent prefetches in this test: links in view are another test's business.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.mouse.move(5, 890);
  await openCourseList(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  const link = cardLinks(page).nth(2);
  const id = /\/course\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')![1]!;
  expect(requested.filter((path) => COURSE_CHUNK.test(path) || path.startsWith('/api/'))).toEqual([]);
  await link.hover();
  await expect.poll(() => requested.filter((path) => COURSE_CHUNK.test(path)).length, { message: 'the course route chunk' }).toBe(1);
  const course = apiPath(getCourse, { params: { id } });
  const reviews = apiPath(listCourseReviews, { params: { id } });
  await expect.poll(() => requested.filter((path) => path === course).length, { message: 'the course call' }).toBe(1);
  await expect.poll(() => requested.filter((path) => path === reviews).length, { message: 'the reviews call' }).toBe(1);
  await page.waitForLoadState('networkidle');

  await link.click();
  await expect(page).toHaveURL(`/course/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    requested.filter((path) => path === course || path === reviews),
    'the page used the prefetched data',
  ).toHaveLength(2);
});

test.describe('links in view', () => {
  // Tall enough for every card of the first page to be in view at once.
  test.use({ viewport: { width: 1440, height: 3200 } });

  test('prefetch at most 4 pages at once; the others wait their turn', async ({ page }) => {
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    const started = new Set<string>();
    const inFlight = new Map<string, number>();
    let mostAtOnce = 0;
    await page.route(isCourseCall, async (route) => {
      const id = courseIdOf(new URL(route.request().url()))!;
      started.add(id);
      inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, inFlight.size);
      const answer = async () => {
        try {
          const response = await route.fetch();
          await route.fulfill({ response });
        } catch {
          // The browser gave this call up meanwhile (its response is disposed): it is no longer in flight either.
        } finally {
          const left = inFlight.get(id)! - 1;
          if (left === 0) inFlight.delete(id);
          else inFlight.set(id, left);
        }
      };
      if (holding) held.push(answer);
      else await answer();
    });

    // Not waiting for the network to go quiet: the held calls keep it busy on purpose.
    const prefetcher = page.waitForResponse(PREFETCHER);
    await page.goto('/course');
    await prefetcher;
    // Every course page's calls are held: four prefetches take the four places and keep them.
    // The prefetcher starts on an idle callback after load: seconds on a loaded 2-core runner.
    await expect.poll(() => inFlight.size, { message: 'four course pages prefetching', timeout: 15_000 }).toBe(4);
    await page.waitForTimeout(1_000);
    expect(started.size, 'no fifth page started while four are pending').toBe(4);

    holding = false;
    await Promise.all(held.splice(0).map((answer) => answer()));
    await expect.poll(() => started.size, { message: 'the waiting pages prefetched once places freed' }).toBeGreaterThan(8);
    expect(mostAtOnce).toBe(4);
  });

  for (const [name, connection] of [
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 3g connection', { saveData: false, effectiveType: '3g' }],
  ] as const) {
    test(`with ${name} nothing is prefetched`, async ({ page }) => {
      await fakeConnection(page, connection);
      // Every route chunk and API call the page asks for once the prefetcher is running.
      const prefetched: string[] = [];
      await page.route(/\/(assets\/[\w-]+-(page|layout)-[\w-]+\.js|api\/.*)$/, (route) => {
        prefetched.push(new URL(route.request().url()).pathname);
        return route.continue();
      });
      await openCourseList(page);
      prefetched.length = 0;
      await cardLinks(page).nth(2).hover();
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资讯' }).hover();
      await page.mouse.wheel(0, 2_000);
      await page.waitForLoadState('networkidle');
      expect(prefetched).toEqual([]);
    });
  }
});
