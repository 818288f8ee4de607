import { expect, test } from '@playwright/test';
import { HOME_TITLE, trackProblems, waitForHydration } from './support';

test.describe('hydration without console errors or page errors', () => {
  for (const [path, title] of [
    ['/', HOME_TITLE],
    ['/course', '课程 - 技能学堂'],
  ] as const) {
    test(`${path} @mobile`, async ({ page }) => {
      const problems = trackProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(title);
      expect(problems.list()).toEqual([]);
    });
  }

  test('the 404 page @mobile', async ({ page }) => {
    const problems = trackProblems(page, { allowDocument404: true });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    expect(problems.list()).toEqual([]);
  });
});
