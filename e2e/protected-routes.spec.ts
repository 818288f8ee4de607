import { expect } from '@playwright/test';
import { HOME_TITLE, trackProblems, waitForHydration, watchFullReloads } from './support/page';
import { expectToast, test } from './support/toasts';

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

  // The home route's data (three calls) and chunks load first: slow on a loaded 2-core CI machine.
  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(`${baseURL}/?redirect=${encodeURIComponent('/study')}`);
  await expect(page).toHaveTitle(HOME_TITLE);
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);
  expect(problems.list()).toEqual([]);
});

// Signed in, the protected page renders: server/protected-pages.test.ts and server/auth-cookie.test.ts.

test('signing in from the protected-route redirect goes on to the page that was asked for', async ({ page, baseURL }) => {
  await page.goto('/setting/user?tab=1');
  await waitForHydration(page);
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('手机号', { exact: true }).fill('13900139000');
  await modal.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  // The page's data and chunks load after the sign-in: slow on a loaded 2-core CI machine, like the modal above.
  await expect(page).toHaveURL(`${baseURL}/setting/user?tab=1`, { timeout: 15_000 });
  await expect(page).toHaveTitle('个人资料 - 技能学堂');
  await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/ })).toBeVisible();
});

test('a redirect that points off the site is ignored after sign-in', async ({ page, baseURL }) => {
  await page.goto(`/?login=1&redirect=${encodeURIComponent('//evil.example/steal')}`);
  await waitForHydration(page);
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('手机号', { exact: true }).fill('13900139000');
  await modal.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/ })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(baseURL);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a token whose session is gone: self-info toast once, the cookie cleared, signed out after a refresh', async ({
  page,
  baseURL,
  context,
}) => {
  await context.addCookies([{ name: 'skill_token', value: 'e2e-expired-session-token-0000', url: baseURL! }]);
  await page.goto('/course');
  await expectToast(page, '获取登录信息失败，请刷新页面后重试～');
  expect((await context.cookies()).some((cookie) => cookie.name === 'skill_token')).toBe(false);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('header').getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  await expect(page.locator('[data-testid="toast"]')).toHaveCount(0);
});

test('a protected click signed out opens the login modal and does nothing else; signed in it goes through', async ({ page }) => {
  await page.goto('/course');
  await waitForHydration(page);
  // Buy / favourite / follow buttons arrive with their pages; they all carry this attribute, in
  // React markup or in server-rendered card HTML alike, so the test plants one of each kind.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const button = document.createElement('button');
    button.textContent = '立即购买';
    button.setAttribute('data-requires-login', '');
    (window as unknown as { bought: number }).bought = 0;
    button.addEventListener('click', () => (window as unknown as { bought: number }).bought++);
    const link = document.createElement('a');
    link.href = '/order/pay/create?courseId=1';
    link.textContent = '去结算';
    link.setAttribute('data-requires-login', '');
    main.prepend(button, link);
  });

  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { bought: number }).bought)).toBe(0);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: '去结算' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/course$/);

  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('手机号', { exact: true }).fill('13900139000');
  await modal.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: '立即购买' }).click();
  expect(await page.evaluate(() => (window as unknown as { bought: number }).bought)).toBe(1);
  await expect(page.getByTestId('login-modal')).toBeHidden();
});
