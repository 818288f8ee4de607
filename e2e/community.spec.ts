import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getCommunityFeed, getPin, getQuestion, postComment, reactToContent } from '@shared/api/community';
import type { EndpointData } from '@shared/api/define-endpoint';
import { contractClient, urlOf } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * /community and /community/pin/{id} (client/features/community). Tests that change state sign in
 * as a learner of their own (an SMS login creates the account), so parallel tests never share
 * likes, favourites or comments; the items they act on are seeded by others. Their pages' axe runs:
 * e2e/accessibility.spec.ts.
 */

/** An idea as a feed card carries it. */
type PinItem = Extract<EndpointData<typeof getCommunityFeed>['list'][number], { kind: 'pin' }>['pin'];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The seeded ideas of the 想法 feed (first pages), as the API sees them. */
async function seededPins(request: APIRequestContext, pages = 3, size = 20): Promise<PinItem[]> {
  const pins: PinItem[] = [];
  let cursor: string | undefined;
  for (let index = 0; index < pages; index++) {
    const page = await contractClient(request).call(getCommunityFeed, { query: { tab: 'pin', size, cursor } });
    pins.push(...page.list.flatMap((item) => (item.kind === 'pin' ? [item.pin] : [])));
    cursor = page.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return pins;
}

/** An idea without markup-like text, near the top of the 想法 feed (ideas posted meanwhile push it down a little). */
async function plainPin(request: APIRequestContext, offset = 0): Promise<PinItem> {
  const plain = (await seededPins(request, 1, 12)).filter(
    (pin) => !/[<>]|javascript:/i.test(pin.text) && pin.text.length < 300 && pin.author.id !== null,
  );
  return plain[offset % plain.length]!;
}

const card = (page: Page, kind: string, id: number) => page.locator(`article[data-kind="${kind}"][data-id="${id}"]`);
const likeButton = (scope: Locator | Page) => scope.getByRole('button', { name: /^(已)?(点赞|赞同)/ }).first();
const likeCount = async (scope: Locator | Page) => Number(await scope.getByTestId('like-count').first().textContent());

test('tabs are client navigations kept in the URL; the feed grows as it is scrolled', async ({ page }) => {
  const problems = trackProblems(page);
  await open(page, '/community');
  const tabs = page.getByRole('navigation', { name: '社区内容' });
  await expect(tabs.getByRole('link', { name: '推荐' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: '关注' })).toHaveCount(0);
  const reloads = await watchFullReloads(page);

  await tabs.getByRole('link', { name: '问答' }).click();
  await expect(page).toHaveURL(/\/community\?tab=question$/);
  await expect(tabs.getByRole('link', { name: '问答' })).toHaveAttribute('aria-current', 'page');
  const feed = page.getByRole('list', { name: '社区内容' });
  await expect(feed.locator('article').first()).toHaveAttribute('data-kind', 'question');
  expect(await feed.locator('article[data-kind]:not([data-kind="question"])').count()).toBe(0);

  await tabs.getByRole('link', { name: '想法' }).click();
  await expect(page).toHaveURL(/\/community\?tab=pin$/);
  await expect(feed.locator('article').first()).toHaveAttribute('data-kind', 'pin');
  expect(reloads.documents).toEqual([]);
  expect(await reloads.markerKept()).toBe(true);

  // Infinite scroll: the first page came with the document, the next ones as the end nears.
  const first = await feed.locator('article').count();
  expect(first).toBeGreaterThan(0);
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await expect.poll(() => feed.locator('article').count(), { timeout: 10_000 }).toBeGreaterThan(first);

  // A reload keeps the tab, server-rendered.
  const html = await (await page.reload())!.text();
  expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>想法<\/a>/);
  expect(html).toMatch(/<article [^>]*data-kind="pin"/);
  await waitForHydration(page);

  await tabs.getByRole('link', { name: '视频' }).click();
  await expect(feed.locator('article').first()).toHaveAttribute('data-kind', 'video');
  expect(problems.list()).toEqual([]);
});

