import { expect, type Page } from '@playwright/test';
import { setFavorite } from '@shared/api/community';
import { CommunityContentType } from '@shared/enums/community';
import { contractClient } from './support/api';
import { signInAsNewLearner, storageStateOf } from './support/accounts';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';
import { expectToast, test } from './support/toasts';

/** /user/{id} and its tabs (client/features/community/profile, routes user-profile-layout / user-feed-page / user-people-page). */

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const fans = (page: Page) => page.getByTestId('profile-粉丝');
const header = (page: Page) => page.getByTestId('profile-header');

test('follow from the profile: the fans count and the fans list show it, unfollow takes it back', async ({ page }) => {
  const problems = trackProblems(page);
  const me = await signInAsNewLearner(page.request);
  await open(page, '/user/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('技能学员小王');
  const before = Number(await fans(page).textContent());
  const reloads = await watchFullReloads(page);
  await header(page).getByRole('button', { name: /^关注/ }).click();
  await expect(fans(page)).toHaveText(String(before + 1));

  await page.getByRole('navigation', { name: '个人主页' }).getByRole('link', { name: '粉丝' }).click();
  await expect(page).toHaveURL(/\/user\/1\/relation\/fans$/);
  const myCard = page.locator(`[data-testid="person-card"][data-id="${me.id}"]`);
  await expect(myCard).toBeVisible();
  await expect(myCard.getByText('我')).toBeVisible();
  expect(reloads.documents).toEqual([]);

  await header(page)
    .getByRole('button', { name: /已关注|取消关注/ })
    .click();
  await expect(fans(page)).toHaveText(String(before));
  await expect(myCard).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(fans(page)).toHaveText(String(before));
  expect(problems.list()).toEqual([]);
});

test('one’s own profile: no follow button, the 收藏公开 switch; private favourites are private to others', async ({
  page,
  browser,
  baseURL,
}) => {
  const me = await signInAsNewLearner(page.request);
  await contractClient(page.request).call(setFavorite, { body: { kind: CommunityContentType.IDEA, id: 2, on: true } });
  await open(page, `/user/${me.id}/favorite`);
  await expect(header(page).getByRole('button', { name: /^关注/ })).toHaveCount(0);
  const privacy = page.getByRole('switch', { name: '收藏公开' });
  await expect(privacy).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('article[data-kind="pin"][data-id="2"]')).toBeVisible();
  await privacy.click();
  await expectToast(page, '收藏已设为仅自己可见');
  await expect(privacy).toHaveAttribute('aria-checked', 'false');

  const other = await browser.newContext({ baseURL, locale: 'zh-CN', storageState: storageStateOf('plain') });
  const otherPage = await other.newPage();
  await open(otherPage, `/user/${me.id}/favorite`);
  await expect(otherPage.getByRole('status').getByRole('heading', { name: '该用户未公开收藏' })).toBeVisible();
  await expect(otherPage.locator('article[data-kind="pin"]')).toHaveCount(0);
  // Their 动态 and 点赞 stay visible.
  await otherPage.getByRole('navigation', { name: '个人主页' }).getByRole('link', { name: '动态' }).click();
  await expect(otherPage.getByRole('heading', { name: '还没有动态' })).toBeVisible();
  await other.close();
});

test('the tabs list the person’s items, page by page; an unknown profile is 404', async ({ page }) => {
  await open(page, '/user/1/dynamic');
  const items = page.locator('article[data-kind]');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBe(10);
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/user\/1\/dynamic\?page=2$/);
  await page.getByRole('navigation', { name: '个人主页' }).getByRole('link', { name: '点赞' }).click();
  await expect(page.locator('article[data-kind="answer"]').first()).toBeVisible();
  await page.getByRole('navigation', { name: '个人主页' }).getByRole('link', { name: '关注' }).click();
  await expect(page.getByTestId('person-card').first()).toBeVisible();
  const response = await page.goto('/user/99999999');
  expect(response!.status()).toBe(404);
});

test('signed out: 关注 on a profile opens the login modal @mobile', async ({ page }) => {
  await open(page, '/user/2');
  await header(page).getByRole('button', { name: /^关注/ }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: '密码登录' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
});
