import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { listEnrollmentPlans } from '@shared/api/enrollment';
import { contractClient } from './support/api';
import { storageStateOf } from './support/accounts';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';
import { test } from './support/toasts';

/**
 * /enrollment and /enrollment/{id}: the plan list and the way to apply (signed out, unverified).
 * The application itself: e2e/enrollment-application.spec.ts. The pages' axe runs (signed out and
 * in, on a phone too): e2e/accessibility.spec.ts.
 */

/** 13900139000 has not passed real-name verification (mock-api/account/account-seed.ts). */
const UNVERIFIED_DEMO = '13900139000';

/** Open plans with the most places left first, with or without the real-name requirement. */
async function openPlans(request: APIRequestContext, requiresRealName: boolean) {
  const plans = await contractClient(request).call(listEnrollmentPlans, { query: { status: 'open', size: 100 } });
  return plans.list
    .filter((plan) => plan.requiresRealName === requiresRealName && plan.placesLeft > 0)
    .sort((a, b) => b.placesLeft - a.placesLeft);
}

const panel = (page: Page) => page.getByTestId('apply-panel');
test('signed out, 立即报名 opens the login modal; signing in there shows my state on the same page @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  const [plan] = await openPlans(page.request, true);
  await page.goto(`/enrollment/${plan!.id}`);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`${plan!.title} - 技能学堂`);
  await panel(page).getByRole('link', { name: '立即报名' }).click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('手机号', { exact: true }).fill(UNVERIFIED_DEMO);
  await modal.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  await expect(modal).toBeHidden();
  // The plan requires real-name verification, which this account lacks: the link, not the button.
  await expect(panel(page).getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/setting/real');
  await expect(panel(page).getByRole('link', { name: '立即报名' })).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});

test.describe('the unverified demo account', () => {
  test.use({ storageState: storageStateOf('plain') });

  test('a plan requiring real-name verification: the /setting/real link instead of applying', async ({ page }) => {
    const [plan] = await openPlans(page.request, true);
    await page.goto(`/enrollment/${plan!.id}`);
    await waitForHydration(page);
    await expect(panel(page).getByTestId('real-name-required')).toContainText('需要实名认证');
    await expect(panel(page).getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/setting/real');
    await expect(page.getByRole('link', { name: '立即报名' })).toHaveCount(0);
  });
});

test('the list: status tabs and filters are links held in the URL, and survive a reload', async ({ page }) => {
  const problems = trackProblems(page);
  await page.goto('/enrollment');
  await waitForHydration(page);
  await expect(page.getByTestId('plan-card')).toHaveCount(12);
  const { markerKept } = await watchFullReloads(page);
  const tabs = page.getByRole('navigation', { name: '报名状态' });
  await tabs.getByRole('link', { name: /^报名中/ }).click();
  await expect(page).toHaveURL(/\/enrollment\?status=open$/);
  await expect(tabs.getByRole('link', { name: /^报名中/ })).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(async () => (await page.getByTestId('plan-card').allTextContents()).every((text) => text.includes('报名中')))
    .toBe(true);

  await page.getByRole('group', { name: '行业' }).getByRole('link', { name: '电气电子', exact: true }).click();
  await expect(page).toHaveURL(/status=open&category=/);
  await expect(page.getByRole('group', { name: '职业' }).getByRole('link', { name: '电工', exact: true })).toBeVisible();
  expect(await markerKept()).toBe(true);

  await page.getByRole('group', { name: '等级' }).getByRole('link', { name: '高级工', exact: true }).click();
  await expect(page).toHaveURL(/level=3$/);
  const total = await page.getByText(/个报名计划$/).textContent();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(/个报名计划$/)).toHaveText(total!);
  await expect(page.getByRole('group', { name: '等级' }).getByRole('link', { name: '高级工', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(problems.list()).toEqual([]);
});