test('a hot topic filters the ideas by that topic', async ({ page }) => {
  await open(page, '/community');
  const topics = page.getByRole('region', { name: '热门话题' });
  const topic = topics.getByRole('link').first();
  const name = ((await topic.locator('span').first().textContent()) ?? '').replace(/^#/, '');
  await topic.click();
  await expect(page).toHaveURL(/\/community\?tab=pin&topic=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: `#${name}` })).toBeVisible();
  const cards = page.getByRole('list', { name: '社区内容' }).locator('article');
  await expect(cards.first()).toBeVisible();
  const topicLinks = cards.locator('a[href^="/community?tab=pin&topic="]');
  await expect(topicLinks.first()).toHaveText(name);
  await expect(topicLinks.filter({ hasNotText: name })).toHaveCount(0);
});

test('like toggles at once, and the count agrees on the list, the idea page and back', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const pin = await plainPin(page.request);
  await open(page, '/community?tab=pin');
  let item = card(page, 'pin', pin.id);
  await expect(item).toBeVisible();
  const before = await likeCount(item);
  await likeButton(item).click();
  await expect(likeButton(item)).toHaveAttribute('aria-pressed', 'true');
  await expect(item.getByTestId('like-count')).toHaveText(String(before + 1));

  // The idea's page (a client navigation) shows the same state without asking again.
  await item.getByRole('link', { name: /查看详情/ }).click();
  await expect(page).toHaveURL(new RegExp(`/community/pin/${pin.id}$`));
  const detail = page.getByRole('article', { name: /的想法$/ });
  await expect(likeButton(detail)).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('like-count')).toHaveText(String(before + 1));

  // Cancelled there, the list agrees on the way back.
  await likeButton(detail).click();
  await expect(likeButton(detail)).toHaveAttribute('aria-pressed', 'false');
  await expect(detail.getByTestId('like-count')).toHaveText(String(before));
  await page.goBack();
  item = card(page, 'pin', pin.id);
  await expect(likeButton(item)).toHaveAttribute('aria-pressed', 'false');
  await expect(item.getByTestId('like-count')).toHaveText(String(before));

  // And the server agrees.
  const saved = await contractClient(page.request).call(getPin, { params: { id: pin.id } });
  expect(saved).toMatchObject({ likeCount: before, viewer: { liked: false } });
  expect(problems.list()).toEqual([]);
});

test('a failed like is rolled back with the server’s message', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const pin = await plainPin(page.request, 1);
  await open(page, `/community/pin/${pin.id}`);
  const detail = page.getByRole('article', { name: /的想法$/ });
  const before = await likeCount(detail);
  await page.route(urlOf(reactToContent), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 4901, msg: '内容已被删除，无法操作' }) }),
  );
  await likeButton(detail).click();
  await expectToast(page, '内容已被删除，无法操作');
  await expect(likeButton(detail)).toHaveAttribute('aria-pressed', 'false');
  await expect(detail.getByTestId('like-count')).toHaveText(String(before));
});

