import { expect, test, type Page } from '@playwright/test';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';

/** /profession (the directory) and /profession/{id} (the learning path per skill level). */

const cards = (page: Page) => page.getByTestId('profession-card');
const categoryTabs = (page: Page) => page.getByRole('navigation', { name: '职业分类' });
const levelSteps = (page: Page) => page.getByRole('navigation', { name: '技能等级' });
const levelPanel = (page: Page) => page.getByTestId('level-panel');

test('the list filters by occupational category and industry; the URL holds the filters and survives a reload @mobile', async ({
  page,
}) => {
  const problems = trackProblems(page);
  await page.goto('/profession');
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(20);
  const { documents, markerKept } = await watchFullReloads(page);

  const qualification = categoryTabs(page).getByRole('link', { name: /^职业资格/ });
  const expected = Number(/\d+$/.exec((await qualification.textContent()) ?? '')?.[0]);
  await qualification.click();
  await expect(page).toHaveURL(/\/profession\?type=2$/);
  await expect(qualification).toHaveAttribute('aria-current', 'true');
  await expect(cards(page)).toHaveCount(expected);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('职业资格');

  await page
    .getByRole('group', { name: '行业' })
    .getByRole('link', { name: /^电气电子/ })
    .click();
  await expect(page).toHaveURL(/\/profession\?type=2&category=/);
  await expect
    .poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('电气电子') && text.includes('职业资格')))
    .toBe(true);
  const names = await cards(page).getByRole('heading').allTextContents();
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  expect(await cards(page).getByRole('heading').allTextContents()).toEqual(names);
  await expect(qualification).toHaveAttribute('aria-current', 'true');
  expect(problems.list()).toEqual([]);
});

test('the keyword box finds a profession by name', async ({ page }) => {
  await page.goto('/profession');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: '搜索职业' }).fill('焊工');
  await page.locator('form[action="/profession"]').getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('焊工');
});

test("a profession's learning path switches level: the URL keeps it, and it is server-rendered after a reload", async ({ page }) => {
  const problems = trackProblems(page);
  await page.goto('/profession/1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '电工' })).toBeVisible();
  await expect(levelSteps(page).getByRole('link', { name: /^1\s*初级工/ })).toHaveAttribute('aria-current', 'step');
  await expect(levelPanel(page)).toHaveAttribute('data-level', '1');
  const { documents, markerKept } = await watchFullReloads(page);

  await levelSteps(page)
    .getByRole('link', { name: /高级技师/ })
    .click();
  await expect(page).toHaveURL(/\/profession\/1\?level=5$/);
  await expect(levelPanel(page)).toHaveAttribute('data-level', '5');
  await expect(levelPanel(page).getByRole('heading', { level: 3 })).toContainText('高级技师');
  await expect(levelSteps(page).getByRole('link', { name: /高级技师/ })).toHaveAttribute('aria-current', 'step');
  // This level has an enrolment plan and its official exam.
  await expect(levelPanel(page).getByTestId('path-plan').first()).toBeVisible();
  await expect(levelPanel(page).getByTestId('path-exam').filter({ hasText: '考试' }).first()).toBeVisible();
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);

  const response = await page.reload();
  const html = await response!.text();
  expect(html).toContain('data-testid="level-panel" data-level="5"');
  await waitForHydration(page);
  await expect(levelPanel(page)).toHaveAttribute('data-level', '5');
  await expect(levelSteps(page).getByRole('link', { name: /高级技师/ })).toHaveAttribute('aria-current', 'step');

  // A path course links to its course page.
  const course = levelPanel(page).getByTestId('path-course').first().getByRole('link');
  await expect(course).toHaveAttribute('href', /^\/course\/\d+$/);
  expect(problems.list()).toEqual([]);
});

// Without JavaScript a level step is a plain link to the server-rendered level: server/profession-pages.test.ts.

test('on a phone the five level chips fit the width: 高级技师 is not cut at the edge @mobile', async ({ page }) => {
  await page.goto('/profession/1');
  const steps = levelSteps(page).getByTestId('level-step');
  await expect(steps).toHaveCount(5);
  const list = (await levelSteps(page).locator('ol').boundingBox())!;
  for (const step of await steps.all()) {
    const name = (await step.locator('span').nth(1).boundingBox())!;
    const label = (await step.textContent()) ?? '';
    expect(name.x, label).toBeGreaterThanOrEqual(list.x);
    expect(name.x + name.width, label).toBeLessThanOrEqual(list.x + list.width);
  }
  await expect(steps.last()).toContainText('高级技师');
});
