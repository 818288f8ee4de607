import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './support/axe';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';

/** /search: one box across courses, lives, exams, news and questions (client/features/search). */
const HISTORY_KEY = 'search_history';
const hits = (page: Page) => page.getByTestId('search-hit');
const tabs = (page: Page) => page.getByRole('navigation', { name: '搜索结果分类' });
const tab = (page: Page, label: string) => tabs(page).getByRole('link', { name: new RegExp(`^${label}`) });
const heroBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: '搜索' });
const historySection = (page: Page) => page.getByTestId('search-history');
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function countOf(page: Page, label: string): Promise<number> {
  const text = (await tab(page, label).textContent()) ?? '';
  return Number(text.replace(label, '').trim());
}

async function storedHistory(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), HISTORY_KEY);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('the header box lands on /search with results, a count per tab and highlighted matches', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  await open(page, '/');
  const { documents, markerKept } = await watchFullReloads(page);
  const box = page.locator('header [role=search] input');
  await box.fill('实操');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%E5%AE%9E%E6%93%8D$/);
  await expect(page).toHaveTitle('「实操」的搜索结果 - 技能学堂');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「实操」的搜索结果');
  await expect(hits(page)).toHaveCount(10);
  for (const label of ['课程', '直播', '考试', '资讯', '问答']) expect(await countOf(page, label)).toBeGreaterThanOrEqual(0);
  expect(await countOf(page, '课程')).toBeGreaterThan(10);
  await expect(tab(page, '课程')).toHaveAttribute('aria-current', 'page');
  // Every row's title marks the word it matched, as a <mark> holding only text.
  const marks = page.getByTestId('search-results').locator('mark');
  expect(await marks.count()).toBeGreaterThanOrEqual(10);
  for (const text of await marks.allTextContents()) expect(text).toBe('实操');
  await expect(heroBox(page)).toHaveValue('实操');
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);

  // Back on another page, the header box offers the search just made.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '课程' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await box.focus();
  await expect(page.locator('header').getByRole('group', { name: '搜索历史' }).getByTestId('search-history-link')).toHaveText(['实操']);
  await page.keyboard.press('Escape');
  await expect(page.locator('header').getByRole('group', { name: '搜索历史' })).toBeHidden();
  expect(problems.list()).toEqual([]);
});

test('switching tabs keeps the keyword, is a client navigation and survives a reload @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  await open(page, '/search?keyword=%E5%AE%9E%E6%93%8D');
  const questions = await countOf(page, '问答');
  expect(questions).toBeGreaterThan(0);
  const { documents, markerKept } = await watchFullReloads(page);

  await tab(page, '问答').click();
  await expect(page).toHaveURL(/\/search\?keyword=%E5%AE%9E%E6%93%8D&type=question$/);
  await expect(tab(page, '问答')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('search-results')).toHaveAttribute('data-type', 'question');
  await expect(hits(page).first()).toContainText(/已解决|待解决/);
  await expect(hits(page)).toHaveCount(Math.min(10, questions));
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  expect(params(page)).toEqual({ keyword: '实操', type: 'question' });
  await expect(tab(page, '问答')).toHaveAttribute('aria-current', 'page');
  await expect(heroBox(page)).toHaveValue('实操');
  // A new search from the big box stays on the kind being looked at.
  await heroBox(page).fill('焊工');
  await heroBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%E7%84%8A%E5%B7%A5&type=question$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「焊工」的搜索结果');
  expect(problems.list()).toEqual([]);
});

