import { expect, test } from '@playwright/test';
import { HOME_TITLE } from './support';

test.describe('server rendering (JavaScript disabled)', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is complete without JavaScript @mobile', async ({ page, request }) => {
    const home = (await (await request.get('/api/home/index')).json()) as { code: number; data: { courses: { title: string }[] } };
    expect(home.code).toBe(0);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(HOME_TITLE);
    const main = page.locator('#main');
    for (const course of home.data.courses) await expect(main.getByText(course.title, { exact: true }).first()).toBeAttached();
  });

  test('the home page renders 24 hot and 8 newest course cards without JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="home-courses"] [data-testid="course-card"]')).toHaveCount(24);
    await expect(page.locator('section[aria-labelledby="home-new-courses"] [data-testid="course-card"]')).toHaveCount(8);
  });

  test('a section page is server-rendered with its title and heading', async ({ page }) => {
    const response = await page.goto('/course');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('课程 - 技能学堂');
    await expect(page.getByRole('heading', { level: 1, name: '课程' })).toBeVisible();
  });
});
