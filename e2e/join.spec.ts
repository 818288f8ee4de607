import { expect, type Page } from '@playwright/test';
import { getMyJoinApplication, submitJoinApplication } from '@shared/api/join';
import { creditCodeCheckChar } from '@shared/lib/invoice-rules';
import { contractClient } from './support/api';
import { registerAccount, signInAsNewLearner } from './support/accounts';
import { expectAccessibleInBothSchemes } from './support/axe';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * 服务条款, 隐私政策, 联系我们 and 入驻 (/join, /join/intention). The pages' axe runs:
 * e2e/accessibility.spec.ts (here only the states a submission reaches); that the agreements are
 * prerendered with their _payload.json: server/pages-without-javascript.test.ts.
 */

/** A valid unified social credit code of its own per call: the server keeps every code applied with. */
function freshCreditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let body = '91330106';
  for (let i = 0; i < 9; i++) body += chars[Math.floor(Math.random() * chars.length)];
  return body + creditCodeCheckChar(body);
}

const INTRO = '专注电工、焊工与养老护理员等职业技能培训十余年，拥有 30 名持证讲师和两处实训基地。';

async function myApplicationId(page: Page): Promise<number> {
  return (await contractClient(page.request).call(getMyJoinApplication)).application!.id;
}

const review = (page: Page, id: number, decision: { decision?: 'approve' | 'reject'; reason?: string } = {}) =>
  mockControls(page.request).reviewJoin(id, decision);

test('服务条款 and 隐私政策 show version and 生效日期, and their table of contents reaches each section', async ({ page }) => {
  const problems = trackProblems(page);

  await page.goto('/service');
  await expect(page.getByRole('heading', { level: 1, name: '技能学堂服务条款' })).toBeVisible();
  await expect(page).toHaveTitle(/技能学堂服务条款/);
  const facts = page.getByTestId('agreement-facts');
  await expect(facts).toContainText('版本V3.2');
  await expect(facts).toContainText('生效日期2026年10月1日');
  const toc = page.getByRole('navigation', { name: '目录' });
  await expect(toc.getByRole('link')).toHaveCount(12);
  await waitForHydration(page);
  await toc.getByRole('link', { name: '三、付费与退款' }).click();
  await expect(page).toHaveURL(/\/service#section-3$/);
  const refund = page.getByRole('region', { name: '三、付费与退款' });
  await expect(refund).toBeInViewport();
  await expect(refund).toContainText('7 天内，且该课程学习进度低于 30%');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: '技能学堂隐私政策' })).toBeVisible();
  await expect(page.getByRole('region', { name: '二、Cookie 与同类技术' })).toContainText('skill_token');
  await expect(page.getByRole('navigation', { name: '目录' }).getByRole('link', { name: '七、你的权利' })).toHaveAttribute(
    'href',
    '#section-7',
  );
  expect(problems.list()).toEqual([]);
});

