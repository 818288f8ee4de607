import { expect, type Page } from '@playwright/test';
import { generateQr, getQrResult } from '@shared/api/qr';
import { isRequestTo, isResponseTo, urlOf } from './support/api';
import { ROLES } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

const qrGenerated = isResponseTo(generateQr);
const isPoll = isRequestTo(getQrResult);
/** URL matchers for page.route, kept to unroute with (a function matcher is removed by identity). */
const QR_GENERATE = urlOf(generateQr);
const QR_RESULT = urlOf(getQrResult);
/**
 * How long "no more polls" is watched: longer than the 1500 ms poll interval (e2e/qr-clock.spec.ts), so a
 * poll still scheduled would be seen; a loaded machine can only make a poll later, never sooner.
 */
const NO_POLL_WINDOW_MS = 2_000;

async function openModalAndReadQrContent(page: Page): Promise<string> {
  await page.goto('/');
  await waitForHydration(page);
  const generated = page.waitForResponse(qrGenerated);
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  const body = (await (await generated).json()) as { code: number; data: string };
  expect(body.code).toBe(0);
  return body.data;
}

test('QR login: code shown, scanned overlay, confirmed → signed in and the modal closes', async ({ page }) => {
  const problems = trackProblems(page);
  const content = await openModalAndReadQrContent(page);
  const box = page.getByTestId('qr-box');
  await expect(box).toHaveAttribute('data-state', 'ready');
  const image = box.getByRole('img', { name: '扫码登录二维码' });
  await expect(image).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(176);

  // The stand-in app scans, then confirms as the demo account (same-origin requests, like the app page).
  const mock = mockControls(page.request);
  await mock.scanQr(content);
  await expect(box).toHaveAttribute('data-state', 'scanned');
  await expect(box.getByText('扫描成功')).toBeVisible();

  await mock.confirmQr(content, ROLES.learner.phone);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/ })).toBeVisible();
  expect(problems.list()).toEqual([]);
});

test('QR login: a failed code fetch shows the retry block; 重新加载 recovers', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route(QR_GENERATE, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  const box = page.getByTestId('qr-box');
  await expect(box).toHaveAttribute('data-state', 'failed');
  await expect(box.getByText('二维码加载失败，请点击按钮重试～')).toBeVisible();
  await page.unroute(QR_GENERATE);
  await box.getByRole('button', { name: '重新加载' }).click();
  await expect(box).toHaveAttribute('data-state', 'ready');
});

test('QR login: an expired code (1179) shows the overlay; clicking it loads a new code', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route(QR_RESULT, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 1179, msg: '二维码已过期' }) }),
  );
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  const box = page.getByTestId('qr-box');
  await expect(box).toHaveAttribute('data-state', 'expired');
  await expect(box.getByText('二维码已过期')).toBeVisible();
  await page.unroute(QR_RESULT);
  const regenerated = page.waitForResponse(qrGenerated);
  await box.getByRole('button', { name: /二维码已过期/ }).click();
  await regenerated;
  await expect(box).toHaveAttribute('data-state', 'ready');
});

test('QR login: the ticket really expiring (mock 1179) shows the overlay and stops polling; refresh brings a live code', async ({
  page,
}) => {
  const content = await openModalAndReadQrContent(page);
  const box = page.getByTestId('qr-box');
  await expect(box).toHaveAttribute('data-state', 'ready');
  await mockControls(page.request).expireQr(content);
  await expect(box).toHaveAttribute('data-state', 'expired');
  await expect(box.getByText('点击刷新')).toBeVisible();

  let polls = 0;
  page.on('request', (request) => {
    if (isPoll(request)) polls += 1;
  });
  await page.waitForTimeout(NO_POLL_WINDOW_MS);
  expect(polls).toBe(0);

  const regenerated = page.waitForResponse(qrGenerated);
  await box.getByRole('button', { name: /二维码已过期/ }).click();
  const fresh = ((await (await regenerated).json()) as { data: string }).data;
  expect(fresh).not.toBe(content);
  await expect(box).toHaveAttribute('data-state', 'ready');
  await page.waitForRequest(isPoll);
});

test('QR login: any other poll error → toast 获取二维码状态失败，请刷新页面后重试 and polling stops', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  let polls = 0;
  await page.route(QR_RESULT, (route) => {
    polls += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务暂不可用' }) });
  });
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  await expectToast(page, '获取二维码状态失败，请刷新页面后重试');
  const after = polls;
  expect(after).toBe(1);
  await page.waitForTimeout(NO_POLL_WINDOW_MS);
  expect(polls).toBe(after);
});

test('QR login: polling pauses while the tab is hidden and resumes when it is shown', async ({ page }) => {
  await openModalAndReadQrContent(page);
  await page.waitForRequest(isPoll);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // A request already in flight may still land; after that, nothing while hidden.
  await page.waitForTimeout(1_600);
  let polls = 0;
  page.on('request', (request) => {
    if (isPoll(request)) polls += 1;
  });
  await page.waitForTimeout(NO_POLL_WINDOW_MS);
  expect(polls).toBe(0);

  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForRequest(isPoll, { timeout: 4_000 });
});

test('QR login: closing the modal stops polling', async ({ page }) => {
  await openModalAndReadQrContent(page);
  await page.waitForRequest(isPoll);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.waitForTimeout(500);
  let polls = 0;
  page.on('request', (request) => {
    if (isPoll(request)) polls += 1;
  });
  await page.waitForTimeout(NO_POLL_WINDOW_MS);
  expect(polls).toBe(0);
});
