import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { trackProblems, waitForHydration } from './support/page';

/** Series (/course/group/{id}) and packs (/course/project/{id}): their courses in order and the buy link. */

const BUNDLES = [
  ['/course/group/1', 3, '学习路线'],
  ['/course/project/1', 2, '包内课程'],
] as const;

const courses = (page: Page) => page.getByTestId('bundle-course');

for (const [path, productType, listTitle] of BUNDLES) {
  test(`${path} renders its courses in order, the prices and the buy link @mobile`, async ({ page }) => {
    const problems = trackProblems(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: listTitle })).toBeVisible();
    const count = await courses(page).count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(page.getByText(new RegExp(`共 ${count} 门课程`))).toBeVisible();
    await expect(page.getByText(/^立省 ¥\d+\.\d\d$/)).toBeVisible();
    const buy = page.getByRole('link', { name: '立即购买' });
    await expect(buy).toHaveAttribute('href', `/order/pay/create?productType=${productType}&productId=1`);

    // Signed out, buying asks for a sign-in first and goes nowhere.
    await buy.click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: '密码登录' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.keyboard.press('Escape');

    // A course of the bundle opens its page.
    const first = courses(page).first().getByRole('heading', { level: 3 }).getByRole('link');
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(problems.list()).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ storageState: storageStateOf('plain') });

  test('a series shows my progress and the buy link leads to the order page', async ({ page }) => {
    await page.goto('/course/group/2');
    await waitForHydration(page);
    await expect(page.getByText(/^我的进度：/)).toBeVisible();
    await expect(courses(page).first()).toContainText(/尚未报名|已学 \d+\/\d+ 节/);
    await page.getByRole('link', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/order\/pay\/create\?productType=3&productId=2$/);
  });
});

// An unknown series or pack is the 404 page: server/course-bundle-pages.test.ts.
