import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { applyEnrollmentPlan, getEnrollmentPlan, listEnrollmentPlans, uploadMaterial } from '@shared/api/enrollment';
import { listOrders } from '@shared/api/order';
import type { MaterialFile, MaterialKind } from '@shared/schemas/enrollment-application';
import { apiPath, contractClient } from './support/api';
import { registerAccount, signInWithPassword } from './support/accounts';
import { idPhoto, pdf, scan } from './support/files';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * The application (报名表) of issue 25 §2, clicked through by a new learner: the form with its
 * 申报条件 verdict, the materials uploaded with the browser's checks, a draft that survives a
 * reload and a lost session, the review per material, 补交材料 for the rejected one, approval; and
 * 撤回报名 before review. Each test registers its own account (the demo accounts are shared).
 */

const PASSWORD = 'Start@1234';

async function signUpFresh(page: Page): Promise<string> {
  const { phone } = await registerAccount(page.request, PASSWORD);
  await signInWithPassword(page.request, phone, PASSWORD);
  return phone;
}

/** An open 初级工 plan with a fee, without the real-name requirement, with places left (most first). */
async function openLevelOnePlan(request: APIRequestContext, skip = 0) {
  const plans = await contractClient(request).call(listEnrollmentPlans, { query: { status: 'open', level: 1, size: 100 } });
  const open = plans.list
    .filter((plan) => !plan.requiresRealName && plan.fee > 0 && plan.placesLeft > 2)
    .sort((a, b) => b.placesLeft - a.placesLeft);
  expect(open.length, 'an open 初级工 plan without real-name verification').toBeGreaterThan(skip);
  return open[skip]!;
}

const panel = (page: Page) => page.getByTestId('apply-panel');
const material = (page: Page, kind: MaterialKind) => page.getByTestId(`material-${kind}`);
const pick = (page: Page, kind: MaterialKind, name: string, mimeType: string, buffer: Buffer) =>
  material(page, kind).locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

test('a new learner applies: verdict as typed, checked uploads, a draft across a reload and a lost session, one material rejected and re-sent, approved, the fee paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = trackProblems(page);
  const phone = await signUpFresh(page);
  const plan = await openLevelOnePlan(page.request);
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await panel(page).getByRole('link', { name: '立即报名' }).click();
  await expect(page).toHaveURL(new RegExp(`/enrollment/${plan.id}/apply$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('填写报名表');

  // Who applies: not verified, so the name is typed; the account's phone is filled in.
  await page.getByLabel('姓名').fill('李建国');
  await expect(page.getByLabel('联系电话')).toHaveValue(phone);
  await page.getByLabel('工作单位').fill('杭州市建工集团');
  // The verdict for this level follows the facts as they are typed.
  await page.getByLabel('本职业工作年限').fill('0');
  await expect(page.getByTestId('apply-verdict')).toContainText('暂不符合初级工/五级的申报条件');
  await page.getByLabel('本职业工作年限').fill('2');
  await expect(page.getByTestId('apply-verdict')).toContainText('符合初级工/五级的申报条件：累计从事本职业或相关职业工作满 1 年');

  // The photo: a blue background is refused before sending; a white one goes up.
  await pick(page, 'photo', '蓝底.png', 'image/png', idPhoto([60, 120, 220]));
  await expect(material(page, 'photo').getByRole('alert')).toHaveText('证件照需为白色背景，请换一张白底证件照');
  await pick(page, 'photo', '白底.png', 'image/png', idPhoto());
  await expect(material(page, 'photo')).toHaveAttribute('data-state', 'done');
  await expect(material(page, 'photo').getByRole('alert')).toHaveCount(0);
  // Sending with a required material missing names it (初级工 plans ask no work proof or certificate).
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByText('请上传：身份证（正反面）')).toBeVisible();
  // A text file named .pdf is refused by the server, by its content.
  await pick(page, 'id-card', '身份证.pdf', 'application/pdf', Buffer.from('这不是 PDF'));
  await expect(material(page, 'id-card').getByRole('alert')).toContainText('JPG、PNG');
  await pick(page, 'id-card', '身份证.pdf', 'application/pdf', pdf());
  await expect(material(page, 'id-card')).toHaveAttribute('data-state', 'done');
  for (const kind of ['health', 'social-security'] as const) {
    if ((await material(page, kind).count()) > 0) await pick(page, kind, `${kind}.png`, 'image/png', scan(2));
  }

  // A reload keeps every field and file (the draft), as does a lost session: sending then asks to sign in, and nothing is lost.
  await page.waitForTimeout(400);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('姓名')).toHaveValue('李建国');
  await expect(page.getByLabel('本职业工作年限')).toHaveValue('2');
  await expect(material(page, 'photo')).toHaveAttribute('data-state', 'done');
  await expect(material(page, 'id-card')).toContainText('身份证.pdf');
  await page.context().clearCookies();
  await page.getByRole('button', { name: '提交报名' }).click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('手机号', { exact: true }).fill(phone);
  await modal.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('工作单位')).toHaveValue('杭州市建工集团');
  await page.getByRole('button', { name: '提交报名' }).click();

  await expectToast(page, '报名表已提交');
  await expect(page).toHaveURL(new RegExp(`/enrollment/${plan.id}$`));
  await expect(panel(page)).toContainText('审核中');
  const review = page.getByTestId('application-review');
  await expect(review).toContainText('李建国');
  await expect(review.locator('li[data-review="pending"]')).toHaveCount(await review.locator('li').count());

  // The reviewer rejects the photo only.
  await mockControls(page.request).decideEnrollment({
    planId: plan.id,
    phone,
    outcome: 'rejected',
    kind: 'photo',
    reason: '照片不是近期免冠照',
  });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(panel(page)).toContainText('未通过');
  await expect(review.locator('li[data-review="rejected"]')).toHaveCount(1);
  await expect(review.locator('li[data-review="rejected"]')).toContainText('照片不是近期免冠照');

  // 补交材料: only the photo, with its reason; sending without a new file says so.
  await panel(page).getByRole('link', { name: '补交材料' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('补交报名材料');
  await expect(page.getByTestId(/^material-/)).toHaveCount(1);
  await expect(material(page, 'photo')).toContainText('未通过：照片不是近期免冠照');
  await page.getByRole('button', { name: '提交补充材料' }).click();
  await expect(page.getByText('请重新上传：一寸免冠白底证件照')).toBeVisible();
  await pick(page, 'photo', '新照片.png', 'image/png', idPhoto([250, 250, 250], 330, 460));
  await expect(material(page, 'photo')).toHaveAttribute('data-state', 'done');
  // The picked file survives a reload too.
  await page.reload();
  await waitForHydration(page);
  await expect(material(page, 'photo')).toContainText('新照片.png');
  await page.getByRole('button', { name: '提交补充材料' }).click();
  await expectToast(page, '材料已重新提交');
  await expect(panel(page)).toContainText('审核中');
  await expect(panel(page)).toContainText('提交补充材料');

  await mockControls(page.request).decideEnrollment({ planId: plan.id, phone, outcome: 'approved' });
  await panel(page).getByRole('button', { name: '刷新状态' }).click();
  await expect(review.locator('li[data-review="accepted"]')).toHaveCount(await review.locator('li').count());

  // The fee, through the checkout, by the deadline; then the ticket is the next step.
  await expect(panel(page)).toContainText('审核通过 · 待缴费');
  await expect(panel(page)).toContainText(/请在 \d+月\d+日 \d\d:\d\d 前缴纳报名费/);
  await expect(page.locator('[aria-current="step"]')).toContainText('缴费');
  await panel(page).getByRole('link', { name: '去缴费' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/pay/create\\?productType=4&productId=${plan.id}$`));
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByTestId('wechat-pay').getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const [order] = (await contractClient(page.request).call(listOrders, { query: { group: 'enrollment' } })).list;
  await mockControls(page.request).wechatPays(order!.id);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await expect(panel(page)).toContainText('已缴费 · 报名成功');
  await expect(panel(page).getByRole('link', { name: '查看缴费订单' })).toHaveAttribute('href', `/order/detail/${order!.id}`);
  // 报名流程 is 考证进度's: the fee done, the ticket next (no step is the learner's to take until it is issued).
  const steps = page.getByTestId('apply-steps');
  await expect(steps.locator('li[data-step="fee"]')).toHaveAttribute('data-state', 'done');
  await expect(steps.locator('li[data-step="ticket"]')).toHaveAttribute('data-state', 'upcoming');
  expect(problems.list()).toEqual([]);
});

