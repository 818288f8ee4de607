import { expect, test, type Page } from '@playwright/test';
import { trackProblems, waitForHydration } from './support';

async function openModalAndReadQrContent(page: Page): Promise<string> {
  await page.goto('/');
  await waitForHydration(page);
  const generated = page.waitForResponse((response) => response.url().endsWith('/api/qr/generate'));
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
  const scanned = await page.request.post('/__mock/qr/scan', { data: { content } });
  expect((await scanned.json()).code).toBe(0);
  await expect(box).toHaveAttribute('data-state', 'scanned');
  await expect(box.getByText('扫描成功')).toBeVisible();

  const confirmed = await page.request.post('/__mock/qr/confirm', { data: { content, account: '13800138000' } });
  expect((await confirmed.json()).code).toBe(0);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('header').getByRole('button', { name: /^账号菜单：/ })).toBeVisible();
  expect(problems.list()).toEqual([]);
});

test('QR login: a failed code fetch shows the retry block; 重新加载 recovers', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route('**/api/qr/generate', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  const box = page.getByTestId('qr-box');
  await expect(box).toHaveAttribute('data-state', 'failed');
  await expect(box.getByText('二维码加载失败，请点击按钮重试～')).toBeVisible();
  await page.unroute('**/api/qr/generate');
  await box.getByRole('button', { name: '重新加载' }).click();
  await expect(box).toHaveAttribute('data-state', 'ready');
});

test('QR login: an expired code (1179) shows the overlay; clicking it loads a new code', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route('**/api/qr/result', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 1179, msg: '二维码已过期' }) }),
  );
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  const box = page.getByTestId('qr-box');
  await expect(box).toHaveAttribute('data-state', 'expired');
  await expect(box.getByText('二维码已过期')).toBeVisible();
  await page.unroute('**/api/qr/result');
  const regenerated = page.waitForResponse((response) => response.url().endsWith('/api/qr/generate'));
  await box.getByRole('button', { name: /二维码已过期/ }).click();
  await regenerated;
  await expect(box).toHaveAttribute('data-state', 'ready');
});
