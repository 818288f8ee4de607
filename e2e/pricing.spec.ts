import { expect, type Page } from '@playwright/test';
import { createBusinessLead } from '@shared/api/business';
import { uploadImage } from '@shared/api/community';
import { contractClient, urlOf } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * /pricing, /business and /feedback. Their axe runs: e2e/accessibility.spec.ts; /pricing prerendered
 * with the yearly prices in its HTML: server/pages-without-javascript.test.ts.
 */

/** The price tag of a plan card, as one string (`¥9,800/年`, `联系销售`). */
const priceOf = (page: Page, edition: number) => page.getByTestId(`plan-${edition}`).getByTestId('plan-price');
const savingOf = (page: Page, edition: number) => page.getByTestId(`plan-${edition}`).getByTestId('plan-saving');

/** A small PNG; `seed` makes each file different. */
function png(seed: number): Buffer {
  const base = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([base, Buffer.from(`seed-${seed}`)]);
}

/** Console lines about icons we made fail on purpose are not problems of the page. */
const withoutIconNoise = (problems: string[]) => problems.filter((line) => !line.includes('/icons/'));

test('the period switch changes every price and the 省 N% badges without a navigation, by mouse and by keyboard', async ({ page }) => {
  const problems = trackProblems(page);
  await page.goto('/pricing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('选择适合你的培训方案');
  const reloads = await watchFullReloads(page);
  const yearly = page.getByRole('radio', { name: /按年/ });
  await expect(yearly).toBeChecked();
  await expect(yearly).toHaveAccessibleName(/最高省 31%/);
  await expect(priceOf(page, 3)).toHaveText('¥0');
  await expect(priceOf(page, 1)).toHaveText('¥9,800/年');
  await expect(savingOf(page, 1)).toHaveText('省 24%');
  await expect(savingOf(page, 2)).toHaveText('省 31%');
  await expect(page.getByTestId('plan-2')).toContainText('推荐');
  // On a wide screen the comparison fits its box (a phone scrolls it sideways: the @mobile test).
  expect(await page.getByTestId('comparison').evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  await page.getByRole('radio', { name: '按月' }).click();
  await expect(page.getByRole('radio', { name: '按月' })).toBeChecked();
  await expect(priceOf(page, 1)).toHaveText('¥1,080/月');
  await expect(priceOf(page, 2)).toHaveText('¥3,280/月');
  await expect(priceOf(page, 3)).toHaveText('¥0');
  await expect(priceOf(page, 4)).toHaveText('联系销售');
  await expect(page.getByTestId('plan-saving')).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing\?period=2$/);

  // Keyboard: arrows move through the radio group and select as they go.
  await page.getByRole('radio', { name: '按月' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '按日' })).toBeChecked();
  await expect(priceOf(page, 1)).toHaveText('¥49/日');
  await expect(priceOf(page, 2)).toHaveText('¥149/日');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(yearly).toBeChecked();
  await expect(priceOf(page, 2)).toHaveText('¥26,800/年');
  await expect(savingOf(page, 2)).toHaveText('省 31%');
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await reloads.markerKept()).toBe(true);
  expect(reloads.documents).toEqual([]);

  // A shared link with ?period= shows that period once the page is live.
  await page.goto('/pricing?period=3');
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: '按日' })).toBeChecked();
  await expect(priceOf(page, 1)).toHaveText('¥49/日');
  expect(problems.list()).toEqual([]);
});

