import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/page';

// Hydration without a console error or an uncaught exception, every page of the route table on a wide
// screen and the phone entries on a phone: e2e/accessibility.spec.ts, in the same visit as its axe runs.

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
