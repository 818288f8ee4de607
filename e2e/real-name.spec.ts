import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { listEnrollmentPlans } from '@shared/api/enrollment';
import { submitRealName } from '@shared/api/real-name';
import { contractClient } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { expectAccessibleInBothSchemes } from './support/axe';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * /setting/real: real-name verification, reviewed by the mock's desk. Each test verifies a learner of
 * its own. axe runs here on the states only a submission reaches (审核中, 未通过); the form and 已认证
 * are checked with the page's URL in e2e/accessibility.spec.ts.
 */

/** GB 11643 check character, written out here so the test does not lean on the code it tests. */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** A well-formed number of its own per call, so parallel runs and retries never collide (a held number is rejected in review). */
function freshIdNumber(): string {
  const random = Math.floor(Math.random() * 1e6);
  const birth = `19${String(70 + (random % 30))}${String(1 + (random % 12)).padStart(2, '0')}${String(1 + (random % 28)).padStart(2, '0')}`;
  return withCheck(`330106${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`);
}

const mask = (idNumber: string) => `${idNumber.slice(0, 3)}${'*'.repeat(11)}${idNumber.slice(-4)}`;

const review = (
  request: APIRequestContext,
  accountId: number,
  decision: { decision?: 'approve' | 'reject' | 'hold'; reason?: string } = {},
) => mockControls(request).reviewRealName(accountId, decision);

async function openRealNamePage(page: Page) {
  await page.goto('/setting/real');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();
}

test('from a plan that needs it: bad check digit, bad birth date, bad name → fixed → 审核中 → approved by the desk → 已认证, masked and read-only; the plan then applies', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  const learner = await signInAsNewLearner(page.request);
  const plans = await contractClient(page.request).call(listEnrollmentPlans, { query: { status: 'open', size: 100 } });
  const plan = plans.list.find((candidate) => candidate.requiresRealName)!;
  expect(plan).toBeDefined();

  // The enrolment plan sends the learner here.
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await page.getByTestId('real-name-required').getByRole('link', { name: '去实名认证' }).click();
  await expect(page).toHaveURL('/setting/real');
  await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();
  await expect(page.getByRole('link', { name: '实名认证', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: '为什么需要实名认证' })).toBeVisible();
  await waitForHydration(page);

  const name = page.getByRole('textbox', { name: '姓名' });
  const idNumber = page.getByRole('textbox', { name: '身份证号' });
  const good = freshIdNumber();

  // Checked on blur…
  await name.fill('Wang Ming');
  await name.blur();
  await expect(page.locator('#real-name-error')).toHaveText('姓名只能包含中文和间隔点「·」，请与身份证上的姓名一致');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', /real-name-error/);
  // …and as typed (debounced).
  await idNumber.fill(good.slice(0, 17) + (good[17] === '0' ? '1' : '0'));
  await expect(page.locator('#real-idNumber-error')).toHaveText('身份证号校验位不正确，请核对后重新输入');
  await idNumber.fill(withCheck('33010619901301123'));
  await expect(page.locator('#real-idNumber-error')).toHaveText('身份证号中的出生日期不正确');
  await idNumber.fill(withCheck('33010620991231123'));
  await expect(page.locator('#real-idNumber-error')).toHaveText('身份证号中的出生日期不正确');

  // Submitting with errors sends nothing.
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('alert')).toHaveCount(2);

  await name.fill('阿卜杜·热合曼');
  await idNumber.fill(` ${good.toLowerCase()} `);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('今天还可提交 5 次')).toBeVisible();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expectToast(page, '已提交，请等待审核');
  // The desk holds it for now, so the checks below cannot race the 10 s review schedule.
  await review(page.request, learner.id, { decision: 'hold' });

  const card = page.getByTestId('real-name-status');
  await expect(card.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByTestId('real-name-masked')).toHaveText('阿*****曼');
  await expect(page.getByTestId('real-id-masked')).toHaveText(mask(good));
  await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(good);
  // The toast fades out first: axe would judge its contrast mid-animation.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessibleInBothSchemes(page, '/setting/real (审核中)');

  // The desk approves; the page's 5 s poll shows it without a reload.
  await review(page.request, learner.id, { decision: 'approve' });
  await expect(card.getByText('已认证', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expectToast(page, '实名认证已通过');
  await expect(card.getByText('认证信息不可修改', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /提交/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('real-name-status').getByText('已认证', { exact: true })).toBeVisible();
  await expect(page.getByTestId('real-id-masked')).toHaveText(mask(good));
  await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveCount(0);

  // The plan no longer asks for it.
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('real-name-required')).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});