test('入驻: the agreement in a dialog, the form checked as typed, a signed-out submit keeps the values, then 审核中 → 已通过', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  // An account with a password, made in a request context of its own (the page stays signed out).
  const account = await registerAccount(request, 'Join@2026x');
  const creditCode = freshCreditCode();

  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: '与技能学堂一起，培养更多技能人才' })).toBeVisible();
  await expect(page.getByTestId('join-categories').getByRole('listitem')).toHaveText([
    '职业院校',
    '培训机构',
    '企业',
    '行业协会',
    '社会组织',
    '政府机构',
    '其他',
  ]);
  await expect(page.getByTestId('join-steps').getByRole('heading')).toHaveText(['提交意向', '平台审核', '签署协议', '开通机构后台']);
  await waitForHydration(page);
  await page.getByRole('button', { name: '阅读《机构入驻协议》' }).click();
  const dialog = page.getByTestId('join-agreement-dialog');
  await expect(dialog.getByRole('heading', { name: '技能学堂机构入驻协议' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '一、入驻条件' })).toBeVisible();
  await expect(dialog).toContainText('版本 V1.6');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: '立即入驻' }).first().click();
  await expect(page).toHaveURL('/join/intention');
  await expect(page.getByRole('heading', { level: 1, name: '入驻意向' })).toBeVisible();
  await waitForHydration(page);

  await page.getByRole('textbox', { name: '机构名称' }).fill('杭州数智职业技能培训学校');
  await page.getByRole('combobox', { name: '机构分类' }).selectOption({ label: '培训机构' });
  const code = page.getByRole('textbox', { name: '统一社会信用代码' });
  await code.fill(`${creditCode.slice(0, 17)}${creditCode[17] === '0' ? '1' : '0'}`);
  await code.blur();
  await expect(page.locator('#join-creditCode-error')).toHaveText('统一社会信用代码校验位不正确，请核对后重新输入');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill(creditCode.toLowerCase());
  await expect(page.locator('#join-creditCode-error')).toHaveCount(0);
  await page.getByRole('textbox', { name: '联系人', exact: true }).fill('王晓明');
  const phone = page.getByRole('textbox', { name: '联系人手机号' });
  await phone.fill('2380013800');
  await phone.blur();
  await expect(page.locator('#join-contactPhone-error')).toHaveText('手机号格式错误');
  await phone.fill('13800138000');
  await expect(page.locator('#join-contactPhone-error')).toHaveCount(0);
  await page.getByRole('textbox', { name: '联系邮箱' }).fill('join@example.com');
  await page.getByRole('textbox', { name: '所在地区' }).fill('浙江省 杭州市');
  await page.getByRole('textbox', { name: '简介' }).fill(INTRO);

  // Signed out: the login modal, nothing sent, everything kept.
  await page.getByRole('button', { name: '提交入驻意向' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: '密码登录' })).toBeVisible();
  await modal.getByLabel('手机号', { exact: true }).fill(account.phone);
  await modal.getByLabel('密码', { exact: true }).fill(account.password);
  await modal.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, '登录成功');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('textbox', { name: '机构名称' })).toHaveValue('杭州数智职业技能培训学校');
  await expect(page.getByRole('textbox', { name: '简介' })).toHaveValue(INTRO);
  await expect(code).toHaveValue(creditCode.toLowerCase());

  // The agreement is required; its text opens from the form and 我已阅读并同意 ticks the box.
  await page.getByRole('button', { name: '提交入驻意向' }).click();
  await expect(page.locator('#join-agreed-error')).toHaveText('请阅读并同意《机构入驻协议》');
  await page.getByRole('button', { name: '《机构入驻协议》' }).click();
  await expect(dialog.getByRole('heading', { name: '技能学堂机构入驻协议' })).toBeVisible();
  await dialog.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
  await expect(page.locator('#join-agreed-error')).toHaveCount(0);

  await page.getByRole('button', { name: '提交入驻意向' }).click();
  await expectToast(page, '入驻意向已提交，请等待平台审核');
  const status = page.getByTestId('join-status');
  await expect(status.getByRole('heading', { name: '审核中' })).toBeVisible();
  await review(page, await myApplicationId(page));
  // The page asks again every 5 s while the review is under way.
  await expect(status.getByRole('heading', { name: '已通过' })).toBeVisible({ timeout: 12_000 });
  await expect(status).toContainText('入驻专员将在 1 个工作日内致电 13800138000');
  await status.getByText('查看提交的资料').click();
  await expect(status).toContainText(creditCode);
  // Approved: a state only a review reaches.
  await expectAccessibleInBothSchemes(page, '/join/intention 已通过');

  // The same code cannot be used by someone else while it is approved.
  await signInAsNewLearner(request);
  const taken = await contractClient(request).envelope(submitJoinApplication, {
    body: {
      type: 1,
      name: '另一家职业技能培训学校',
      category: 2,
      creditCode,
      contactName: '李老师',
      contactPhone: '13900001111',
      email: 'b@example.com',
      region: '浙江省 宁波市',
      intro: INTRO,
      agreed: true,
    },
  });
  expect(taken.code).toBe(5503);
  expect(problems.list()).toEqual([]);
});

test('未通过: the reason, then 修改并重新提交 with the form filled from the application, back to 审核中 @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const sent = await contractClient(page.request).call(submitJoinApplication, {
    body: {
      type: 2,
      name: '李建国',
      category: 7,
      creditCode: '',
      contactName: '李建国',
      contactPhone: '13900002222',
      email: 'li@example.com',
      region: '江苏省 苏州市',
      intro: '从事电梯安装维修 15 年，持有特种设备作业人员证。',
      agreed: true,
    },
  });
  await review(page, sent.id, { decision: 'reject', reason: '请补充特种设备作业人员证的编号与有效期' });

  await page.goto('/join/intention');
  await waitForHydration(page);
  const status = page.getByTestId('join-status');
  await expect(status.getByRole('heading', { name: '未通过' })).toBeVisible();
  await expect(status).toContainText('请补充特种设备作业人员证的编号与有效期');
  await status.getByRole('button', { name: '修改并重新提交' }).click();

  await expect(page.getByRole('radio', { name: '个人讲师' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: '讲师姓名' })).toHaveValue('李建国');
  await expect(page.getByRole('combobox', { name: '机构分类' })).toHaveValue('7');
  const intro = page.getByRole('textbox', { name: '简介' });
  await expect(intro).toHaveValue('从事电梯安装维修 15 年，持有特种设备作业人员证。');
  await intro.fill('从事电梯安装维修 15 年，持有特种设备作业人员证（编号 T3201-2019-0088，有效期至 2027 年）。');
  // A bad phone is shown next to its field, described for screen readers, in both schemes.
  const phone = page.getByRole('textbox', { name: '联系人手机号' });
  await phone.fill('1390000222');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription('手机号格式错误');
  // The form refilled after a rejection, with a field's error: states only a review and typing reach.
  await expectAccessibleInBothSchemes(page, '/join/intention 重新提交');
  await phone.fill('13900002222');
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '重新提交' }).click();
  await expectToast(page, '入驻意向已提交，请等待平台审核');
  await expect(status.getByRole('heading', { name: '审核中' })).toBeVisible();
  expect(problems.list()).toEqual([]);
});
