import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { listEnrollmentPlans } from '@shared/api/enrollment';
import { contractClient } from './support/api';
import { registerAccount, signInWithPassword, storageStateOf } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration, watchFullReloads } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * /enrollment and /enrollment/{id}: the plan list, and applying (审核中 → 已通过 / 未通过) with the
 * audit decided by the mock's dev control. Every test that applies registers its own account: the
 * demo accounts are shared with tests running in parallel (and with earlier runs of a reused server).
 * The pages' axe runs (signed out and in, on a phone too): e2e/accessibility.spec.ts.
 */

const PASSWORD = 'Start@1234';
/** 13900139000 has not passed real-name verification (mock-api/data/accounts.ts). */
const UNVERIFIED_DEMO = '13900139000';

/** A new account (not real-name verified), signed in in the page's browser context. */
async function signUpFresh(page: Page): Promise<string> {
  const { phone } = await registerAccount(page.request, PASSWORD);
  await signInWithPassword(page.request, phone, PASSWORD);
  return phone;
}

/** Open plans with the most places left first, with or without the real-name requirement. */
async function openPlans(request: APIRequestContext, requiresRealName: boolean) {
  const plans = await contractClient(request).call(listEnrollmentPlans, { query: { status: 'open', size: 100 } });
  return plans.list
    .filter((plan) => plan.requiresRealName === requiresRealName && plan.placesLeft > 0)
    .sort((a, b) => b.placesLeft - a.placesLeft);
}

const panel = (page: Page) => page.getByTestId('apply-panel');
const decide = (page: Page, planId: number, phone: string, outcome: 'approved' | 'rejected', reason?: string) =>
  mockControls(page.request).decideEnrollment({ planId, phone, outcome, ...(reason ? { reason } : {}) });

test('signed out, 立即报名 opens the login modal; signing in there shows my state on the same page @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  const [plan] = await openPlans(page.request, true);
  await page.goto(`/enrollment/${plan!.id}`);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`${plan!.title} - 技能学堂`);
  await panel(page).getByRole('button', { name: '立即报名' }).click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('手机号', { exact: true }).fill(UNVERIFIED_DEMO);
  await modal.getByLabel('密码', { exact: true }).fill('Demo@1234');
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  await expect(modal).toBeHidden();
  // The plan requires real-name verification, which this account lacks: the link, not the button.
  await expect(panel(page).getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/setting/real');
  await expect(panel(page).getByRole('button', { name: '立即报名' })).toHaveCount(0);
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
    await expect(page.getByRole('button', { name: '立即报名' })).toHaveCount(0);
  });
});

test('apply → 审核中 without a reload → 已通过 after the audit (the mock control) and 刷新状态', async ({ page }) => {
  const problems = trackProblems(page);
  const phone = await signUpFresh(page);
  const [plan] = await openPlans(page.request, false);
  await page.goto(`/enrollment/${plan!.id}`);
  await waitForHydration(page);
  const placesBefore = plan!.placesLeft;
  await expect(panel(page)).toContainText(`剩余 ${placesBefore} 个名额`);
  const { documents, markerKept } = await watchFullReloads(page);

  await panel(page).getByRole('button', { name: '立即报名' }).click();
  await expect(panel(page)).toContainText('审核中');
  await expect(panel(page)).toContainText(`剩余 ${placesBefore - 1} 个名额`);
  await expectToast(page, '报名已提交');
  await expect(page.getByRole('list').filter({ hasText: '资格审核' }).locator('[aria-current="step"]')).toHaveText(/资格审核/);

  expect(await decide(page, plan!.id, phone, 'approved')).toMatchObject({ status: 2 });
  await panel(page).getByRole('button', { name: '刷新状态' }).click();
  await expect(panel(page)).toContainText('已通过');
  await expect(panel(page).getByRole('button', { name: '刷新状态' })).toHaveCount(0);
  expect(await markerKept()).toBe(true);
  expect(documents).toEqual([]);

  // The list shows it under 我的报名.
  await page.goto('/enrollment?mine=1');
  await waitForHydration(page);
  await expect(page.getByTestId('plan-card')).toHaveCount(1);
  await expect(page.getByTestId('plan-card')).toContainText('我的报名：已通过');
  expect(problems.list()).toEqual([]);
});

test('a rejected application shows the reason and 重新报名, which starts the audit again', async ({ page }) => {
  const problems = trackProblems(page);
  const phone = await signUpFresh(page);
  const [, plan] = await openPlans(page.request, false);
  await page.goto(`/enrollment/${plan!.id}`);
  await waitForHydration(page);
  await panel(page).getByRole('button', { name: '立即报名' }).click();
  await expect(panel(page)).toContainText('审核中');

  await decide(page, plan!.id, phone, 'rejected', '工作年限证明未加盖单位公章');
  // Coming back to the tab refreshes a pending application by itself.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(panel(page)).toContainText('未通过');
  await expect(panel(page).getByTestId('rejection-reason')).toHaveText('工作年限证明未加盖单位公章');

  await panel(page).getByRole('button', { name: '重新报名' }).click();
  await expect(panel(page)).toContainText('审核中');
  await expect(panel(page)).not.toContainText('工作年限证明未加盖单位公章');
  expect(problems.list()).toEqual([]);
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
