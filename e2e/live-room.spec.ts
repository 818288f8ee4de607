import { expect, test, type Browser, type Page } from '@playwright/test';
import { getSelf } from '@shared/api/user';
import { contractClient } from './support/api';
import { signInAs, storageStateOf, type Role } from './support/accounts';
import { liveRoomFor } from './support/live-rooms';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';

/**
 * A free class on air (a paid room is its buyers' only: live-detail.spec buys one); only this file
 * chats in it, so its state is this file's: the class kept for it by id (e2e/support/live-rooms.ts),
 * checked on air and free. The room's axe runs in another free room: e2e/accessibility.spec.ts.
 */
let LIVE_ID = 0;
test.beforeAll(async ({ request }) => {
  LIVE_ID = await liveRoomFor(request, 'chat');
});
/** The teacher's or moderator's action in the room (the mock's live controls). */
const control = (page: Page, action: string, body: object = {}) => mockControls(page.request).liveRoom(LIVE_ID, action, body);

/** A demo account (its own browser context, with the role's session) in the room, connected. */
async function learnerInRoom(browser: Browser, role: Role) {
  const context = await browser.newContext({ storageState: storageStateOf(role) });
  const page = await context.newPage();
  const { user } = await contractClient(page.request).call(getSelf);
  const problems = trackProblems(page);
  await page.goto(`/live/${LIVE_ID}/play`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '直播互动' }).getByText('已连接')).toBeVisible();
  return { page, context, problems, id: user.id, nickname: user.nickname };
}

const messages = (page: Page) => page.getByTestId('live-message');
const input = (page: Page) => page.getByRole('textbox', { name: '发送消息' });

test.describe.configure({ mode: 'serial' });