test('a rejection shows its reason and the form again; a number another account holds goes to 审核中 like any other and is rejected with the standard reason, never told as taken; resubmission goes to 审核中', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const learner = await signInAsNewLearner(page.request);
  // Another learner holds one number (under review).
  const otherContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInAsNewLearner(otherContext.request);
  const taken = freshIdNumber();
  await contractClient(otherContext.request).call(submitRealName, { body: { name: '张伟', idNumber: taken } });
  await otherContext.close();

  const first = freshIdNumber();
  await contractClient(page.request).call(submitRealName, { body: { name: '李建国', idNumber: first } });
  await review(page.request, learner.id, { decision: 'reject', reason: '姓名与身份证号不一致，请核对后重新提交' });

  await openRealNamePage(page);
  const card = page.getByTestId('real-name-status');
  await expect(card.getByText('未通过', { exact: true })).toBeVisible();
  await expect(page.getByTestId('real-name-reason')).toHaveText('未通过原因：姓名与身份证号不一致，请核对后重新提交');
  await expect(page.getByTestId('real-name-masked')).toHaveText('李*国');
  await expect(page.getByRole('heading', { name: '重新提交认证信息' })).toBeVisible();
  await expect(page.getByText('今天还可提交 4 次')).toBeVisible();
  await expectAccessibleInBothSchemes(page, '/setting/real (未通过)');

  // A number another account holds is answered like any other (issue 23: nobody can probe whose
  // number is whose): 审核中, then the desk rejects it with its standard reason.
  await page.getByRole('textbox', { name: '姓名' }).fill('李建国');
  await page.getByRole('textbox', { name: '身份证号' }).fill(taken);
  await page.getByRole('button', { name: '重新提交' }).click();
  await expectToast(page, '已提交，请等待审核');
  await expect(card.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByText('已被其他账号')).toHaveCount(0);
  await review(page.request, learner.id);
  await expect(page.getByTestId('real-name-reason')).toHaveText(
    '未通过原因：身份信息核验未通过，请核对姓名和身份证号后重新提交；如确认填写无误，请通过意见反馈联系客服',
    { timeout: 15_000 },
  );
  await expect(page.getByText('今天还可提交 3 次')).toBeVisible();

  const second = freshIdNumber();
  await page.getByRole('textbox', { name: '姓名' }).fill('李建国');
  await page.getByRole('textbox', { name: '身份证号' }).fill(second);
  await page.getByRole('button', { name: '重新提交' }).click();
  await expectToast(page, '已提交，请等待审核');
  await review(page.request, learner.id, { decision: 'hold' });
  await expect(card.getByText('审核中', { exact: true })).toBeVisible();
  await expect(page.getByTestId('real-id-masked')).toHaveText(mask(second));
  await expect(page.getByTestId('real-name-reason')).toHaveCount(0);

  // A second rejection reaches the open page by its poll, with the reason and the form.
  await review(page.request, learner.id, { decision: 'reject', reason: '证件已过期' });
  await expect(page.getByTestId('real-name-reason')).toHaveText('未通过原因：证件已过期', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: '重新提交' })).toBeVisible();
});

test('after fixing a wrong check digit, one tap on 提交认证 submits: the message that goes on blur leaves its space', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page.request);
  await openRealNamePage(page);
  const good = freshIdNumber();
  const idNumber = page.getByRole('textbox', { name: '身份证号' });
  await page.getByRole('textbox', { name: '姓名' }).fill('王小明');
  await idNumber.fill(good.slice(0, 17) + (good[17] === '0' ? '1' : '0'));
  await expect(page.locator('#real-idNumber-error')).toHaveText('身份证号校验位不正确，请核对后重新输入');

  // The fix, then at once a finger on the lower part of the button where it was seen: pressing blurs
  // the field, whose check now passes and takes the message away before the finger lifts (a tap
  // lasts ~100 ms); or the check while typing already did. Either way the button must not move.
  const box = (await page.getByRole('button', { name: '提交认证' }).boundingBox())!;
  await idNumber.fill(good);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
  await page.mouse.down();
  await expect(page.locator('#real-idNumber-error')).toHaveCount(0);
  await page.mouse.up();
  await expectToast(page, '已提交，请等待审核');
});

test('on a phone: the form submitted and approved by the review schedule @mobile', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  await openRealNamePage(page);
  const good = freshIdNumber();
  await page.getByRole('textbox', { name: '姓名' }).fill('王小明');
  await page.getByRole('textbox', { name: '身份证号' }).fill(good);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expectToast(page, '已提交，请等待审核');
  await expect(page.getByTestId('real-name-masked')).toHaveText('王*明');
  // No one touches the desk: MOCK_REVIEW_STEP_SECONDS (10 s) later the poll shows the approval.
  await expect(page.getByTestId('real-name-status').getByText('已认证', { exact: true })).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});
