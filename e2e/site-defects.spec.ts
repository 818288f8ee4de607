import { expect, type Locator, type Page } from '@playwright/test';
import { listCourses } from '@shared/api/catalogue';
import { startExamAttempt, submitExamAttempt } from '@shared/api/exam';
import { applyRefund, createOrder, payOrder } from '@shared/api/order';
import { PayMethod, ProductType } from '@shared/enums/order';
import { RefundReason } from '@shared/lib/order-rules';
import { apiPath, contractClient } from './support/api';
import { signInAsNewLearner, storageStateOf } from './support/accounts';
import { mockControls } from './support/mock';
import { waitForHydration } from './support/page';
import { test } from './support/toasts';

/** Regression tests for the small defects of issue 26 found trying the site as a learner. */

const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'on screen').not.toBeNull();
  return found!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** An empty header search shows the same warning toast each time (the site's simplest toast to cause). */
async function emptySearch(page: Page) {
  const input = page.locator('header [role=search] input').first();
  await input.fill('');
  await input.press('Enter');
}

test('six identical toasts are one toast that counts them', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  for (let index = 0; index < 6; index += 1) await emptySearch(page);
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts.getByTestId('toast-count')).toContainText('×6');
});

test.describe('phones (390×844)', () => {
  test.use({ storageState: storageStateOf('plain') });

  test('/enrollment: 我的报名 does not push the status tabs off screen @mobile', async ({ page }) => {
    await page.goto('/enrollment');
    await waitForHydration(page);
    const tabs = page.getByRole('navigation', { name: '报名状态' });
    const row = tabs.getByRole('list');
    const mine = tabs.getByRole('link', { name: '我的报名' });
    await expect(mine).toBeInViewport({ ratio: 0.95 });
    // The tabs keep the whole width: at least 全部, 报名中 and 未开始 are fully visible.
    expect((await box(row)).width).toBeGreaterThan(PHONE.width - 48);
    for (const name of [/^全部/, /^报名中/, /^未开始/]) await expect(row.getByRole('link', { name })).toBeInViewport({ ratio: 0.95 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the message centre keeps its open group in view, on load and after a navigation @mobile', async ({ page }) => {
    const groups = page.getByRole('navigation', { name: '消息分组' });
    await page.goto('/message/whisper');
    await waitForHydration(page);
    await expect(groups.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.95 });
    await groups.getByRole('link', { name: /^回复我的/ }).click();
    await expect(page).toHaveURL(/\/message\/reply$/);
    await expect(groups.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.95 });
    await page.goBack();
    await expect(page).toHaveURL(/\/message\/whisper$/);
    await expect(groups.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.95 });
  });
});

