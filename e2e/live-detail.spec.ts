import { expect, type APIRequestContext } from '@playwright/test';
import { getLive, listLives } from '@shared/api/live';
import { contractClient } from './support/api';
import { signInAs, signInAsNewLearner } from './support/accounts';
import { liveRoomFor } from './support/live-rooms';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * /live/{id}, a paid room's purchase gate and the replay. Their axe runs: e2e/accessibility.spec.ts.
 * The class booked, the one bought and the replay are each kept for this file by id (e2e/support/live-rooms.ts).
 */

const liveOf = async (request: APIRequestContext, status: number) =>
  (await contractClient(request).call(listLives, { query: { size: 50, status } })).list;

test('an upcoming class: countdown, 预约提醒 opens the login modal signed out; signed in it books and cancels, and a reload keeps it @mobile', async ({
  page,
  context,
}) => {
  const problems = trackProblems(page);
  const upcoming = await liveRoomFor(page.request, 'booking');
  await page.goto(`/live/${upcoming}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^(距开播 .+|即将开播)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '直播大纲' })).toBeVisible();
  const remind = page.getByRole('button', { name: '预约提醒' });
  await remind.click();
  await expect(page.getByRole('dialog', { name: /登录/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAs(context, 'plain');
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

test('on air: 进入直播间 for a free class, 立即购买 (product type 9) and no way in for a paid one not bought; ended: 观看回放 or 立即购买', async ({
  page,
}) => {
  const onAir = await liveOf(page.request, 2);
  for (const live of onAir) {
    await page.goto(`/live/${live.id}`);
    const enter = page.getByRole('link', { name: '进入直播间' });
    const buy = page.getByRole('link', { name: '立即购买' });
    if (live.price > 0) {
      await expect(buy).toHaveAttribute('href', `/order/pay/create?productType=9&productId=${live.id}`);
      await expect(enter).toHaveCount(0);
    } else {
      await expect(enter).toHaveAttribute('href', `/live/${live.id}/play`);
      await expect(buy).toHaveCount(0);
    }
  }
  const ended = await liveOf(page.request, 3);
  const free = ended.find((live) => live.price === 0)!;
  await page.goto(`/live/${free.id}`);
  await expect(page.getByRole('link', { name: '观看回放' })).toHaveAttribute('href', `/live/${free.id}/replay`);
  const paid = ended.find((live) => live.price > 0);
  if (paid) {
    await page.goto(`/live/${paid.id}`);
    await expect(page.getByRole('link', { name: '立即购买' })).toHaveAttribute(
      'href',
      `/order/pay/create?productType=9&productId=${paid.id}`,
    );
    await expect(page.getByRole('link', { name: '观看回放' })).toHaveCount(0);
  }
  await page.goto('/live/9999');
  await expect(page.getByRole('heading', { name: /页面不存在|404/ })).toBeVisible();
});

test('a paid class on air: the room asks a learner who has not bought it to buy; paid with WeChat, 进入直播间 leads into the room @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const live = await contractClient(page.request).call(getLive, { params: { id: await liveRoomFor(page.request, 'paidOnAir') } });

  // The room's address, typed in: the purchase page, not the stream.
  await page.goto(`/live/${live.id}/play`);
  await waitForHydration(page);
  const gate = page.getByTestId('live-purchase-gate');
  await expect(gate).toContainText('本直播为付费直播，购买后即可观看');
  await expect(gate).toContainText(`¥${(live.price / 100).toFixed(2)}`);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '发送消息' })).toHaveCount(0);

  await gate.getByRole('link', { name: '立即购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/pay/create\\?productType=9&productId=${live.id}$`));
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await page.getByRole('button', { name: '提交订单' }).click();
  // A phone pays on WeChat's own page (the mock's stand-in), then comes back to the checkout.
  await expect(page).toHaveURL(/\/__mock\/pay\/h5\/\d+\/[0-9a-f]{24}$/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });

  await page.getByRole('link', { name: '去看直播' }).click();
  await expect(page).toHaveURL(`/live/${live.id}`);
  await expect(page.getByRole('link', { name: '立即购买' })).toHaveCount(0);
  await page.getByRole('link', { name: '进入直播间' }).click();
  await expect(page).toHaveURL(`/live/${live.id}/play`);
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByRole('region', { name: '直播互动' }).getByText('已连接')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '发送消息' })).toBeEnabled();
  expect(problems.list()).toEqual([]);
});

test('the replay: signed out a sign-in prompt; signed in the chat appears in time with the video and follows a seek back', async ({
  page,
  context,
}) => {
  const ended = await liveRoomFor(page.request, 'replay');
  await page.goto(`/live/${ended}/replay`);
  await expect(page.getByText('登录后观看回放')).toBeVisible();

  await signInAs(context, 'plain');
  await page.goto(`/live/${ended}/replay`);
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
