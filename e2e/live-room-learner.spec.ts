import { expect, test, type Page } from '@playwright/test';
import { signInAsNewLearner } from './support/accounts';
import { liveRoomFor } from './support/live-rooms';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';

/**
 * The live room as a learner expects it (issue 26): a refused message keeps its text, the input
 * stays in view with the video on a phone, a room not started counts down, and a room whose server
 * is away comes back with 立即重连. Each test is a learner of its own (no shared account's sockets).
 * The refusal and the phone are in a free class on air of their own (e2e/live-room.spec mutes and drops
 * the sockets of its room: not this one); the countdown and the outage in a free class not started,
 * only this file's. Both kept by id: e2e/support/live-rooms.ts.
 */
test.describe.configure({ mode: 'serial' });

let ON_AIR = 0;
let NOT_STARTED = 0;
test.beforeAll(async ({ request }) => {
  ON_AIR = await liveRoomFor(request, 'learner');
  NOT_STARTED = await liveRoomFor(request, 'outage');
});

const input = (page: Page) => page.getByRole('textbox', { name: '发送消息' });
const panel = (page: Page) => page.getByRole('region', { name: '直播互动' });

async function enterRoom(page: Page, liveId: number) {
  await signInAsNewLearner(page.request);
  const problems = trackProblems(page);
  await page.goto(`/live/${liveId}/play`);
  await waitForHydration(page);
  await expect(panel(page).getByText('已连接')).toBeVisible();
  return problems;
}

test('a message the room refuses (a sensitive word) stays in the input with the reason, and is not posted', async ({ page }) => {
  const problems = await enterRoom(page, ON_AIR);
  const text = `包过代考 加 微 信 ${Date.now().toString(36)}`;
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(page.getByTestId('live-composer')).toContainText('消息含有违规内容（如代考、广告），请修改后再发送');
  await expect(input(page)).toHaveValue(text);
  await expect(page.getByTestId('live-message').filter({ hasText: text })).toHaveCount(0);
  // Too long never leaves the browser: the text stays, the count says why.
  const long = '好'.repeat(205);
  await input(page).fill(long);
  await expect(page.getByRole('button', { name: '发送', exact: true })).toBeDisabled();
  await expect(page.getByTestId('live-composer')).toContainText('消息不能超过200个字');
  await expect(input(page)).toHaveValue(long);
  expect(problems.list()).toEqual([]);
});

test.describe('on a phone', () => {
  test('the input is in view together with the playing video, and stays so when the page is scrolled @mobile', async ({ page }) => {
    const problems = await enterRoom(page, ON_AIR);
    const video = page.getByTestId('live-stage').locator('video');
    await expect(video).toBeVisible();
    await expect(video).toBeInViewport({ ratio: 0.9 });
    await expect(input(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: '发送', exact: true })).toBeInViewport();
    await page.mouse.wheel(0, 2000);
    await expect(input(page)).toBeInViewport();
    await expect(video).toBeInViewport({ ratio: 0.9 });
    expect(problems.list()).toEqual([]);
  });
});

test('a room not started counts down to its start, second by second', async ({ page }) => {
  const problems = await enterRoom(page, NOT_STARTED);
  const countdown = page.getByTestId('live-countdown');
  await expect(countdown).toHaveText(/^距开播 (\d+ 天 )?\d\d:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!);
  expect(problems.list()).toEqual([]);
});

test('the server away: the room says so with 立即重连, keeps trying, and 立即重连 brings it back once the server is there', async ({
  page,
}) => {
  const problems = await enterRoom(page, NOT_STARTED);
  const controls = mockControls(page.request);
  const reconnect = page.getByRole('button', { name: '立即重连' });
  try {
    await controls.liveRoom(NOT_STARTED, 'drop', { down: true });
    await expect(page.getByText('网络连接中断，正在重新连接…')).toBeVisible();
    await expect(panel(page).getByText('已连接')).toHaveCount(0);
    // Still away: a try now is refused, and the room keeps saying so.
    await reconnect.click();
    await expect(reconnect).toBeVisible();
    await expect(input(page)).toBeDisabled();
  } finally {
    await controls.liveRoom(NOT_STARTED, 'up');
  }
  // Back: 立即重连 (if the backoff's own retry has not already come back) and the room is connected.
  // The click is bounded: the backoff may reconnect between the check and the click, and an unbounded
  // click would then wait for a button that is gone until the test's own timeout.
  if (await reconnect.isVisible()) await reconnect.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(panel(page).getByText('已连接')).toBeVisible();
  await expect(reconnect).toHaveCount(0);
  // The browser logs the refused WebSocket handshakes of the outage; nothing else.
  expect(problems.list().filter((problem) => !/WebSocket/i.test(problem))).toEqual([]);
});
