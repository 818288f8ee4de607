import { expect, type Page } from '@playwright/test';
import { postComment, postPin, reactToContent, setFavorite } from '@shared/api/community';
import { listMessages } from '@shared/api/message';
import { CommunityContentType, LikeAction } from '@shared/enums/community';
import { MessageType, messageTypesParam } from '@shared/enums/message';
import { listMyCertificates } from '@shared/api/certification';
import { contractClient } from './support/api';
import { signInAsNewLearner, storageStateOf } from './support/accounts';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * The message centre (/message/*, client/features/message) and the header bell, fed by what other
 * learners really do (the mock turns answers, comments, likes and @names into messages).
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^消息/ });
const groupLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: '消息分组' }).getByRole('link', { name: new RegExp(`^${label}`) });

test('two learners: an answer reaches the asker’s bell without a reload; opening 回答我的 clears it and links to the answer', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems = trackProblems(page);
  await page.clock.install();
  await signInAsNewLearner(page.request);
  await open(page, '/community/question');
  const title = `考电工证需要先学会看图纸吗？${Date.now() % 10_000}`;
  const form = page.getByRole('form', { name: '提问' });
  await form.getByLabel('问题标题').fill(title);
  await form.getByRole('button', { name: '发布问题' }).click();
  await expect(page).toHaveURL(/\/community\/question\/\d+$/);
  await waitForHydration(page);
  const questionId = Number(/question\/(\d+)$/.exec(page.url())![1]);
  await expect(bell(page)).toHaveAccessibleName('消息');

  // The other learner answers in a browser of their own.
  const other = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', storageState: storageStateOf('plain') });
  const otherPage = await other.newPage();
  await open(otherPage, `/community/question/${questionId}`);
  const editor = otherPage.locator('.rte-content[aria-label="回答内容"]');
  await editor.click();
  await otherPage.keyboard.type('要会，识图是实操的基础。');
  await otherPage.getByRole('button', { name: '发布回答' }).click();
  await expect(otherPage.getByRole('article', { name: '焊工老李的回答' })).toBeVisible();
  await other.close();

  // Within the polling interval, without a reload.
  await page.clock.fastForward(61_000);
  await expect(bell(page)).toHaveAccessibleName('消息 1 条未读');
  await bell(page).click();
  await expect(page).toHaveURL(/\/message\/reply$/);
  await expect(groupLink(page, '回答我的')).toHaveAccessibleName('回答我的 1 条未读');
  await groupLink(page, '回答我的').click();
  await expect(page).toHaveURL(/\/message\/answer$/);
  const item = page.getByTestId('message-item').first();
  await expect(item).toContainText('焊工老李');
  await expect(item).toContainText('回答了你的问题');
  await expect(item).toContainText('要会，识图是实操的基础。');
  await expect(item).toContainText(title);
  // Opened: the group's badge and the bell clear.
  await expect(groupLink(page, '回答我的')).toHaveAccessibleName('回答我的');
  await expect(bell(page)).toHaveAccessibleName('消息');
  await item.getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/community/question/${questionId}/answer/\\d+$`));
  await expect(page.getByRole('article', { name: '焊工老李的回答' })).toContainText('要会，识图是实操的基础。');
  expect(problems.list()).toEqual([]);
});

test('each group lists what others did; opening one clears its badge only; 全部已读 clears the rest', async ({
  page,
  playwright,
  baseURL,
}) => {
  const learner = await signInAsNewLearner(page.request);
  const pin = await contractClient(page.request).call(postPin, { body: { text: '今天第一次完整做完实操流程', images: [] } });

  // What the plain demo account does to it, through the API.
  const other = await playwright.request.newContext({ baseURL, storageState: storageStateOf('plain') });
  const api = contractClient(other);
  const IDEA = CommunityContentType.IDEA;
  await api.call(reactToContent, { body: { kind: IDEA, id: pin.id, action: LikeAction.LIKE } });
  await api.call(setFavorite, { body: { kind: IDEA, id: pin.id, on: true } });
  await api.call(postComment, { body: { kind: IDEA, targetId: pin.id, text: `不错！@${learner.nickname} 继续加油` } });
  await other.dispose();

  await open(page, '/message');
  await expect(page).toHaveURL(/\/message\/reply$/);
  // reply: the comment (read now that it is open); like: a like and a favourite; at: the @.
  await expect(page.getByTestId('message-item')).toHaveCount(1);
  await expect(page.getByTestId('message-item')).toContainText('评论了你的想法');
  await expect(page.getByTestId('message-item')).toContainText('今天第一次完整做完实操流程');
  await expect(groupLink(page, '收到的赞')).toHaveAccessibleName('收到的赞 2 条未读');
  await expect(groupLink(page, '@我的')).toHaveAccessibleName('@我的 1 条未读');
  await expect(groupLink(page, '回复我的')).toHaveAccessibleName('回复我的');
  await expect(bell(page)).toHaveAccessibleName('消息 3 条未读');

  await groupLink(page, '收到的赞').click();
  await expect(page.getByTestId('message-item')).toHaveCount(2);
  await expect(page.getByText('赞了你的想法')).toBeVisible();
  await expect(page.getByText('收藏了你的想法')).toBeVisible();
  await expect(groupLink(page, '收到的赞')).toHaveAccessibleName('收到的赞');
  await expect(groupLink(page, '@我的')).toHaveAccessibleName('@我的 1 条未读');
  await expect(bell(page)).toHaveAccessibleName('消息 1 条未读');

  await page.getByRole('button', { name: '全部已读' }).click();
  await expectToast(page, '已全部标记为已读');
  await expect(groupLink(page, '@我的')).toHaveAccessibleName('@我的');
  await expect(bell(page)).toHaveAccessibleName('消息');
  await page.reload();
  await waitForHydration(page);
  await expect(bell(page)).toHaveAccessibleName('消息');

  await groupLink(page, '系统通知').click();
  await expect(page.getByRole('status').getByRole('heading', { name: '暂无消息' })).toBeVisible();
});

test.describe('the demo learner', () => {
  test.use({ storageState: storageStateOf('learner') });

  test('their seeded messages: every group has some, each with a working link', async ({ page }) => {
    for (const group of ['reply', 'at', 'like', 'answer', 'system', 'whisper']) {
      await open(page, `/message/${group}`);
      const items = page.getByTestId('message-item');
      expect(await items.count(), group).toBeGreaterThan(0);
      for (const href of await items
        .getByRole('link', { name: '查看详情' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        expect(href, group).toMatch(/^\/[\w/?=&-]*$/);
    }
    // 我的消息 name what they are about (the product of the order or invoice), not only the order number.
    const whisper = await contractClient(page.request).call(listMessages, {
      query: { messageTypes: messageTypesParam('whisper'), size: 1 },
    });
    const subject = whisper.list[0]!.title;
    expect(subject).not.toBe('');
    await expect(page.getByTestId('message-item').first()).toContainText(subject);
  });

  test('their certification journey’s notices (40–46) in 系统通知: from 考证进度, each opening the journey’s page', async ({ page }) => {
    const [certificate] = await contractClient(page.request).call(listMyCertificates);
    expect(certificate?.planId, 'the seeded journey ended with a certificate').toBeTruthy();
    await open(page, '/message/system');
    const journeyPath = `/study/certification/${certificate!.planId}`;
    const issued = page.locator(`[data-testid="message-item"][data-type="${MessageType.CERTIFICATE_ISSUED}"]`);
    await expect(issued).toHaveCount(1);
    await expect(issued).toContainText('考证进度');
    await expect(issued).toContainText('证书已颁发');
    await expect(issued).toContainText(certificate!.no);
    await expect(issued.getByRole('link', { name: '查看考证进度' })).toHaveAttribute('href', journeyPath);
    // Every journey notice the seed delivered (his other applications' too) opens its application's journey.
    const journeyTypes = [40, 41, 42, 43, 44, 45, 46].map((type) => `[data-type="${type}"]`).join(',');
    const links = page.getByTestId('message-item').and(page.locator(journeyTypes)).getByRole('link', { name: '查看考证进度' });
    expect(await links.count()).toBeGreaterThan(1);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
      expect(href).toMatch(/^\/study\/certification\/\d+$/);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: storageStateOf('plain') });

  // Its axe runs (light and dark, on a phone too): e2e/accessibility.spec.ts.
  test('the message centre: nothing wider than the screen @mobile', async ({ page }) => {
    await open(page, '/message/reply');
    await expect(page.getByRole('navigation', { name: '消息分组' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  });
});
