import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './support/page';

/**
 * Toast timing with Playwright's clock: the page's timers and Date run on a fake clock that the test
 * advances, so "present at 2 s, gone by 4.5 s" is exact and does not depend on machine load.
 * (The progress bar is a CSS animation and is not what decides when the toast closes.)
 */
const MESSAGE = '请输入搜索内容';

async function parkPointer(page: Page) {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height - 5);
}

/** Submits the header search empty with the keyboard, the pointer parked far from any toast. */
async function submitEmptySearch(page: Page): Promise<Locator> {
  await parkPointer(page);
  const input = page.locator('header [role=search] input').first();
  await input.fill('');
  await input.press('Enter');
  const toast = page.locator('[data-testid="toast"]').filter({ hasText: MESSAGE });
  await expect(toast).toBeVisible();
  return toast;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  // From here on, time only moves when the test says so.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
});

test('an empty search shows a toast that closes by itself after about 3 s', async ({ page }) => {
  const toast = await submitEmptySearch(page);
  await expect(page).toHaveURL(/\/$/); // the empty search did not navigate

  await page.clock.runFor(2_000);
  await expect(toast, 'still there at 2 s').toBeVisible();
  await expect(toast).toHaveCount(1);

  await page.clock.runFor(2_500);
  await expect(toast, 'gone by 4.5 s').toHaveCount(0);
});

test('hovering a toast pauses it; it closes after the pointer leaves', async ({ page }) => {
  const toast = await submitEmptySearch(page);
  await page.clock.runFor(500);
  await toast.hover();

  await page.clock.runFor(4_000);
  await expect(toast, 'kept while hovered, beyond 4.5 s').toBeVisible();
  await page.clock.runFor(10_000);
  await expect(toast, 'still kept while hovered').toBeVisible();

  await parkPointer(page);
  await page.clock.runFor(3_200);
  await expect(toast, 'gone once the remaining time has run after the pointer left').toHaveCount(0);
});
