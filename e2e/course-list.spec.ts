import { expect, test, type Page } from '@playwright/test';
import { listCourses } from '@shared/api/catalogue';
import { contractClient } from './support/api';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';

/** The /course list: filters, sorts and pages are links held in the URL (client/features/courses). */
const row = (page: Page, name: string) => page.getByRole('group', { name });
const option = (page: Page, rowName: string, label: string) => row(page, rowName).getByRole('link', { name: label, exact: true });
const sortLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: '排序' }).getByRole('link', { name: label, exact: true });
const pageLink = (page: Page, name: string) => page.getByRole('navigation', { name: '分页' }).getByRole('link', { name, exact: true });
const cards = (page: Page) => page.getByTestId('course-card');
const totalText = (page: Page) => page.getByText(/^共 \d+ 门课程$/);

async function totalOf(page: Page): Promise<number> {
  const text = (await totalText(page).textContent()) ?? '';
  return Number(/共 (\d+) 门课程/.exec(text)?.[1] ?? NaN);
}

/** The course links of the cards, in order: tells one page of the list from another. */
const cardHrefs = (page: Page) =>
  cards(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** Each card's price in yuan: its text ends with ¥now (¥before struck out) or 免费 (a tag may say 免费试看, hence the anchor). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((text) => {
    const match = /(?:免费|¥([\d.]+)(?:¥[\d.]+)?)$/.exec(text.trim());
    if (!match) throw new Error(`no price in card: ${text}`);
    return match[1] === undefined ? 0 : Number(match[1]);
  });
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Every card shown says `text` (a level as "· 中级工", a profession in the title). */
async function expectEveryCard(page: Page, text: string) {
  await expect.poll(async () => (await cards(page).allTextContents()).filter((card) => !card.includes(text)).length).toBe(0);
  await expect(cards(page).first()).toBeVisible();
}

async function expectActive(page: Page, rowName: string, label: string) {
  await expect(option(page, rowName, label)).toHaveAttribute('aria-current', 'true');
  await expect(row(page, rowName).locator('[aria-current]')).toHaveCount(1);
}

/** Every course in the catalogue, as the API counts them: the unfiltered list shows this total. */
async function catalogueTotal(page: Page): Promise<number> {
  return (await contractClient(page.request).call(listCourses, { query: { size: 1 } })).total;
}

async function openList(page: Page, path = '/course') {
  await page.goto(path);
  await waitForHydration(page);
}

test('filters and sort: client-side navigation, URL, total, active options and price order', async ({ page }) => {
  const problems = trackProblems(page);
  const allCourses = await catalogueTotal(page);
  await openList(page);
  await expect(cards(page)).toHaveCount(24);
  expect(await totalOf(page)).toBe(allCourses);
  await expectActive(page, '等级', '全部');
  const { documents, markerKept } = await watchFullReloads(page);

  await option(page, '等级', '中级工').click();
  await expect(page).toHaveURL(/\/course\?level=2$/);
  await expectActive(page, '等级', '中级工');
  await expect.poll(() => totalOf(page)).toBeLessThan(allCourses);
  const levelTotal = await totalOf(page);
  expect(levelTotal).toBeGreaterThan(0);
  await expectEveryCard(page, '· 中级工');

  await option(page, '价格', '付费').click();
  await expect(page).toHaveURL(/\/course\?level=2&price=paid$/);
  await expectActive(page, '价格', '付费');
  await expectActive(page, '等级', '中级工');
  await expect.poll(() => totalOf(page)).toBeLessThan(levelTotal);
  const paidTotal = await totalOf(page);

  await sortLink(page, '价格 ↑').click();
  await expect(page).toHaveURL(/\/course\?level=2&price=paid&sort=price-asc$/);
  await expect(sortLink(page, '价格 ↑')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('navigation', { name: '排序' }).locator('[aria-current]')).toHaveCount(1);
  expect(await totalOf(page)).toBe(paidTotal);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, index) => price > 0 && (index === 0 || price >= prices[index - 1]!));
    })
    .toBe(true);
  // A sort keeps the filters; nothing but the first document was ever loaded.
  await expectActive(page, '价格', '付费');
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);
  expect(problems.list()).toEqual([]);
});

test('a filtered URL survives a reload, server-rendered with the same total and active options', async ({ page }) => {
  const problems = trackProblems(page);
  const allCourses = await catalogueTotal(page);
  await openList(page);
  await option(page, '等级', '高级工').click();
  await expect(page).toHaveURL(/\?level=3$/);
  await option(page, '类型', '实操技能').click();
  await expect(page).toHaveURL(/\?level=3&kind=2$/);
  await expectActive(page, '类型', '实操技能');
  await expect.poll(() => totalOf(page)).toBeLessThan(allCourses);
  const total = await totalOf(page);
  const hrefs = await cardHrefs(page);

  const response = await page.reload();
  const html = await response!.text();
  // The server's markup already holds the filtered list, its total and the active options.
  expect(html).toContain(`共 <strong>${total}</strong> 门课程`);
  expect(html.match(/data-testid="course-card"/g)?.length).toBe(hrefs.length);
  expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>高级工<\/a>/);
  expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>实操技能<\/a>/);
  await waitForHydration(page);
  expect(await totalOf(page)).toBe(total);
  expect(await cardHrefs(page)).toEqual(hrefs);
  await expectActive(page, '等级', '高级工');
  await expectActive(page, '类型', '实操技能');
  await expectActive(page, '分类', '全部');
  expect(problems.list()).toEqual([]);
});