test.describe('exams', () => {
  test.describe.configure({ mode: 'serial' });
  const EXAM = 3;

  test('legend, hand-in copy, toasts clear of the timer, 已考 only when handed in, 错题练习 said once', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNewLearner(page.request);
    const api = contractClient(page.request);
    const paper = await api.call(startExamAttempt, { params: { id: EXAM }, body: { kind: 'mock' } });

    // The exam page: the open paper is not 已考.
    await page.goto(`/exam/${EXAM}`);
    const handedIn = page.getByTestId('attempts-handed-in');
    await expect(handedIn).toContainText('0 次');
    await expect(handedIn).toContainText('另有 1 次作答中');

    await page.goto(`/exam/${EXAM}/mocks/${paper.id}`);
    await waitForHydration(page);
    const sheet = page.getByRole('navigation', { name: '答题卡' });
    await page.getByTestId('exam-question').locator('label').first().click();
    const firstCell = sheet.getByRole('button', { name: /^第 1 题，已答/ });
    await expect(firstCell).toBeVisible();
    // The legend's swatches are drawn as the sheet's cells.
    const colours = await sheet.evaluate((nav) => {
      const background = (element: Element | null) => (element ? getComputedStyle(element).backgroundColor : null);
      const swatches = [...nav.querySelectorAll('p span[aria-hidden="true"]')];
      const cells = [...nav.querySelectorAll('ol button')];
      return {
        answeredSwatch: background(swatches[0]!),
        blankSwatch: background(swatches[2]!),
        answeredCell: background(cells.find((cell) => cell.getAttribute('aria-label')?.includes('已答')) ?? null),
        blankCell: background(cells.find((cell) => cell.getAttribute('aria-label')?.includes('未答')) ?? null),
      };
    });
    expect(colours.answeredSwatch).toBe(colours.answeredCell);
    expect(colours.blankSwatch).toBe(colours.blankCell);
    expect(colours.answeredSwatch).not.toBe(colours.blankSwatch);

    // Hand-in dialog: the count said once.
    const handIn = () => page.getByRole('complementary').getByRole('button', { name: '交卷' }).click();
    const dialog = page.getByRole('dialog', { name: '确认交卷' });
    await handIn();
    await expect(dialog).toContainText('题等');
    await expect(dialog).not.toContainText(/题\s*题/);

    // A refused hand-in's toast never covers the timer, on a desktop and on a phone.
    await page.route(`**${apiPath(submitExamAttempt, { params: { subId: paper.id } })}`, (route) =>
      route.fulfill({ status: 200, json: { code: 5000, msg: '服务繁忙，请稍后重试', data: null } }),
    );
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      if (!(await dialog.isVisible())) await handIn();
      await dialog.getByRole('button', { name: '确认交卷' }).click();
      const toast = page.getByTestId('toast').filter({ hasText: '服务繁忙' });
      await expect(toast).toBeVisible();
      await expect(toast).toHaveCSS('opacity', '1');
      expect(overlaps(await box(toast), await box(page.getByTestId('exam-timer'))), `toast over the timer at ${viewport.width}px`).toBe(
        false,
      );
      await toast.getByRole('button', { name: '关闭' }).click();
      await expect(toast).toHaveCount(0);
    }
    await page.unroute(`**${apiPath(submitExamAttempt, { params: { subId: paper.id } })}`);
    await page.setViewportSize({ width: 1440, height: 900 });

    // 错题练习: its breadcrumb says so once.
    await api.call(submitExamAttempt, { params: { subId: paper.id }, body: {} });
    const wrong = await api.call(startExamAttempt, { params: { id: EXAM }, body: { kind: 'mock', fromAttemptId: paper.id } });
    await page.goto(`/exam/${EXAM}/mocks/${wrong.id}`);
    const current = page.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]');
    await expect(current).toContainText('错题练习');
    expect((await current.textContent())!.match(/错题练习/g)).toHaveLength(1);
  });
});

test.describe('checkout on a phone', () => {
  test('提交订单 and the amount stay at the bottom of the screen; the methods the web never takes are one line @mobile', async ({
    page,
  }) => {
    await signInAsNewLearner(page.request);
    const course = (
      await contractClient(page.request).call(listCourses, { query: { price: 'paid', size: 24, page: 2, sort: 'price-asc' } })
    ).list[0]!;
    await page.goto(`/order/pay/create?productType=1&productId=${course.id}`);
    await waitForHydration(page);
    const bar = page.getByTestId('pay-bar');
    await expect(bar).toBeInViewport({ ratio: 0.95 });
    await expect(bar.getByRole('button', { name: '提交订单' })).toBeVisible();
    await expect(bar).toContainText('应付');
    await expect(page.getByRole('button', { name: '提交订单' })).toHaveCount(1);
    // Scrolled on, the bar is still on screen.
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(bar).toBeInViewport({ ratio: 0.95 });

    const methods = page.getByRole('radiogroup', { name: '支付方式' });
    // 微信支付, 聚合支付 (支付宝 in the phone's browser, issue 35 §12) and 技能币.
    await expect(methods.getByRole('radio')).toHaveCount(3);
    const elsewhere = page.getByTestId('pay-methods-elsewhere');
    await expect(elsewhere).toContainText('苹果支付、银行支付、医培支付');
    await expect(elsewhere).toContainText('仅限 App 或线下办理');
  });
});