test('dislike (踩) on a question, favourite on an idea: kept across a reload', async ({ page }) => {
  await signInAsNewLearner(page.request);
  await open(page, '/community?tab=question');
  const question = page.getByRole('list', { name: '社区内容' }).locator('article[data-kind="question"]').first();
  const id = Number(await question.getAttribute('data-id'));
  await question.getByRole('button', { name: '踩', exact: true }).click();
  await expect(question.getByRole('button', { name: '取消踩' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await contractClient(page.request).call(getQuestion, { params: { id } })).viewer.disliked).toBe(true);
  await page.reload();
  await waitForHydration(page);
  await expect(card(page, 'question', id).getByRole('button', { name: '取消踩' })).toHaveAttribute('aria-pressed', 'true');

  const pin = await plainPin(page.request, 2);
  await open(page, `/community/pin/${pin.id}`);
  const detail = page.getByRole('article', { name: /的想法$/ });
  const before = Number(await detail.getByTestId('favorite-count').textContent());
  await detail.getByRole('button', { name: /^收藏/ }).click();
  await expect(detail.getByRole('button', { name: /^已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('favorite-count')).toHaveText(String(before + 1));
  await expect.poll(async () => (await contractClient(page.request).call(getPin, { params: { id: pin.id } })).viewer.favorited).toBe(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('article', { name: /的想法$/ }).getByTestId('favorite-count')).toHaveText(String(before + 1));
});

test('report: a reason is required, then the report is sent', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const pin = await plainPin(page.request, 3);
  await open(page, `/community/pin/${pin.id}`);
  await page
    .getByRole('article', { name: /的想法$/ })
    .getByRole('button', { name: '举报' })
    .click();
  const dialog = page.getByRole('dialog', { name: '举报' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请选择举报原因');
  await dialog.getByRole('radio', { name: '垃圾广告' }).check();
  await dialog.getByRole('textbox', { name: /补充说明/ }).fill('一直在发广告链接');
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expectToast(page, '举报已提交');
  await expect(dialog).toBeHidden();
});

test('comment and reply on an idea: shown at once, counted, kept after a reload', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const pin = await plainPin(page.request, 4);
  await open(page, `/community/pin/${pin.id}`);
  const detail = page.getByRole('article', { name: /的想法$/ });
  const count = Number((await detail.getByRole('button', { name: /^评论 \d+$/ }).getAttribute('aria-label'))!.match(/\d+/)![0]);
  const thread = page.getByRole('region', { name: /^评论/ });

  // 评论 focuses the box; Ctrl+Enter sends.
  await detail.getByRole('button', { name: /^评论 \d+$/ }).click();
  const box = thread.getByRole('textbox', { name: '写下你的评论…' });
  await expect(box).toBeFocused();
  // Empty: refused with a message when sent; typing clears it.
  await box.press('Control+Enter');
  await expect(thread.getByText('评论不能为空')).toBeVisible();
  const text = `焊缝的气孔怎么避免？${Date.now()}`;
  await box.fill(text);
  await expect(thread.getByText('评论不能为空')).toHaveCount(0);
  await expect(thread.getByText(`${text.length}/500`)).toBeVisible();
  await box.press('Control+Enter');
  const mine = thread.getByRole('article').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(detail.getByRole('button', { name: `评论 ${count + 1}` })).toBeVisible();

  // 回复 on it: the reply shows under it, the count goes up again.
  await mine.getByRole('button', { name: '回复' }).click();
  const replyBox = thread.getByRole('textbox', { name: /^回复 @/ });
  await replyBox.fill('补充：预热到 150℃ 再焊');
  await replyBox.locator('xpath=ancestor::form').getByRole('button', { name: '回复', exact: true }).click();
  await expect(thread.getByRole('article', { name: /的回复$/ }).filter({ hasText: '补充：预热到 150℃ 再焊' })).toBeVisible();
  await expect(detail.getByRole('button', { name: `评论 ${count + 2}` })).toBeVisible();

  // A failed send keeps the text.
  const commentCall = urlOf(postComment);
  await page.route(commentCall, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 4901, msg: '内容已被删除，无法评论' }) }),
  );
  await box.fill('这条会失败');
  await box.press('Control+Enter');
  await expectToast(page, '内容已被删除，无法评论');
  await expect(box).toHaveValue('这条会失败');
  await page.unroute(commentCall);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: /^评论/ }).getByText(text)).toBeVisible();
  expect(problems.list()).toEqual([]);
});

/** A tiny valid PNG (1×1), its colour varied so two uploads differ. */
function png(seed: number): Buffer {
  const base = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const copy = Buffer.from(base);
  // Bytes in the tEXt-free tail would break the CRC; vary the file by an appended trailer instead.
  return Buffer.concat([copy, Buffer.from(`seed-${seed}`)]);
}

