import { expect, test } from '@playwright/test';
import { HOME_TITLE, trackProblems, waitForHydration, watchFullReloads } from './support/page';

test('clicking 课程 in the header navigates client-side (no full reload)', async ({ page }) => {
  const problems = trackProblems(page);
  await page.goto('/');
  await waitForHydration(page);
  const { documents, markerKept } = await watchFullReloads(page);

  await page.locator('header nav').getByRole('link', { name: '课程', exact: true }).click();

  await expect(page).toHaveURL(/\/course$/);
  await expect(page.getByRole('heading', { level: 1, name: '课程' })).toBeVisible();
  await expect(page).toHaveTitle('课程 - 技能学堂');
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);

  // And back: the browser history works within the app too.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(HOME_TITLE);
  expect(await markerKept()).toBe(true);
  expect(problems.list()).toEqual([]);
});

// The section indexes (/setting, /rule, /order, /message) are HTTP redirects: server/protected-pages.test.ts.

test('the 404 page: status 404, the copy, and a way home @mobile', async ({ page }) => {
  const response = await page.goto('/that/path');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /that/path')).toBeVisible();
  await expect(page.getByText('您访问的页面不存在！')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(HOME_TITLE);
});
