import { expect, test, type Page } from '@playwright/test';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';

/** Institutions, news and rules (client/features/institutions, news, rules). */
const row = (page: Page, name: string) => page.getByRole('group', { name });
const option = (page: Page, rowName: string, label: string) =>
  row(page, rowName).getByRole('link', { name: new RegExp(`^${label}(\\s*\\d+)?$`) });
const institutionCards = (page: Page) => page.getByTestId('institution-card');
const courseCards = (page: Page) => page.getByTestId('course-card');
const pageLink = (page: Page, name: string) => page.getByRole('navigation', { name: '分页' }).getByRole('link', { name, exact: true });
const totalOf = async (page: Page, unit: string) =>
  Number(new RegExp(`共 (\\d+) ${unit}`).exec((await page.getByText(new RegExp(`^共 \\d+ ${unit}$`)).textContent()) ?? '')?.[1] ?? NaN);
const hrefsOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('institutions', () => {
  test('filter by type and category: client navigations, the URL keeps them, and a reload shows the same list', async ({ page }) => {
    const problems = trackProblems(page);
    await open(page, '/institutional');
    await expect(institutionCards(page)).toHaveCount(12);
    expect(await totalOf(page, '家机构')).toBe(30);
    const { documents, markerKept } = await watchFullReloads(page);

    await option(page, '类型', '机构').click();
    await expect(page).toHaveURL(/\/institutional\?type=1$/);
    await expect.poll(() => totalOf(page, '家机构')).toBe(24);
    await expect(option(page, '类型', '机构')).toHaveAttribute('aria-current', 'true');

    await option(page, '分类', '职业院校').click();
    await expect(page).toHaveURL(/\/institutional\?type=1&category=1$/);
    await expect(option(page, '分类', '职业院校')).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => totalOf(page, '家机构')).toBeLessThan(24);
    const total = await totalOf(page, '家机构');
    await expect(institutionCards(page)).toHaveCount(Math.min(12, total));
    await expect.poll(async () => (await institutionCards(page).allTextContents()).every((text) => text.includes('职业院校'))).toBe(true);
    expect(documents).toEqual([]);
    expect(await markerKept()).toBe(true);

    const hrefs = await hrefsOf(page, 'institution-card');
    const response = await page.reload();
    expect(response!.status()).toBe(200);
    expect(await response!.text()).toContain(`共 <strong>${total}</strong> 家机构`);
    await waitForHydration(page);
    expect(await hrefsOf(page, 'institution-card')).toEqual(hrefs);
    await expect(option(page, '类型', '机构')).toHaveAttribute('aria-current', 'true');
    await expect(option(page, '分类', '职业院校')).toHaveAttribute('aria-current', 'true');
    expect(problems.list()).toEqual([]);
  });

  test('a search by name keeps the other filters', async ({ page }) => {
    const problems = trackProblems(page);
    await open(page, '/institutional?type=2');
    await page.getByRole('searchbox', { name: '搜索机构' }).fill('师傅');
    await page.getByRole('main').getByRole('search').getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/institutional\?type=2&keyword=%E5%B8%88%E5%82%85$/);
    await expect.poll(async () => (await institutionCards(page).allTextContents()).every((text) => text.includes('师傅'))).toBe(true);
    await expect(institutionCards(page)).toHaveCount(2);
    expect(problems.list()).toEqual([]);
  });

  test('the detail shows its courses and teachers; 第 2 页 lists the next courses', async ({ page }) => {
    const problems = trackProblems(page);
    await open(page, '/institutional/5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('匠心实训基地');
    await expect(page.getByRole('heading', { name: '机构简介' })).toBeVisible();
    await expect(page.getByTestId('institution-teachers').getByRole('listitem').first()).toBeVisible();
    await expect(courseCards(page)).toHaveCount(12);
    const firstPage = await hrefsOf(page, 'course-card');

    await pageLink(page, '第 2 页').click();
    await expect(page).toHaveURL(/\/institutional\/5\?page=2#courses$/);
    await expect(pageLink(page, '第 2 页')).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await hrefsOf(page, 'course-card')).filter((href) => firstPage.includes(href)).length).toBe(0);
    expect((await hrefsOf(page, 'course-card')).length).toBeGreaterThan(0);

    await courseCards(page).first().locator('a').click();
    await expect(page).toHaveURL(/\/course\/\d+$/);
    await expect(page.getByText('匠心实训基地').first()).toBeVisible();
    expect(problems.list()).toEqual([]);
  });

  test('phone: the filter rows scroll sideways, a tap filters @mobile', async ({ page }) => {
    const problems = trackProblems(page);
    await open(page, '/institutional');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    const individual = option(page, '类型', '个人');
    await individual.tap();
    await expect(page).toHaveURL(/\?type=2$/);
    await expect(institutionCards(page)).toHaveCount(6);
    expect(problems.list()).toEqual([]);
  });
});

