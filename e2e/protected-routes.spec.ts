import { expect, test } from '@playwright/test';
import { HOME_TITLE, trackProblems, waitForHydration, watchFullReloads } from './support';

test('visiting /setting/user signed out ends on / with the login modal open', async ({ page, baseURL }) => {
  const problems = trackProblems(page);
  const response = await page.goto('/setting/user?tab=1');
  // A real HTTP redirect from the server…
  const redirect = response!.request().redirectedFrom();
  expect(redirect?.url()).toBe(`${baseURL}/setting/user?tab=1`);
  expect((await redirect!.response())?.status()).toBe(302);
  await waitForHydration(page);
  // …to home, where the login modal opens and `login` leaves the URL (the way back stays).
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/?redirect=${encodeURIComponent('/setting/user?tab=1')}`);
  await expect(page).toHaveTitle(HOME_TITLE);
  expect(problems.list()).toEqual([]);
});

test('clicking a link to a protected page signed out opens the login modal on / without a full reload', async ({ page, baseURL }) => {
  const problems = trackProblems(page);
  await page.goto('/course');
  await waitForHydration(page);
  const { documents, markerKept } = await watchFullReloads(page);

  await page.locator('footer').getByRole('link', { name: '我的学习' }).click();

  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/?redirect=${encodeURIComponent('/study')}`);
  await expect(page).toHaveTitle(HOME_TITLE);
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);
  expect(problems.list()).toEqual([]);
});

test('with a token cookie the protected page renders', async ({ page, baseURL, context }) => {
  await context.addCookies([{ name: 'skill_token', value: 'e2e-looks-like-a-token-0000', url: baseURL! }]);
  const response = await page.goto('/study');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${baseURL}/study`);
  await expect(page).toHaveTitle('我的学习 - 技能学堂');
});
