import { expect, test } from '@playwright/test';
import { listEnrollmentPlans } from '@shared/api/enrollment';
import { contractClient } from './support/api';
import { registerAccount, signInWithPassword } from './support/accounts';
import { waitForHydration } from './support/page';

/** 报考资格自测 (/eligibility): from a plan's 申报条件, answer the questions, read each level's verdict, go to the plans. */

test('from a plan: the self-check opens for its level, judges every level and leads to the open level’s plans @mobile', async ({
  page,
}) => {
  await page.goto('/enrollment/7');
  await waitForHydration(page);
  await page.getByRole('link', { name: '做一次报考资格自测' }).click();
  await expect(page).toHaveURL(/\/eligibility\?profession=\d+&level=\d$/);
  await expect(page.getByRole('heading', { level: 1, name: '报考资格自测' })).toBeVisible();
  await expect(page.getByText('即可看到初级工到高级技师每个等级能否报考')).toBeVisible();

  // Seven years worked, 初级工 held since 2020: 中级工 is open, 初级工 held, 高级工 not yet.
  await page.getByLabel('累计从事本职业或相关职业的年限').fill('7');
  await page.getByLabel('已取得的最高等级证书（本职业或相关职业）').selectOption({ label: '初级工/五级' });
  await page.getByLabel('取得年份（有证书时填写）').fill(String(new Date().getFullYear() - 5));
  await page.getByRole('button', { name: '查看可报考等级' }).click();

  const result = page.getByRole('region', { name: '自测结果' });
  await expect(result.getByRole('listitem').filter({ hasText: '中级工/四级' }).first()).toContainText('可报考');
  await expect(result.getByRole('listitem').filter({ hasText: '初级工/五级' }).first()).toContainText('已持有');
  await expect(result.getByRole('listitem').filter({ hasText: '高级工/三级' }).first()).toContainText('暂不可报考');
  // The answers are the URL: a reload keeps them and the verdict.
  await expect(page).toHaveURL(/years=7/);
  await page.reload();
  await expect(page.getByLabel('累计从事本职业或相关职业的年限')).toHaveValue('7');
  await expect(result.getByRole('listitem').filter({ hasText: '中级工/四级' }).first()).toContainText('可报考');

  await result.getByRole('link', { name: '查看该等级的报名计划' }).click();
  await expect(page).toHaveURL(/\/enrollment\?level=2&profession=\d+$/);
});

test('the years worked are required: an empty form is not sent', async ({ page }) => {
  await page.goto('/eligibility');
  await waitForHydration(page);
  await page.getByRole('button', { name: '查看可报考等级' }).click();
  await expect(page).toHaveURL(/\/eligibility$/);
  await expect(page.getByLabel('累计从事本职业或相关职业的年限')).toBeFocused();
});

test('the self-check’s answers fill the application form of its profession, and stay there after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const { phone } = await registerAccount(page.request, 'Start@1234');
  await signInWithPassword(page.request, phone, 'Start@1234');
  const plans = await contractClient(page.request).call(listEnrollmentPlans, { query: { status: 'open', level: 1, size: 100 } });
  const plan = plans.list.find((candidate) => !candidate.requiresRealName && candidate.placesLeft > 0)!;
  expect(plan, 'an open 初级工 plan without real-name verification').toBeDefined();

  await page.goto(`/eligibility?profession=${plan.professionId}&level=1`);
  await waitForHydration(page);
  await page.getByLabel('累计从事本职业或相关职业的年限').fill('3');
  await page.getByLabel('本专业或相关专业学历').selectOption('vocational-secondary');
  await page.getByLabel('本职业或相关职业学徒期满').check();
  await page.getByRole('button', { name: '查看可报考等级' }).click();
  await expect(page.getByRole('region', { name: '自测结果' }).getByText('可报考', { exact: true }).first()).toBeVisible();

  await page.goto(`/enrollment/${plan.id}/apply`);
  await waitForHydration(page);
  await expect(page.getByLabel('本职业工作年限')).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: /^学历/ })).toHaveValue('vocational-secondary');
  await expect(page.getByRole('checkbox', { name: '本职业或相关职业学徒期满' })).toBeChecked();
  await expect(page.getByLabel('已取得的最高证书')).toHaveValue('');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('本职业工作年限')).toHaveValue('3');
});