test('the order list tags a refund under way once: 退款中, never 退款退款中', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const course = (await api.call(listCourses, { query: { price: 'paid', size: 24, page: 2, sort: 'price-asc' } })).list[5]!;
  const order = await api.call(createOrder, {
    body: { productType: ProductType.COURSE, productId: course.id, idempotencyKey: `e2e-defects-refund-${course.id}-${Date.now()}` },
  });
  await api.call(payOrder, {
    params: { id: order.id },
    body: { payMethod: PayMethod.WECHAT, idempotencyKey: `e2e-defects-pay-${order.id}-${Date.now()}` },
  });
  await mockControls(page.request).wechatPays(order.id);
  await api.call(applyRefund, { params: { id: order.id }, body: { reason: RefundReason.values[0]!, description: '' } });
  // Applied → agreed → refunding (the state whose tag read 退款退款中).
  for (let step = 0; step < 2; step += 1) await mockControls(page.request).advanceRefund(order.id);

  await page.goto('/order/course');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: course.title });
  await expect(card.locator('header .tag')).toHaveText('退款中');
  await expect(page.getByRole('main')).not.toContainText('退款退款中');
});

test.describe('news covers and the home banners', () => {
  /** The pictograms' taglines (mock-api/content/news-routes.ts): a drawn cover says one; the old bars said none. */
  const COVER_TAGLINES = /政策要点速览|考试安排与报名|行业趋势观察|平台通知|求职与成长/;

  /** Each cover on screen loaded as a picture, and the picture is a drawn cover, not bars of a loading skeleton. */
  async function expectDrawnCovers(page: Page, covers: Locator) {
    // A client navigation commits its page a moment after the URL changes: wait for it before counting.
    await expect(covers.first()).toBeVisible();
    const count = await covers.count();
    for (let index = 0; index < count; index += 1) {
      const cover = covers.nth(index);
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          message: `cover ${index + 1} loaded`,
        })
        .toBeGreaterThan(0);
      const drawn = await page.request.get(new URL((await cover.getAttribute('src'))!, page.url()).href);
      expect(drawn.status()).toBe(200);
      expect(await drawn.text()).toMatch(COVER_TAGLINES);
    }
    await expect(page.locator('main [aria-busy="true"], main [class*="skeleton" i]')).toHaveCount(0);
  }

  test('news images are drawn covers, not grey loading skeletons: the list and a story', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await expectDrawnCovers(page, page.getByTestId('news-row').locator('img'));
    await page.getByTestId('news-row').first().locator('a').click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expectDrawnCovers(page, page.getByRole('main').locator('figure img'));
  });

  /** The carousel on screen: every slide's copy promises what exists, and its link answers 200. */
  async function expectHonestBanners(page: Page) {
    await page.goto('/');
    await waitForHydration(page);
    const all = page.locator('[aria-roledescription="幻灯片"]');
    await expect(page.getByRole('main')).not.toContainText('注册即领');
    await expect(page.getByRole('main')).not.toContainText('7 天会员');
    const links = new Set<string>();
    for (const slide of await all.all()) links.add((await slide.locator('a').getAttribute('href'))!);
    for (const link of links) expect((await page.request.get(link)).status(), link).toBe(200);
    // The free-course banner leads to free courses, as it says.
    const free = all.filter({ hasText: '免费好课' }).first();
    await expect(free).toContainText('注册登录后一键加入学习');
    const href = (await free.locator('a').getAttribute('href'))!;
    expect(href).toBe('/course?price=free');
    expect((await page.goto(href))?.status()).toBe(200);
    await expect(page.getByTestId('course-card').first()).toContainText('免费');
  }

  test('the home banners no longer promise 注册即领 7 天会员; each one leads to a page that exists', async ({ page }) => {
    await expectHonestBanners(page);
  });

  test.describe('on a phone', () => {
    test('the phone banners no longer promise 注册即领 7 天会员; each one leads to a page that exists @mobile', async ({ page }) => {
      await expectHonestBanners(page);
    });
  });
});