test('icons load lazily near the viewport; a missing one and a slow one (time-out 1500 ms) become placeholders and the page still works', async ({
  page,
}) => {
  const problems = trackProblems(page);
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('/icons/') && requested.push(new URL(request.url()).pathname));
  await page.route('**/icons/growth.svg', (route) => route.abort());
  await page.route('**/icons/certificate.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue().catch(() => undefined);
  });
  // Every icon's states as they change, with the page's own clock: the slow icon is `loading` for its
  // 1500 ms at most, which a loaded machine can spend before the test looks (it then saw only `fallback`).
  await page.addInitScript(() => {
    const log: { icon: string; state: string; at: number }[] = [];
    (window as unknown as { __iconStates: typeof log }).__iconStates = log;
    const last = new Map<Element, string>();
    const collect = () => {
      for (const element of document.querySelectorAll('[data-icon]')) {
        const state = element.getAttribute('data-state') ?? '';
        if (last.get(element) === state) continue;
        last.set(element, state);
        log.push({ icon: element.getAttribute('data-icon') ?? '', state, at: performance.now() });
      }
    };
    new MutationObserver(collect).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  const statesOf = async (name: string) =>
    (await page.evaluate(() => (window as unknown as { __iconStates: { icon: string; state: string; at: number }[] }).__iconStates)).filter(
      (entry) => entry.icon === name,
    );
  await page.goto('/pricing');
  await waitForHydration(page);
  // Nothing below the fold was fetched with the page.
  expect(requested).not.toContain('/icons/cloud.svg');
  const icon = (name: string) => page.locator(`[data-icon="${name}"]`);
  await icon('growth').scrollIntoViewIfNeeded();
  await expect(icon('growth')).toHaveAttribute('data-state', 'fallback');
  await expect(icon('clock')).toHaveAttribute('data-state', 'loaded');
  await expect(icon('clock').locator('img')).toHaveAttribute('src', /^blob:/);
  // The slow one: loading, then the placeholder once its 1500 ms are up (the file is held 4 s).
  await expect(icon('certificate')).toHaveAttribute('data-state', 'fallback', { timeout: 10_000 });
  const certificate = await statesOf('certificate');
  const loading = certificate.find((entry) => entry.state === 'loading');
  const fallback = certificate.find((entry) => entry.state === 'fallback');
  expect(certificate.map((entry) => entry.state).slice(-2), 'loading, then the placeholder').toEqual(['loading', 'fallback']);
  expect(fallback!.at - loading!.at, 'page time the slow icon was given').toBeGreaterThanOrEqual(1_000);
  for (const name of ['growth', 'certificate', 'clock']) await expect(icon(name)).toHaveAttribute('aria-hidden', 'true');
  await icon('cloud').scrollIntoViewIfNeeded();
  await expect(icon('cloud')).toHaveAttribute('data-state', 'loaded');
  // The page still works: the switch, the FAQ.
  await page.getByRole('radio', { name: '按月' }).click();
  await expect(priceOf(page, 1)).toHaveText('¥1,080/月');
  await page.getByText('可以开具发票吗？').click();
  await expect(page.getByText('支付完成后在「设置 - 发票管理」申请')).toBeVisible();
  expect(withoutIconNoise(problems.list())).toEqual([]);
});

test('plan buttons lead to the right places: 企业版 to the sales form, 免费版 to the onboarding intention', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: '免费版：免费开通' })).toHaveAttribute('href', '/join/intention');
  await expect(page.getByRole('link', { name: '私有化部署：联系销售' })).toHaveAttribute('href', '/business#contact');
  await page.getByRole('link', { name: '企业版：立即咨询' }).click();
  await expect(page).toHaveURL(/\/business#contact$/);
  await expect(page.getByRole('heading', { name: '预约培训顾问' })).toBeInViewport();
  // And back by a client navigation: the plans come from /pricing/_payload.json, not the API.
  const payload = page.waitForResponse((response) => response.url().endsWith('/pricing/_payload.json'));
  await page.getByRole('link', { name: '查看价格方案' }).click();
  expect((await payload).status()).toBe(200);
  await expect(priceOf(page, 1)).toHaveText('¥9,800/年');
});