// Without JavaScript, institutions and news are the server's HTML and plain links: server/institution-pages.test.ts, server/news-pages.test.ts.

test.describe('news', () => {
  test('a category tab, then an article and its 上一篇 / 下一篇', async ({ page }) => {
    const problems = trackProblems(page);
    await open(page, '/news');
    await expect(page.getByTestId('news-row')).toHaveCount(10);
    const tabs = page.getByRole('navigation', { name: '资讯分类' });
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: '考试动态' }).click();
    await expect(page).toHaveURL(/\/news\?category=%E8%80%83%E8%AF%95%E5%8A%A8%E6%80%81$/);
    await expect(tabs.getByRole('link', { name: '考试动态' })).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => (await page.getByTestId('news-row').allTextContents()).every((text) => text.includes('考试动态')))
      .toBe(true);

    const firstRow = page.getByTestId('news-row').nth(2);
    const title = (await firstRow.getByRole('heading').textContent())!.replace(/^置顶/, '');
    await firstRow.locator('a').click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} - 技能学堂`);
    await expect(page.getByTestId('news-meta')).toContainText('来源：');
    await expect(page.getByTestId('article-body').getByRole('heading', { level: 2 }).first()).toBeVisible();

    const pager = page.getByRole('navigation', { name: '上一篇与下一篇' });
    const next = pager.getByRole('link', { name: /下一篇/ });
    const nextHref = await next.getAttribute('href');
    const nextTitle = (await next.textContent())!.replace('下一篇', '');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    await pager.getByRole('link', { name: /上一篇/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(problems.list()).toEqual([]);
  });
  // Its NewsArticle JSON-LD: server/news-pages.test.ts.
});

test.describe('rules', () => {
  test('both lists, a rule from each, and the side navigation between them', async ({ page }) => {
    const problems = trackProblems(page);
    await open(page, '/rule');
    await expect(page).toHaveURL(/\/rule\/effective$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('生效规则');
    await expect(page.getByTestId('rule-row')).toHaveCount(10);
    const firstTitle = (await page.getByTestId('rule-row').first().getByRole('heading').textContent())!.replace(/^置顶/, '');
    await page.getByTestId('rule-row').first().locator('a').click();
    await expect(page).toHaveURL(/\/rule\/effective\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    await expect(page.getByTestId('rule-body')).toContainText('第一条');
    await expect(page.getByTestId('rule-facts')).toContainText('生效日期');

    const nav = page.getByRole('navigation', { name: '规则分类' });
    await nav.getByRole('link', { name: /公示规则/ }).click();
    await expect(page).toHaveURL(/\/rule\/publicity$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('公示规则');
    await expect(nav.getByRole('link', { name: /公示规则/ })).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('rule-row').first().locator('a').click();
    await expect(page).toHaveURL(/\/rule\/publicity\/\d+$/);
    await expect(page.getByTestId('rule-facts')).toContainText('公示期');
    await expect(page.getByTestId('rule-facts')).toContainText('拟生效日期');
    expect(problems.list()).toEqual([]);
  });
  // A rule id from the other list is the 404 page: server/rule-pages.test.ts.
});
