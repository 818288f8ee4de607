import { expect, test } from '@playwright/test';
import { HOME_TITLE, signInAsDemo, trackProblems, waitForHydration, watchFullReloads } from './support';

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

test.describe('the four section redirects are HTTP redirects', () => {
  for (const [from, to] of [
    ['/setting', '/setting/user'],
    ['/rule', '/rule/effective'],
    ['/order', '/order/course'],
    ['/message', '/message/reply'],
  ] as const) {
    test(`${from} → ${to}`, async ({ page, baseURL }) => {
      // Three of them are protected sections (shared/auth/protected-routes.ts): a real session gets past the sign-in redirect.
      await signInAsDemo(page);
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      const redirect = response!.request().redirectedFrom();
      expect(redirect?.url()).toBe(`${baseURL}${from}`);
      expect((await redirect!.response())?.status()).toBe(302);
    });
  }
});

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