test('search history: adds, de-duplicates, removes one and clears all, across reloads', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, '/search');
  await expect(historySection(page)).toContainText('暂无搜索历史');
  for (const keyword of ['电工', '焊工', '  电工 ', '茶艺师']) {
    await heroBox(page).fill(keyword);
    await heroBox(page).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${keyword.trim()}」的搜索结果`);
  }
  // A tab or a page of the same keyword is not a new entry.
  await tab(page, '资讯').click();
  await expect(page).toHaveURL(/type=news/);
  expect(await storedHistory(page)).toEqual(['茶艺师', '电工', '焊工']);

  // The focused box offers them, most recent first; removing one keeps the box open.
  await heroBox(page).fill('');
  await heroBox(page).focus();
  const panel = page.getByRole('group', { name: '搜索历史' });
  await expect(panel.getByTestId('search-history-link')).toHaveText(['茶艺师', '电工', '焊工']);
  // The open panel is a state no URL reaches: axe here (the search pages themselves: e2e/accessibility.spec.ts).
  await expectAccessibleInBothSchemes(page, 'the search history panel');
  await panel.getByRole('button', { name: '删除搜索历史：电工' }).click();
  await expect(panel.getByTestId('search-history-link')).toHaveText(['茶艺师', '焊工']);
  expect(await storedHistory(page)).toEqual(['茶艺师', '焊工']);
  // Following an entry searches it again and brings it to the front.
  await panel.getByTestId('search-history-link').filter({ hasText: '焊工' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「焊工」的搜索结果');
  await expect(panel).toBeHidden();

  await page.goto('/search');
  await waitForHydration(page);
  await expect(historySection(page).getByRole('link')).toHaveText(['焊工', '茶艺师']);
  await historySection(page).getByRole('button', { name: '删除搜索历史：茶艺师' }).click();
  await expect(historySection(page).getByRole('link')).toHaveText(['焊工']);
  await page.reload();
  await waitForHydration(page);
  await expect(historySection(page).getByRole('link')).toHaveText(['焊工']);
  await historySection(page).getByRole('button', { name: '清空' }).click();
  await expect(historySection(page)).toContainText('暂无搜索历史');
  await page.reload();
  await waitForHydration(page);
  await expect(historySection(page)).toContainText('暂无搜索历史');
  expect(await storedHistory(page)).toBeNull();
});

test('search history keeps ten and survives junk in storage', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '{not json');
      sessionStorage.setItem('seeded', '1');
    }
  }, HISTORY_KEY);
  const problems = trackProblems(page);
  await open(page, '/search');
  await expect(historySection(page)).toContainText('暂无搜索历史');
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify([7, '电工', null, '电工', { a: 1 }, ...Array.from({ length: 12 }, (_, index) => `词${index}`)]),
      ),
    HISTORY_KEY,
  );
  await page.reload();
  await waitForHydration(page);
  const links = historySection(page).getByRole('link');
  await expect(links).toHaveCount(10);
  await expect(links.first()).toHaveText('电工');
  // The junk was replaced by the clean list.
  expect(await storedHistory(page)).toEqual(['电工', ...Array.from({ length: 9 }, (_, index) => `词${index}`)]);
  expect(problems.list()).toEqual([]);
});

test('no result: the suggestions are links that search', async ({ page }) => {
  await open(page, '/search?keyword=%E9%87%8F%E5%AD%90%E5%8A%9B%E5%AD%A6');
  await expect(page.getByTestId('search-no-result')).toContainText('没有找到与「量子力学」相关的内容');
  for (const label of ['课程', '直播', '考试', '资讯', '问答']) expect(await countOf(page, label)).toBe(0);
  const suggestion = page.getByTestId('search-suggestion').first();
  const keyword = (await suggestion.textContent())!;
  await suggestion.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${keyword}」的搜索结果`);
  expect(params(page)).toEqual({ keyword });
  await expect(hits(page).first()).toBeVisible();
});

test('a keyword with markup is shown as text, never markup', async ({ page }) => {
  const keyword = '<img src=x onerror=alert(1)>';
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await open(page, '/search');
  await heroBox(page).fill(keyword);
  await heroBox(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${keyword}」的搜索结果`);
  await expect(page.getByTestId('search-no-result')).toContainText(keyword);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${keyword}」的搜索结果`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
  await expect(page).toHaveTitle(`「${keyword}」的搜索结果 - 技能学堂`);
});

// Without JavaScript the boxes are GET forms, tabs and pages plain links: server/search-page.test.ts.