/** Uploads a material through the API, as the form does. */
async function upload(
  request: APIRequestContext,
  kind: MaterialKind,
  name: string,
  mimeType: string,
  buffer: Buffer,
): Promise<MaterialFile> {
  const response = await request.post(apiPath(uploadMaterial, { query: { kind } }), { multipart: { file: { name, mimeType, buffer } } });
  const body = (await response.json()) as { code: number; data: MaterialFile };
  expect(body.code).toBe(0);
  return body.data;
}

test('撤回报名 before review: asked first, the place comes back, and the form is open again @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  await signUpFresh(page);
  const plan = await openLevelOnePlan(page.request, 1);
  const materials = [
    { kind: 'id-card' as const, fileId: (await upload(page.request, 'id-card', 'id.png', 'image/png', scan(3))).id },
    { kind: 'photo' as const, fileId: (await upload(page.request, 'photo', 'photo.png', 'image/png', idPhoto())).id },
  ];
  const detail = await contractClient(page.request).call(getEnrollmentPlan, { params: { id: plan.id } });
  for (const kind of detail.materials.filter((kind) => kind === 'health' || kind === 'social-security'))
    materials.push({ kind: kind as never, fileId: (await upload(page.request, kind, `${kind}.png`, 'image/png', scan(4))).id });
  await contractClient(page.request).call(applyEnrollmentPlan, {
    params: { id: plan.id },
    body: {
      applicant: { yearsWorked: 0, schooling: 'none', apprenticeship: true },
      name: '王小明',
      phone: '13700137000',
      workUnit: '个体',
      materials,
    },
  });

  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await expect(panel(page)).toContainText('审核中');
  const placesLeft = Number(
    (await panel(page)
      .getByText(/剩余 \d+ 个名额/)
      .textContent())!.match(/\d+/)![0],
  );
  await panel(page).getByRole('button', { name: '撤回报名' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('撤回这期报名？');
  await dialog.getByRole('button', { name: '撤回报名' }).click();
  await expectToast(page, '报名已撤回');
  await expect(panel(page).getByRole('link', { name: '立即报名' })).toBeVisible();
  await expect(panel(page)).toContainText(`剩余 ${placesLeft + 1} 个名额`);
  await expect(page.getByTestId('application-review')).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});