test('posting an idea with two uploaded images shows them on its page; liking one’s own is not offered', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  await open(page, '/community');
  await page.getByRole('button', { name: '发想法' }).first().click();
  const composer = page.getByTestId('pin-composer');
  await expect(composer).toBeVisible();
  const text = `今天考完了中级电工实操 https://example.com/notes ${Date.now()}`;
  await composer.getByRole('textbox', { name: '想法内容' }).fill(text);
  await composer.getByTestId('pin-image-input').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: png(1) },
    { name: 'b.png', mimeType: 'image/png', buffer: png(2) },
  ]);
  await expect(composer.locator('li[data-uploaded="true"]')).toHaveCount(2);
  const topic = composer.getByRole('combobox', { name: '话题' });
  await expect(topic.locator('option')).not.toHaveCount(1);
  await topic.selectOption({ index: 1 });
  await composer.getByRole('button', { name: '发布' }).click();
  await expectToast(page, '发布成功');
  await expect(page).toHaveURL(/\/community\/pin\/\d+$/);

  const detail = page.getByRole('article', { name: /的想法$/ });
  await expect(detail.getByText('今天考完了中级电工实操')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  const images = detail.getByRole('list', { name: '2 张图片' }).getByRole('img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all())
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // One's own idea: its count, but no 点赞 or 举报, and no 关注 of oneself.
  await expect(detail.getByRole('button', { name: /点赞/ })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: '举报' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: /关注/ })).toHaveCount(0);
  await expect(detail.getByText('0 点赞')).toBeVisible();

  // The lightbox: arrow keys move, Esc closes.
  await detail.getByRole('button', { name: /查看大图.*1\/2/ }).click();
  const viewer = page.getByTestId('image-lightbox');
  await expect(viewer.getByRole('heading', { name: '图片 1 / 2' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading', { name: '图片 2 / 2' })).toBeVisible();
  await expect(viewer.getByRole('img', { name: /2\/2$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  expect(problems.list()).toEqual([]);
});

test('a text file renamed .jpg and a 10th image are refused in Chinese; nothing typed is lost', async ({ page }) => {
  await signInAsNewLearner(page.request);
  await open(page, '/community');
  await page.getByRole('button', { name: '发想法' }).first().click();
  const composer = page.getByTestId('pin-composer');
  const text = '这段文字不能丢';
  await composer.getByRole('textbox', { name: '想法内容' }).fill(text);
  const input = composer.getByTestId('pin-image-input');

  await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('这不是图片，只是改了扩展名的文本文件') });
  await expect(composer.getByRole('alert').filter({ hasText: 'notes.jpg：只能上传 PNG、JPG、GIF 或 WebP 图片' })).toBeVisible();
  await expect(composer.locator('li[data-uploaded]')).toHaveCount(0);

  await input.setInputFiles(
    Array.from({ length: 9 }, (_, index) => ({ name: `p${index}.png`, mimeType: 'image/png', buffer: png(index) })),
  );
  await expect(composer.locator('li[data-uploaded="true"]')).toHaveCount(9);
  await input.setInputFiles({ name: 'p9.png', mimeType: 'image/png', buffer: png(9) });
  await expect(composer.getByRole('alert').filter({ hasText: '最多上传 9 张图片' })).toBeVisible();
  await expect(composer.locator('li[data-uploaded]')).toHaveCount(9);
  await expect(composer.getByRole('textbox', { name: '想法内容' })).toHaveValue(text);

  // Closing and reopening the composer keeps the draft too.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '发想法' }).first().click();
  await expect(page.getByTestId('pin-composer').getByRole('textbox', { name: '想法内容' })).toHaveValue(text);
  await expect(page.getByTestId('pin-composer').locator('li[data-uploaded="true"]')).toHaveCount(9);
});

test('every seeded XSS payload on /community and on its idea pages is inert', async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const flag = (how: string) => () => {
      (window as unknown as { __xss?: string[] }).__xss = [...((window as unknown as { __xss?: string[] }).__xss ?? []), how];
    };
    window.alert = flag('alert');
    window.confirm = flag('confirm') as () => boolean;
    window.prompt = flag('prompt') as () => null;
  });
  const hostile = (await seededPins(page.request, 5)).filter((pin) => /<|javascript:|\u2028|\u2029|\S{120}/.test(pin.text));
  expect(hostile.length, 'the mock seeds ideas carrying XSS payloads').toBeGreaterThan(0);

  const check = async (path: string) => {
    await open(page, path);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? []), path).toEqual([]);
    expect(
      await page.locator('#root img[src="x"], #root svg[onload], #root [onerror], #root [onload], #root a[href^="javascript:" i]').count(),
      path,
    ).toBe(0);
    // No script in the body other than ours; the hydration data is one JSON element.
    const scripts = await page.evaluate(() => [...document.querySelectorAll('#root script')].length);
    expect(scripts, path).toBe(0);
    // Nothing wider than the page: long unbroken strings wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), path).toBe(true);
  };
  for (const tab of ['', '?tab=pin', '?tab=question']) await check(`/community${tab}`);
  for (const pin of hostile.slice(0, 6)) {
    await check(`/community/pin/${pin.id}`);
    // The text is shown as text.
    const shown = (await page.getByRole('article', { name: /的想法$/ }).innerText()).replace(/\s+/g, '');
    const fragment = pin.text.replace(/[\u2028\u2029\s]+/g, '').slice(0, 20);
    expect(shown).toContain(fragment);
  }
  expect(dialogs).toEqual([]);
});

