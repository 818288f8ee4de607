import { expect, type Page } from '@playwright/test';
import { listCourseSeries, listCoursePacks } from '@shared/api/course-bundles';
import { contractClient } from './support/api';
import { trackProblems, waitForHydration } from './support/page';
import { test } from './support/toasts';

/**
 * Series and packs can be found (the course list's 类别, the course page, home and search), and the
 * catalogue's defects stay fixed: the 职业 row behind 更多, broken covers, generated artwork.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('the course list filters by 类别: 系列课 and 课程包 cards in the URL, each opening its page', async ({ page }) => {
  const problems = trackProblems(page);
  await open(page, '/course');
  const kinds = page.getByRole('group', { name: '类别' });
  await expect(kinds.getByRole('link', { name: '课程', exact: true })).toHaveAttribute('aria-current', 'true');
  await kinds.getByRole('link', { name: '系列课' }).click();
  await expect(page).toHaveURL(/\/course\?type=series$/);
  const cards = page.getByTestId('bundle-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.evaluateAll((items) => items.every((item) => item.getAttribute('data-kind') === 'series'))).toBe(true);
  // Filters that say nothing of a series are gone; the category stays.
  await expect(page.getByRole('group', { name: '价格' })).toHaveCount(0);
  await page.getByRole('group', { name: '类别' }).getByRole('link', { name: '课程包' }).click();
  await expect(page).toHaveURL(/\/course\?type=pack$/);
  await expect(page.getByTestId('bundle-card').first()).toHaveAttribute('data-kind', 'pack');
  const first = page.getByTestId('bundle-card').first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/course\/project\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems.list()).toEqual([]);
});

test('a course page names the series and the packs that hold it, as links to their pages', async ({ page }) => {
  const api = contractClient(page.request);
  const series = (await api.call(listCourseSeries, { query: { page: 1, size: 1 } })).list[0]!;
  const courseId = series.courseIds[0]!;
  const packs = await api.call(listCoursePacks, { query: { courseId, page: 1, size: 20 } });
  await open(page, `/course/${courseId}`);
  const links = page.getByTestId('course-bundles');
  await expect(links.getByRole('region', { name: '所属系列课' }).getByRole('link', { name: series.title })).toBeVisible();
  for (const pack of packs.list)
    await expect(links.getByRole('link', { name: pack.title })).toHaveAttribute('href', `/course/project/${pack.id}`);
  await links.getByRole('link', { name: series.title }).click();
  // A client navigation: the URL changes once the series' data has arrived (slow on a busy machine).
  await expect(page).toHaveURL(new RegExp(`/course/group/${series.id}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(series.title);
});

test('home and search lead to series and packs', async ({ page }) => {
  await open(page, '/');
  const section = page.getByRole('region', { name: '系列课与课程包' });
  await expect(section.getByRole('link', { name: /^系列课/ })).toHaveAttribute('href', '/course?type=series');
  await expect(section.getByRole('link', { name: /^课程包/ })).toHaveAttribute('href', '/course?type=pack');
  await open(page, `/search?keyword=${encodeURIComponent('茶艺师')}`);
  await page.getByRole('link', { name: /系列课\/课程包/ }).click();
  await expect(page).toHaveURL(/type=bundle/);
  const hit = page.getByTestId('search-hit').first().getByRole('link');
  await expect(hit).toHaveAttribute('href', /^\/course\/(group|project)\/\d+$/);
});

test('the 职业 row with no category keeps one line and the rest behind 更多, also without JavaScript', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/course');
    const row = page.getByRole('group', { name: '职业' });
    const hidden = row.locator('details a').first();
    await expect(hidden).toBeHidden();
    const box = await row.boundingBox();
    // One line of chips (30 px) and the panel's spacing: far from the five lines it took.
    expect(box!.height).toBeLessThan(50);
    const more = row.locator('summary');
    await expect(more).toContainText('更多职业');
    await more.click();
    await expect(hidden).toBeVisible();
    await expect(more).toContainText('收起');
    await context.close();
  }
  // A profession among the hidden ones, chosen: its row opens by itself.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/course');
  const href = await page.getByRole('group', { name: '职业' }).locator('details a').last().getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('group', { name: '职业' }).locator('details')).toHaveAttribute('open', '');
  await expect(page.getByRole('group', { name: '职业' }).locator('a[aria-current="true"]')).toBeVisible();
  await context.close();
});

test('a broken cover shows a placeholder, not its alt text; the alt stays for assistive technology', async ({ page }) => {
  await page.route('**/api/media/cover/**', (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, '/course');
  const cover = page.getByTestId('course-card').first().locator('img');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  expect(await cover.getAttribute('alt')).toBeTruthy();
  const painted = await cover.evaluate((img) => ({
    color: getComputedStyle(img).color,
    before: getComputedStyle(img, '::before').content,
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
  }));
  expect(painted.color).toBe('rgba(0, 0, 0, 0)');
  expect(painted.before).not.toBe('none');
  // The frame keeps its 16:9 shape.
  expect(Math.round((painted.width / painted.height) * 9)).toBe(16);
});
