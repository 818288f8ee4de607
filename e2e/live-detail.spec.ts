import { expect } from '@playwright/test';
import { expectToast, test } from './toasts';
import { signInAsDemo, trackProblems, waitForHydration } from './support';

const liveOf = async (request: import('@playwright/test').APIRequestContext, status: number) => {
  const body = (await (await request.get(`/api/live/list?page=1&size=50&status=${status}`)).json()) as { data: { list: { id: number; price: number }[] } };
  return body.data.list;
};

test('an upcoming class: countdown, 预约提醒 opens the login modal signed out; signed in it books and cancels, and a reload keeps it @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  const [upcoming] = await liveOf(page.request, 1);
  await page.goto(`/live/${upcoming!.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^(距开播 .+|即将开播)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '直播大纲' })).toBeVisible();
  const remind = page.getByRole('button', { name: '预约提醒' });
  await remind.click();
  await expect(page.getByRole('dialog', { name: /登录/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAsDemo(page);
  await page.reload();
  await waitForHydration(page);
  const booked = page.getByText(/^(\d+) 人已预约$/);
  const before = Number((await booked.textContent())!.match(/\d+/)![0]);
  await page.getByRole('button', { name: '预约提醒' }).click();
  await expect(page.getByRole('button', { name: '已预约' })).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, '预约成功');
  await expect(booked).toHaveText(`${before + 1} 人已预约`);
  await page.reload();
  await expect(page.getByRole('button', { name: '已预约' })).toBeVisible();
  await page.getByRole('button', { name: '已预约' }).click();
  await expect(page.getByRole('button', { name: '预约提醒' })).toHaveAttribute('aria-pressed', 'false');
  await expect(booked).toHaveText(`${before} 人已预约`);
  expect(problems.list()).toEqual([]);
});

test('on air: 进入直播间; a paid class also offers 立即购买 (product type 9); ended: 观看回放', async ({ page }) => {
  const onAir = await liveOf(page.request, 2);
  for (const live of onAir) {
    await page.goto(`/live/${live.id}`);
    await expect(page.getByRole('link', { name: '进入直播间' })).toHaveAttribute('href', `/live/${live.id}/play`);
    const buy = page.getByRole('link', { name: '立即购买' });
    if (live.price > 0) await expect(buy).toHaveAttribute('href', `/order/pay/create?productType=9&productId=${live.id}`);
    else await expect(buy).toHaveCount(0);
  }
  const [ended] = await liveOf(page.request, 3);
  await page.goto(`/live/${ended!.id}`);
  await expect(page.getByRole('link', { name: '观看回放' })).toHaveAttribute('href', `/live/${ended!.id}/replay`);
  await page.goto('/live/9999');
  await expect(page.getByRole('heading', { name: /页面不存在|404/ })).toBeVisible();
});

test('the replay: signed out a sign-in prompt; signed in the chat appears in time with the video and follows a seek back', async ({ page }) => {
  const [ended] = await liveOf(page.request, 3);
  await page.goto(`/live/${ended!.id}/replay`);
  await expect(page.getByText('登录后观看回放')).toBeVisible();

  await signInAsDemo(page);
  await page.goto(`/live/${ended!.id}/replay`);
  await waitForHydration(page);
  const video = page.getByTestId('replay-video');
  const chat = page.getByRole('region', { name: '聊天回放' });
  const lines = chat.getByTestId('live-message');
  await expect(lines).toHaveCount(0);
  const total = Number((await chat.getByRole('heading').textContent())!.match(/\/(\d+)/)![1]);
  // Half-way through the recording: about half of the chat, never a line said later.
  const shownAt = async (seconds: number) => {
    await video.evaluate((element: HTMLVideoElement, to) => (element.currentTime = to), seconds);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.seeking)).toBe(false);
    return lines.count();
  };
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  const middle = await shownAt(duration / 2);
  expect(middle).toBeGreaterThan(total / 4);
  expect(middle).toBeLessThan(total);
  await expect.poll(() => shownAt(duration)).toBe(total);
  await expect.poll(() => shownAt(0.1)).toBeLessThanOrEqual(2);
  // Playing moves the chat along.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => lines.count(), { timeout: 10_000 }).toBeGreaterThan(3);
});