test('business: the contact form checks like the API, a refusal keeps what was typed, a valid enquiry gets a reference number', async ({
  page,
}) => {
  const problems = trackProblems(page);
  await page.goto('/business#contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: '企业培训咨询' });
  await form.getByRole('button', { name: '提交咨询' }).click();
  await expect(form.getByText('请输入企业名称')).toBeVisible();
  await expect(form.getByText('请输入手机号')).toBeVisible();
  await expect(form.getByText('请选择企业规模')).toBeVisible();
  await expect(form.getByText('请至少选择一项培训需求')).toBeVisible();
  await expect(form.getByRole('textbox', { name: '企业名称' })).toBeFocused();

  const phone = form.getByRole('textbox', { name: '手机号' });
  await phone.fill('2380013800');
  await phone.blur();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#lead-phone-error')).toHaveText('手机号格式错误');
  await expect(phone).toHaveAttribute('aria-describedby', 'lead-phone-error');

  // Five enquiries from this phone today already: the API refuses the sixth (5601).
  const number = `139${String(Date.now()).slice(-8)}`;
  for (let index = 0; index < 5; index++)
    await contractClient(page.request).call(createBusinessLead, {
      body: { company: '预先提交公司', contact: '测试', phone: number, size: 1, needs: [1], remark: '' },
    });
  await form.getByRole('textbox', { name: '企业名称' }).fill('宁波港城机电有限公司');
  await form.getByRole('textbox', { name: '联系人' }).fill('王经理');
  await phone.fill(number);
  await form.getByRole('combobox', { name: '企业规模' }).selectOption({ label: '200–499 人' });
  // The messages above go as the fields are re-checked (300 ms after typing): wait, so the chips stop moving.
  for (const field of ['company', 'contact', 'phone', 'size']) await expect(page.locator(`#lead-${field}-error`)).toHaveCount(0);
  await form.getByRole('checkbox', { name: '职业技能等级认定' }).check();
  await form.getByRole('checkbox', { name: '安全生产培训' }).check();
  await form.getByRole('textbox', { name: '备注' }).fill('约 300 名一线员工，明年一季度集中认定');
  await expect(form.getByText('21/300')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: '提交咨询' }).click();
  await expect(form.getByRole('alert')).toContainText('今天已提交 5 次');
  await expectToast(page, '今天已提交 5 次');
  await expect(form.getByRole('textbox', { name: '企业名称' })).toHaveValue('宁波港城机电有限公司');
  await expect(form.getByRole('checkbox', { name: '职业技能等级认定' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: '备注' })).toHaveValue('约 300 名一线员工，明年一季度集中认定');

  await phone.fill(`137${String(Date.now()).slice(-8)}`);
  await form.getByRole('button', { name: '提交咨询' }).click();
  const thanks = page.getByTestId('lead-thanks');
  await expect(thanks).toContainText('感谢你的咨询');
  await expect(page.getByTestId('lead-reference')).toHaveText(/^QY\d{14}$/);
  await expectToast(page, '提交成功');
  await thanks.getByRole('button', { name: '再提交一条咨询' }).click();
  await expect(page.getByRole('textbox', { name: '企业名称' })).toHaveValue('');
  expect(problems.list()).toEqual([]);
});

test('feedback signed out: the rules and the counter, screenshots ask for a sign-in, text-only feedback gets a ticket', async ({
  page,
}) => {
  const problems = trackProblems(page);
  // From a course page by the footer's link (a client navigation): that page is attached.
  await page.goto('/course');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: '意见反馈' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: '意见反馈' })).toBeVisible();
  const form = page.getByRole('form', { name: '意见反馈' });
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(form.getByText('请选择反馈类型')).toBeVisible();
  await expect(form.getByText('请描述你遇到的问题或建议')).toBeVisible();
  await expect(form.getByText('未登录时请留下手机号或邮箱')).toBeVisible();
  // The first field with a message takes the focus: the category's chips.
  await expect(form.locator('[data-field="category"]')).toBeFocused();

  const description = form.getByRole('textbox', { name: '问题描述' });
  await description.fill('页面打不开');
  await expect(page.locator('#feedback-description-error')).toHaveText('问题描述不能少于 10 个字');
  await expect(form.getByTestId('feedback-counter')).toHaveText('5/500');
  await description.fill('课程列表页筛选后分页按钮没有反应，点击第 2 页仍停留在第 1 页');
  await expect(page.locator('#feedback-description-error')).toHaveCount(0);
  await form.getByRole('radio', { name: '页面错误' }).click();
  await expect(form.getByRole('radio', { name: '页面错误' })).toBeChecked();
  const contact = form.getByRole('textbox', { name: '联系方式' });
  await contact.fill('1380013800');
  await contact.blur();
  await expect(page.locator('#feedback-contact-error')).toHaveText('手机号格式错误');

  // Uploading needs a sign-in: the button opens the login modal instead.
  await form.getByRole('button', { name: /添加截图/ }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: '密码登录' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await form.getByText('提交时将自动附带页面地址与浏览器信息').click();
  await expect(form.getByTestId('feedback-attached')).toContainText('/course');
  await contact.fill('learner@example.com');
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByTestId('feedback-thanks')).toContainText('感谢你的反馈');
  await expect(page.getByTestId('feedback-ticket')).toHaveText(/^FK\d{14}$/);
  await page.getByRole('button', { name: '再提交一条' }).click();
  await expect(page.getByRole('textbox', { name: '问题描述' })).toHaveValue('');
  expect(problems.list()).toEqual([]);
});

