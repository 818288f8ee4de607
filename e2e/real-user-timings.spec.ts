import { expect, test } from '@playwright/test';
import { metricSample, startMetricsSite, type MetricsSite } from './support/metrics-site';
import { waitForHydration } from './support/page';

/**
 * Real-user timings in a real Chromium (docs/operations.md): a site of its own with metrics on and
 * every visit sampled; the visitor lands on /course, goes on to a course, the page is hidden, and
 * the browser's beacon moves the site's Core Web Vitals histograms for those route ids.
 */

test.describe.configure({ mode: 'serial' });

let site: MetricsSite;

test.beforeAll(async () => {
  site = await startMetricsSite({ RUM_SAMPLE_RATE: '1', MOCK_LIVE_SIMULATION: '0', LOG_LEVEL: 'info' });
});

test.afterAll(async () => {
  await site?.stop();
});

const vitalCount = (name: string, labels: Record<string, string>) => metricSample(site.metricsUrl, name, labels);

test('a visit reports its Core Web Vitals per route when the page is hidden', async ({ page }) => {
  const reporterReady = page.waitForResponse((response) => /\/assets\/web-vitals-[\w-]+\.js$/.test(response.url()));
  await page.goto(`${site.url}/course`);
  await waitForHydration(page);
  // Loaded after the page is idle: web-vitals never comes with the first load.
  await reporterReady;

  const courseHref = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
      .map((link) => link.getAttribute('href')!)
      .find((href) => /^\/course\/\d+$/.test(href))!,
  );
  await page.locator(`main a[href="${courseHref}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${courseHref}$`));
  await waitForHydration(page);

  // The tab goes to the background: what the browser measured leaves in one beacon.
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/rum/vitals')) beacons.push(request.postData() ?? '');
  });
  await expect(async () => {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    expect(beacons.length).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  // Route ids only: never the course's URL.
  expect(beacons.join('')).not.toContain(courseHref);

  await expect
    .poll(async () => ({
      lcp: await vitalCount('skill_web_vitals_seconds_count', { route: 'course-list', metric: 'LCP' }),
      ttfb: await vitalCount('skill_web_vitals_seconds_count', { route: 'course-list', metric: 'TTFB' }),
      cls: await vitalCount('skill_web_vitals_cls_count', { route: 'course-detail' }),
    }))
    .toEqual({ lcp: 1, ttfb: 1, cls: 1 });
});