test('signed out: like, favourite, follow, comment and 发想法 open the login modal @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  const pin = await plainPin(page.request, 5);
  await open(page, `/community/pin/${pin.id}`);
  const detail = page.getByRole('article', { name: /的想法$/ });
  const modal = page.getByTestId('login-modal');
  for (const control of [
    likeButton(detail),
    detail.getByRole('button', { name: /^收藏/ }),
    detail.getByRole('button', { name: /^\+?关注$/ }),
    page.getByRole('textbox', { name: '写下你的评论…' }),
  ]) {
    await control.click();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
  expect(await likeCount(detail)).toBe(pin.likeCount);
  await open(page, '/community');
  await page.getByRole('button', { name: '发想法' }).first().click();
  await expect(modal).toBeVisible();
  expect(problems.list()).toEqual([]);
});

// A missing idea is the 404 page: server/community-pages.test.ts.

test('an idea deleted meanwhile says 内容已被删除 (4901) rather than failing', async ({ page }) => {
  const pin = await plainPin(page.request, 6);
  // Before the list loads: visible links are prefetched.
  await page.route(urlOf(getPin, { id: pin.id }), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 4901, msg: '内容已被删除' }) }),
  );
  await open(page, '/community?tab=pin');
  await card(page, 'pin', pin.id)
    .getByRole('link', { name: /查看详情/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/community/pin/${pin.id}$`));
  await expect(page.getByTestId('content-deleted').getByRole('heading', { name: '内容已被删除' })).toBeVisible();
  await page.getByRole('link', { name: '返回社区' }).click();
  await expect(page).toHaveURL(/\/community$/);
});

test('a video plays in a dialog with the native player', async ({ page }) => {
  const problems = trackProblems(page);
  await open(page, '/community?tab=video');
  await page
    .getByRole('button', { name: /^播放视频：/ })
    .first()
    .click();
  const dialog = page.getByTestId('video-dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.readyState >= 2 && !video.error), { timeout: 10_000 })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems.list()).toEqual([]);
});

test('phone layout: the community banners of slot 4, no side column, nothing wider than the screen @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  await open(page, '/community');
  await expect(page.getByRole('complementary', { name: '社区侧栏' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: '社区内容' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '热门话题' })).toBeVisible();
  // Slot 4 shows, slot 3 (the side column's) does not.
  await expect(page.locator('section[aria-label="社区推荐"]:visible')).toHaveCount(1);
  await expect(page.locator('section[aria-label="社区推荐"]:visible a').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const pin = (await seededPins(page.request)).find((item) => item.images.length > 2) ?? (await plainPin(page.request));
  await open(page, `/community/pin/${pin.id}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems.list()).toEqual([]);
});