test('two learners in one room: a message once in each, a mute, an announcement, a deletion, and a dropped server with nothing lost or repeated', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await learnerInRoom(browser, 'learner');
  const b = await learnerInRoom(browser, 'plain');
  try {
    // A message from A, sent with Enter: exactly once on both screens, marked as A's own on A's.
    const text = `实操考试几点入场？${Date.now().toString(36)}`;
    await input(a.page).fill(text);
    await input(a.page).press('Enter');
    await expect(input(a.page)).toHaveValue('');
    await expect(messages(b.page).filter({ hasText: text })).toHaveCount(1);
    await expect(messages(a.page).filter({ hasText: text })).toHaveCount(1);
    await expect(messages(a.page).filter({ hasText: text })).toContainText('（我）');

    // Over 200 characters: said under the input, nothing sent, the text kept.
    await input(a.page).fill('长'.repeat(201));
    await expect(a.page.getByText('消息不能超过200个字')).toBeVisible();
    await expect(a.page.getByRole('button', { name: '发送', exact: true })).toBeDisabled();
    await input(a.page).fill('');

    // B muted: B's input disabled with the reason; A may still speak.
    await control(a.page, 'mute-user', { userId: b.id, reason: '刷屏', minutes: 10 });
    await expect(input(b.page)).toBeDisabled();
    await expect(b.page.getByTestId('live-composer')).toContainText('你已被禁言');
    await expect(b.page.getByTestId('live-composer')).toContainText('刷屏');
    await expect(input(a.page)).toBeEnabled();
    await control(a.page, 'mute-user', { userId: b.id, muted: false });
    await expect(input(b.page)).toBeEnabled();

    // A warning is shown to the person concerned only.
    // (A reason of this run's own: the room keeps its history across a retry of this serial file.)
    const warning = `请勿发布广告信息 ${Date.now().toString(36)}`;
    await control(a.page, 'warn', { userId: b.id, reason: warning });
    await expect(b.page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
    await expect(a.page.getByText(warning)).toHaveCount(0);

    // The room muted: everyone's input disabled.
    await control(a.page, 'mute-room');
    await expect(input(a.page)).toBeDisabled();
    await expect(a.page.getByTestId('live-composer')).toContainText('全员禁言中');
    await control(a.page, 'mute-room', { muted: false });
    await expect(input(a.page)).toBeEnabled();

    // An announcement on both screens.
    const notice = `今晚 21:00 发放课后练习 ${Date.now().toString(36)}`;
    await control(a.page, 'announce', { text: notice });
    await expect(a.page.getByTestId('live-announcement')).toContainText(notice);
    await expect(b.page.getByTestId('live-announcement')).toContainText(notice);

    // A deleted message vanishes for everyone.
    const messageId = Number(await messages(b.page).filter({ hasText: text }).getAttribute('data-message-id'));
    await control(a.page, 'delete', { messageId });
    await expect(messages(a.page).filter({ hasText: text })).toHaveCount(0);
    await expect(messages(b.page).filter({ hasText: text })).toHaveCount(0);

    // Every socket dropped; messages posted while both are away arrive once after they reconnect.
    await control(a.page, 'drop');
    const whileAway = `断线期间的消息 ${Date.now().toString(36)}`;
    await control(a.page, 'post', { text: whileAway });
    for (const learner of [a, b]) {
      await expect(learner.page.getByRole('region', { name: '直播互动' }).getByText('已连接')).toBeVisible({ timeout: 15_000 });
      await expect(messages(learner.page).filter({ hasText: whileAway })).toHaveCount(1);
      const ids = await messages(learner.page).evaluateAll((items) => items.map((item) => item.getAttribute('data-message-id')));
      expect(new Set(ids).size, 'no message shown twice').toBe(ids.length);
    }
    const afterwards = `重连之后 ${Date.now().toString(36)}`;
    await input(b.page).fill(afterwards);
    await b.page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(messages(a.page).filter({ hasText: afterwards })).toHaveCount(1);
    expect(a.problems.list()).toEqual([]);
    expect(b.problems.list()).toEqual([]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('the input: a penalty disables it saying why and until when, keeping what was typed; a message refused for rate stays in it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const learner = await learnerInRoom(browser, 'plain');
  try {
    const { page } = learner;
    const run = Date.now().toString(36);
    // Typed, not yet sent, when the penalty comes: the input closes with the reason and the end, the text stays.
    const draft = `想问一下实操评分标准 ${run}`;
    await input(page).fill(draft);
    await control(page, 'penalize', { userId: learner.id, reason: `发布广告 ${run}`, minutes: 10 });
    await expect(input(page)).toBeDisabled();
    const composer = page.getByTestId('live-composer');
    await expect(composer).toContainText('你已被处罚，暂不能发言，至');
    await expect(composer).toContainText(/至 \d+月\d+日 \d\d:\d\d（发布广告/);
    await expect(input(page)).toHaveValue(draft);
    await expect(page.getByRole('button', { name: '发送', exact: true })).toBeDisabled();
    await control(page, 'mute-user', { userId: learner.id, muted: false });
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toHaveValue(draft);
    await input(page).fill('');

    // Posting faster than the room allows (a few at once, then one every 2 s): the refused text comes back with the reason.
    let refused: string | null = null;
    for (let index = 1; index <= 8 && !refused; index++) {
      const text = `刷屏测试第 ${index} 条 ${run}`;
      await input(page).fill(text);
      await input(page).press('Enter');
      const posted = messages(page).filter({ hasText: text });
      const tooFast = composer.getByText('发言太频繁，请稍后再试');
      await expect(posted.or(tooFast)).toBeVisible();
      if (await tooFast.isVisible()) refused = text;
    }
    expect(refused, 'the room refuses a burst').not.toBeNull();
    await expect(input(page)).toHaveValue(refused!);
    await expect(messages(page).filter({ hasText: refused! })).toHaveCount(0);
    expect(learner.problems.list()).toEqual([]);
  } finally {
    await learner.context.close();
  }
});

test('scrolled up to read, the chat stays put and a pill counts new messages; the pill brings them back', async ({ page, context }) => {
  await signInAs(context, 'plain');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/live/${LIVE_ID}/play`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: '直播互动' }).getByText('已连接')).toBeVisible();
  // This run's own texts: the room keeps its history across a retry of this serial file.
  const run = Date.now().toString(36);
  for (let index = 0; index < 25; index++) await control(page, 'post', { text: `历年真题第 ${index + 1} 题讲解 ${run}` });
  const log = page.getByRole('log', { name: '聊天消息' });
  await expect(messages(page).filter({ hasText: `历年真题第 25 题讲解 ${run}` })).toBeInViewport();
  await log.evaluate((element) => element.scrollTo({ top: 0 }));
  await control(page, 'post', { text: `看这里：新的一条 ${run}` });
  await control(page, 'post', { text: `看这里：又一条 ${run}` });
  const pill = page.getByRole('button', { name: /条新消息/ });
  await expect(pill).toHaveText(/^[2-9]\d* 条新消息/);
  await expect(messages(page).filter({ hasText: `看这里：又一条 ${run}` })).not.toBeInViewport();
  // The chat goes on during the jump (the smooth scroll takes ~0.5 s; a message 150 ms in lands
  // mid-scroll): the jump still ends on the newest line, with no pill left.
  await pill.evaluate(
    async (button, [url, text]) => {
      (button as HTMLButtonElement).click();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await fetch(url!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
    },
    [`/__mock/live/${LIVE_ID}/post`, `看这里：跳转途中的一条 ${run}`],
  );
  await expect(messages(page).filter({ hasText: `看这里：跳转途中的一条 ${run}` })).toBeInViewport();
  await expect(pill).toBeHidden();
});