// Without JavaScript the list is the server's HTML and its filters plain links: server/course-list-page.test.ts.

test('pagination: page 2 is other courses, 上一页 goes back, a filter change returns to page 1', async ({ page }) => {
  const problems = trackProblems(page);
  await openList(page);
  const { documents, markerKept } = await watchFullReloads(page);
  const firstPage = await cardHrefs(page);
  await expect(pageLink(page, '第 1 页')).toHaveAttribute('aria-current', 'page');

  await pageLink(page, '第 2 页').click();
  await expect(page).toHaveURL(/\/course\?page=2$/);
  await expect(pageLink(page, '第 2 页')).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await cardHrefs(page)).filter((href) => firstPage.includes(href)).length).toBe(0);
  await expect(cards(page)).toHaveCount(24);

  await pageLink(page, '上一页').click();
  await expect(page).toHaveURL(/\/course$/);
  await expect.poll(() => cardHrefs(page)).toEqual(firstPage);
  await expect(pageLink(page, '第 1 页')).toHaveAttribute('aria-current', 'page');

  await pageLink(page, '下一页').click();
  await expect(page).toHaveURL(/\/course\?page=2$/);
  await option(page, '价格', '免费').click();
  await expect(page).toHaveURL(/\/course\?price=free$/);
  expect(params(page)).not.toHaveProperty('page');
  await expectActive(page, '价格', '免费');
  await expect.poll(async () => (await cardPrices(page)).every((price) => price === 0)).toBe(true);
  expect(await totalOf(page)).toBeGreaterThan(24); // the mock's free courses fill more than one page
  await expect(pageLink(page, '第 1 页')).toHaveAttribute('aria-current', 'page');
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);
  expect(problems.list()).toEqual([]);
});

test('a new page starts at the top, a filter keeps the position; past the end 上一页 is the last page', async ({ page }) => {
  await page.goto('/course');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: '分页' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await pageLink(page, '第 2 页').click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await row(page, '价格').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const kept = await page.evaluate(() => window.scrollY);
  expect(kept).toBeGreaterThan(0);
  await option(page, '价格', '付费').click();
  await expect(page).toHaveURL(/\?price=paid$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(kept);

  await page.goto('/course?page=500');
  const last = Math.ceil((await totalOf(page)) / 24);
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '上一页' })).toHaveAttribute(
    'href',
    `/course?page=${last}`,
  );
});

test('a category narrows the 职业 row; another category drops the chosen profession', async ({ page }) => {
  const problems = trackProblems(page);
  await openList(page);
  const professions = row(page, '职业').getByRole('link');
  // 全部 + every profession of the catalogue, the first ten shown and the rest behind 更多 (a closed <details>).
  await expect(row(page, '职业').locator('a')).toHaveCount(1 + 40);
  await expect(professions).toHaveCount(1 + 10);
  // A wide screen wraps the 12 categories instead of scrolling them sideways (a phone's: the @mobile test).
  expect(
    await row(page, '分类')
      .getByRole('list')
      .evaluate((list) => list.scrollWidth <= list.clientWidth),
  ).toBe(true);

  await option(page, '分类', '信息技术').click();
  await expect.poll(() => params(page)).toEqual({ category: '信息技术' });
  await expectActive(page, '分类', '信息技术');
  await expect(professions).toHaveText(['全部', '网络安全管理员', '人工智能训练师', '数据分析师', '物联网安装调试员', '计算机程序设计员']);

  await option(page, '职业', '数据分析师').click();
  await expect.poll(() => params(page)).toEqual({ category: '信息技术', profession: expect.stringMatching(/^\d+$/) });
  await expectActive(page, '职业', '数据分析师');
  await expectEveryCard(page, '数据分析师');
  const professionTotal = await totalOf(page);
  expect(professionTotal).toBeGreaterThan(0);

  await option(page, '分类', '家政服务').click();
  await expect.poll(() => params(page)).toEqual({ category: '家政服务' });
  await expectActive(page, '分类', '家政服务');
  await expectActive(page, '职业', '全部');
  await expect(professions).toHaveText(['全部', '育婴员', '保育师', '家政服务员']);
  await expect.poll(async () => (await cards(page).allTextContents()).some((text) => text.includes('数据分析师'))).toBe(false);
  expect(problems.list()).toEqual([]);
});

// Past the last page and impossible values: server/course-list-page.test.ts (the server renders both).

test('phone: the filter rows scroll sideways, tapping a level filters @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  const allCourses = await catalogueTotal(page);
  await openList(page);
  const options = row(page, '分类').getByRole('list');
  const { scrollWidth, clientWidth } = await options.evaluate((list) => ({ scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
  // On a phone the 12 categories stay on one scrolling line (a wide screen wraps them: the 职业 row test).
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await option(page, '等级', '技师').tap();
  await expect(page).toHaveURL(/\/course\?level=4$/);
  await expectActive(page, '等级', '技师');
  await expectEveryCard(page, '· 技师');
  expect(await totalOf(page)).toBeLessThan(allCourses);
  expect(problems.list()).toEqual([]);
});
