import { expect, type Page } from '@playwright/test';
import { sendSmsCode } from '@shared/api/user';
import { isRequestTo } from './support/api';
import { randomPhone } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

const STATE_COOKIE = 'skill_wx_state';
const accountMenu = (page: Page) => page.locator('header').getByRole('button', { name: /^账号菜单：/ });
const signInButton = (page: Page) => page.locator('header').getByRole('button', { name: '登录 / 注册' });

/** From a page with a query of its own, through the login modal's WeChat icon, to the stand-in page. */
async function leaveForWechat(page: Page, from: string) {
  await page.goto(from);
  await waitForHydration(page);
  await signInButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: '微信登录' }).click();
  await page.waitForURL(/\/__mock\/wechat\/connect\?/);
  return new URL(page.url());
}

test('WeChat icon → QR-connect page with appid, redirect_uri, code, snsapi_login and a SHA-256 state kept in a cookie', async ({
  page,
  baseURL,
}) => {
  const connect = await leaveForWechat(page, '/course?sort=hot');
  const params = Object.fromEntries(connect.searchParams);
  expect(params).toMatchObject({
    appid: 'wx0mock0skill0site',
    redirect_uri: `${baseURL}/course?sort=hot`,
    response_type: 'code',
    scope: 'snsapi_login',
  });
  expect(params.state).toMatch(/^[0-9a-f]{64}$/);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === STATE_COOKIE);
  expect(cookie?.value).toBe(params.state);
  expect(cookie?.sameSite).toBe('Lax');
  // Short-lived: a persistent cookie of ten minutes (a session cookie has expires -1 and would
  // pass a bare `<= 600`), set just now.
  expect(cookie!.expires, 'a persistent cookie with an expiry, not a session cookie').toBeGreaterThan(0);
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(590);
  expect(lifetime).toBeLessThanOrEqual(600);
  await expect(page.getByRole('heading', { name: '微信登录（模拟）' })).toBeVisible();
});

test('bound WeChat → signed in on the same page, code and state gone from the URL @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  await leaveForWechat(page, '/course?sort=hot');
  await page.getByRole('link', { name: '已绑定账号的微信（技能学员小王）' }).click();
  await expect(accountMenu(page)).toHaveAccessibleName(/技能学员小王/);
  await expectToast(page, '登录成功');
  await expect(page).toHaveURL(/\/course\?sort=hot$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === STATE_COOKIE)).toBe(false);
  // Signed in for real: a reload keeps the session (the HttpOnly token cookie).
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  expect(problems.list()).toEqual([]);
});

test('unbound WeChat → bind modal (validation, SMS scene 6) → signed in, URL clean', async ({ page }) => {
  const problems = trackProblems(page);
  await leaveForWechat(page, '/news');
  await page.getByRole('link', { name: '未绑定的微信（新用户）' }).click();
  const bind = page.getByRole('dialog', { name: '绑定账号' });
  await expect(bind).toBeVisible();
  await expect(bind.getByText('绑定手机号后账号更安全，新用户将直接注册并绑定')).toBeVisible();
  // The bind form reads code and state from the URL: still there while binding.
  expect(new URL(page.url()).searchParams.get('code')).toMatch(/^wx-demo-wechat-new-/);

  const phone = bind.getByLabel('手机号', { exact: true });
  const code = bind.getByLabel('验证码', { exact: true });
  const sendCode = bind.getByRole('button', { name: '获取验证码' });
  await expect(sendCode).toBeDisabled();
  await bind.getByRole('button', { name: '绑定', exact: true }).click();
  await expect(bind.getByText('请输入手机号')).toBeVisible();
  await expect(bind.getByText('请输入验证码')).toBeVisible();
  await phone.fill('1234');
  await expect(bind.getByText('手机号格式错误')).toBeVisible();

  const number = randomPhone('135');
  await phone.fill(number);
  const sent = page.waitForRequest(isRequestTo(sendSmsCode));
  await sendCode.click();
  expect((await sent).postDataJSON()).toEqual({ account: number, type: 6 });
  await expectToast(page, '发送成功');
  await expect(bind.getByRole('button', { name: /^\d+秒后重试$/ })).toBeDisabled();

  // A wrong code (never the one really sent): the server's message, and the form keeps what was typed.
  const latest = await mockControls(page.request).latestSmsCode(number);
  expect(latest).toMatch(/^\d{6}$/);
  const wrong = latest === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await bind.getByRole('button', { name: '绑定', exact: true }).click();
  await expectToast(page, '验证码错误');
  await expect(phone).toHaveValue(number);

  await code.fill(latest);
  await bind.getByRole('button', { name: '绑定', exact: true }).click();
  await expect(bind).toBeHidden();
  await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(`学员${number.slice(-4)}`));
  await expect(page).toHaveURL(/\/news$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === STATE_COOKIE)).toBe(false);
  expect(problems.list()).toEqual([]);
});

test('closing the bind modal ends the attempt: code and state leave the URL', async ({ page }) => {
  await leaveForWechat(page, '/live');
  await page.getByRole('link', { name: '未绑定的微信（新用户）' }).click();
  // /live hydrates a data-rich page: on a loaded two-core runner that alone has taken 4 s.
  await waitForHydration(page);
  const bind = page.getByRole('dialog', { name: '绑定账号' });
  await expect(bind).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bind).toBeHidden();
  await expect(page).toHaveURL(/\/live$/);
  await expect(signInButton(page)).toBeVisible();
});

test('a callback whose state this browser did not leave with is refused: toast, nobody signed in', async ({ page, context, baseURL }) => {
  const foreignState = 'a'.repeat(64);
  // No state cookie at all (a crafted link).
  await page.goto(`/exam?code=wx-demo-wechat-bound&state=${foreignState}`);
  await expectToast(page, '获取用户信息失败，请稍后重试');
  await expect(page).toHaveURL(/\/exam$/);
  await expect(signInButton(page)).toBeVisible();

  // A state cookie with a different value.
  await context.addCookies([{ name: STATE_COOKIE, value: 'b'.repeat(64), url: baseURL! }]);
  await page.goto(`/exam?code=wx-demo-wechat-bound&state=${foreignState}`);
  await expectToast(page, '获取用户信息失败，请稍后重试');
  await expect(signInButton(page)).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === STATE_COOKIE)).toBe(false);
});

test('a callback the API refuses (not 209) shows the failure toast', async ({ page, context, baseURL }) => {
  const state = 'c'.repeat(64);
  await context.addCookies([{ name: STATE_COOKIE, value: state, url: baseURL! }]);
  await page.goto(`/?code=not-a-wechat-code&state=${state}`);
  await expectToast(page, '获取用户信息失败，请稍后重试');
  await expect(signInButton(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