test('feedback signed in: two screenshots uploaded with progress, a non-image and a 4th refused, contact optional → ticket', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  // Uploads take a moment, so their progress shows.
  await page.route(urlOf(uploadImage), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/feedback');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: '意见反馈' });
  await expect(form.getByRole('textbox', { name: '联系方式（选填）' })).toBeVisible();
  const input = form.getByTestId('feedback-shot-input');

  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('这不是图片，只是改了扩展名的文本文件') });
  await expect(form.getByRole('alert')).toContainText('notes.png：只能上传 PNG、JPG、GIF 或 WebP 图片');
  await expect(form.getByTestId('feedback-shot')).toHaveCount(0);

  await input.setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: png(1) },
    { name: 'b.png', mimeType: 'image/png', buffer: png(2) },
  ]);
  await expect(form.getByRole('progressbar', { name: 'a.png 上传进度' })).toBeVisible();
  await expect(form.locator('[data-testid="feedback-shot"][data-uploaded="true"]')).toHaveCount(2);
  await expect(form.getByRole('button', { name: /添加截图/ })).toContainText('2/3');

  // Two more at once: one fits, the 4th is refused.
  await input.setInputFiles([
    { name: 'c.png', mimeType: 'image/png', buffer: png(3) },
    { name: 'd.png', mimeType: 'image/png', buffer: png(4) },
  ]);
  await expect(form.getByRole('alert')).toContainText('最多上传 3 张截图');
  await expect(form.locator('[data-testid="feedback-shot"][data-uploaded="true"]')).toHaveCount(3);
  await expect(form.getByRole('button', { name: /添加截图/ })).toHaveCount(0);
  await form.getByRole('button', { name: '移除截图 3' }).click();
  await expect(form.getByTestId('feedback-shot')).toHaveCount(2);

  await form.getByRole('radio', { name: '支付与订单' }).click();
  await form.getByRole('textbox', { name: '问题描述' }).fill('支付成功后订单仍显示待支付，刷新后才变为已支付');
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByTestId('feedback-ticket')).toHaveText(/^FK\d{14}$/);
  await expectToast(page, '反馈已提交');
  expect(problems.list()).toEqual([]);
});

test('pricing on a phone: the switch works, the comparison scrolls sideways inside its box, nothing overflows the page @mobile', async ({
  page,
}) => {
  const problems = trackProblems(page);
  const width = page.viewportSize()!.width;
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.getByRole('radio', { name: '按日' }).click();
  await expect(priceOf(page, 2)).toHaveText('¥149/日');
  const table = page.getByTestId('comparison');
  await table.scrollIntoViewIfNeeded();
  const sizes = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  // On a phone the table scrolls inside its own box (on a wide screen it fits: the period-switch test).
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  for (const path of ['/pricing', '/business', '/feedback']) {
    if (path !== '/pricing') {
      await page.goto(path);
      await waitForHydration(page);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
  }
  expect(problems.list()).toEqual([]);
});
