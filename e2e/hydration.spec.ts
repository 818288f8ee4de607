import { expect, test } from '@playwright/test';
import { HOME_TITLE, trackProblems, waitForHydration } from './support/page';

test.describe('hydration without console errors or page errors', () => {
  for (const [path, title] of [
    ['/', HOME_TITLE],
    ['/course', '课程 - 技能学堂'],
  ] as const) {
    test(`${path} @mobile`, async ({ page }) => {
      const problems = trackProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(title);
      expect(problems.list()).toEqual([]);
    });
  }

  test('the 404 page @mobile', async ({ page }) => {
    const problems = trackProblems(page, { allowDocument404: true });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    expect(problems.list()).toEqual([]);
  });
});

// A page that streams video, holds a long poll or a socket is never network-idle on a loaded runner:
// waiting for idle made e2e/live-room.spec.ts fail at random in CI. waitForHydration must not.
test('waitForHydration returns while a request is still open (a stream, a long poll)', async ({ page }) => {
  await page.route('**/__test/never-answered', () => {
    // Never fulfilled: the request stays open for the rest of the test.
  });
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => void fetch('/__test/never-answered').catch(() => undefined));
  });
  await page.goto('/course');
  const outcome = await Promise.race([
    waitForHydration(page).then(() => 'hydrated'),
    new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 15 s'), 15_000)),
  ]);
  expect(outcome).toBe('hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
