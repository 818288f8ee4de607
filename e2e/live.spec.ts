import { expect, test } from '@playwright/test';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';

test('/live: on air, the schedule by day and replays; a status tab and a type chip narrow the list without a reload @mobile', async ({
  page,
}) => {
  const problems = trackProblems(page);
  // A header link is a client-side navigation: e2e/navigation.spec.ts (课程); phones keep those links in the drawer.
  await page.goto('/live');
  await waitForHydration(page);
  const { documents } = await watchFullReloads(page);
  await expect(page.getByRole('heading', { level: 1, name: '直播' })).toBeVisible();
  const onAir = page.getByRole('region', { name: '正在直播' });
  await expect(onAir.getByTestId('live-card').first()).toContainText('直播中');
  await expect(onAir.getByTestId('live-card').first()).toContainText('人在看');
  const schedule = page.getByRole('region', { name: '直播日程' });
  await expect(schedule.getByRole('heading', { level: 3 }).first()).toHaveText(/^(今天|明天|后天|本周.|下周.|\d+月\d+日 周.)/);
  await expect(schedule.getByTestId('schedule-item').first()).toContainText('人已预约');
  await expect(page.getByRole('region', { name: '精彩回放' }).getByTestId('live-card').first()).toContainText('已结束');

  await page.getByRole('navigation', { name: '直播状态' }).getByRole('link', { name: '已结束' }).click();
  await expect(page).toHaveURL(/\/live\?status=3$/);
  const cards = page.getByTestId('live-card');
  await expect(cards.first()).toBeVisible();
  // Asserted on the live list, not a snapshot of it: the URL changes before the old cards are replaced.
  await expect(cards.filter({ hasNotText: '已结束' })).toHaveCount(0);
  await expect(cards.filter({ hasText: '已结束' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: '直播类型' }).getByRole('link', { name: '普通直播' }).click();
  await expect(page).toHaveURL(/\/live\?status=3&type=1$/);
  await expect(page.getByRole('navigation', { name: '直播类型' }).getByRole('link', { name: '普通直播' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(documents).toEqual([]);
  expect(problems.list()).toEqual([]);
});
