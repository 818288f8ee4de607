import { expect, type BrowserContext, type Page } from '@playwright/test';
import { logout } from '@shared/api/user';
import { contractClient } from './support/api';
import { ROLES, signInWithPassword } from './support/accounts';
import { HOME_TITLE, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * A `skill_token` cookie whose session no longer exists, on a protected page (/study): the visitor
 * is signed out in every respect — never shown the protected page, sent to / with the login modal
 * and the way back (`redirect=/study`), the cookie gone, told 获取登录信息失败.
 */
const TOKEN = 'skill_token';
const MSG_SELF_FAILED = '获取登录信息失败，请刷新页面后重试～';
const PROTECTED = '/study';

const toastWith = (page: Page, text: string) => page.locator('[data-testid="toast"]').filter({ hasText: text });
const hasToken = async (context: BrowserContext) => (await context.cookies()).some((cookie) => cookie.name === TOKEN);

/** Ends the context's (real) session on the server while the browser keeps the old cookie. */
async function endSessionKeepCookie(page: Page, context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === TOKEN);
  expect(cookie?.value, 'signed in: the token cookie is set').toBeTruthy();
  await contractClient(page.request).call(logout);
  expect(await hasToken(context), 'logging out cleared the cookie').toBe(false);
  // The browser still holds the old value: a session the server has forgotten.
  await context.addCookies([cookie!]);
  expect(await hasToken(context)).toBe(true);
}

/** Where a signed-out visitor of /study belongs: home, the login modal, the way back kept, the notice. */
async function expectSignedOutAtLogin(page: Page, context: BrowserContext, baseURL: string) {
  await expect(page, 'on the home page with the way back, not on the protected page').toHaveURL(
    (url) => `${url.origin}${url.pathname}` === `${baseURL}/` && url.searchParams.get('redirect') === PROTECTED,
  );
  await expect(page, 'not the protected page').toHaveTitle(HOME_TITLE);
  await expect(page.getByRole('heading', { name: '我的学习', includeHidden: true })).toHaveCount(0);
  await expect(page.getByTestId('login-modal')).toBeVisible();
  // Behind the open modal (aria-hidden) the header is the signed-out one.
  await expect(page.locator('header').getByRole('button', { name: '登录 / 注册', includeHidden: true })).toHaveCount(1);
  await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/, includeHidden: true })).toHaveCount(0);
  expect(await hasToken(context), 'the dead token cookie is gone').toBe(false);
  // Read from the page's record of toasts (e2e/support/toasts.ts): a toast lasts 3 s, which a loaded
  // machine can spend on the checks above.
  await expectToast(page, MSG_SELF_FAILED, { timeout: 15_000 });
}

/** The document load of /study was answered with a redirect to the login modal, never with the page. */
async function expectRedirectedToLogin(response: Awaited<ReturnType<Page['goto']>>) {
  const redirect = response!.request().redirectedFrom();
  expect(redirect, `${PROTECTED} answered with a redirect, not the page`).toBeTruthy();
  expect(new URL(redirect!.url()).pathname).toBe(PROTECTED);
  expect((await redirect!.response())?.status()).toBe(302);
  const location = (await redirect!.response())?.headers()['location'] ?? '';
  expect(location).toMatch(/^\/\?login=(1|expired)&redirect=%2Fstudy$/);
  expect(response!.status()).toBe(200);
}

test('a made-up token on /study: redirected to / with the login modal, the cookie cleared, the notice shown', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: TOKEN, value: 'e2e-stale-session-token-0001', url: baseURL! }]);
  const response = await page.goto(PROTECTED);
  await expectRedirectedToLogin(response);
  await expectSignedOutAtLogin(page, context, baseURL!);

  // The way back still works: signing in from this modal goes on to /study.
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('手机号', { exact: true }).fill('13900139000');
  await modal.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}${PROTECTED}`);
  await expect(page).toHaveTitle('我的学习 - 技能学堂');
});

test('a real session ended on the server, its old cookie still in the browser: loading /study signs out to the login modal', async ({
  page,
  context,
  baseURL,
}) => {
  // A session of its own (never a role's shared one): this test ends it.
  await signInWithPassword(page.request, ROLES.plain.phone);
  // Sanity: with a live session /study renders.
  const live = await page.goto(PROTECTED);
  expect(live!.status()).toBe(200);
  await expect(page).toHaveTitle('我的学习 - 技能学堂');

  await endSessionKeepCookie(page, context);
  const response = await page.goto(PROTECTED);
  await expectRedirectedToLogin(response);
  await expectSignedOutAtLogin(page, context, baseURL!);

  // Reloading stays signed out and quiet: the cookie really went.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('header').getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  await expect(toastWith(page, MSG_SELF_FAILED)).toHaveCount(0);
  expect(await hasToken(context)).toBe(false);
});

test('a session ended while a page is open: following the 我的学习 link (client-side) signs out to the login modal', async ({
  page,
  context,
  baseURL,
}) => {
  // A session of its own (never a role's shared one): this test ends it.
  await signInWithPassword(page.request, ROLES.plain.phone);
  await page.goto('/course');
  await waitForHydration(page);
  await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/ })).toBeVisible();

  await endSessionKeepCookie(page, context);
  await page.locator('footer').getByRole('link', { name: '我的学习' }).click();
  await expectSignedOutAtLogin(page, context, baseURL!);
});
