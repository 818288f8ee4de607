import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { applyEnrollmentPlan, getEnrollmentPlan, listEnrollmentPlans, uploadMaterial } from '@shared/api/enrollment';
import { getJourney, verifyCertificate } from '@shared/api/certification';
import { saveExamAnswers } from '@shared/api/exam';
import { createOrder, listOrders } from '@shared/api/order';
import { submitRealName } from '@shared/api/real-name';
import { getSelf } from '@shared/api/user';
import { ProductType } from '@shared/enums/order';
import type { MaterialKind } from '@shared/schemas/enrollment-application';
import type { EnrollmentPlanDetail } from '@shared/schemas/enrollment';
import {
  certificateNoPath,
  certificatePdfPath,
  certificateVerifyPath,
  journeyCalendarPath,
  ticketPdfPath,
} from '@shared/lib/certification-journey';
import { apiPath, contractClient } from './support/api';
import { randomPhone, signInAsNewLearner } from './support/accounts';
import { idPhoto, pdf, scan } from './support/files';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { pdfText } from './support/pdf-text';
import { expectToast, test } from './support/toasts';

/**
 * The certification journey of issue 25 §3, clicked through by a new learner: register, real name,
 * the self-check, the application with its uploads, one rejected and sent again, approval, the fee,
 * the ticket printed, the theory exam, the scores, the certificate and its public verification. Then
 * the ticket on paper (print media at A4, one page) and the downloads (.ics, the PDFs). Each test has a
 * learner of its own; the mock's per-plan controls move that learner's journey on (tickets, scores,
 * certificates), never the shared clock. Only the plan's official exam window is moved (to now), an
 * exam no other spec uses.
 */

const PASSWORD = 'Start@1234';

/** GB 11643 check character, so each learner's ID number is well formed and their own. */
function idNumber(): string {
  const random = Math.floor(Math.random() * 1e6);
  const birth = `19${70 + (random % 30)}${String(1 + (random % 12)).padStart(2, '0')}${String(1 + (random % 28)).padStart(2, '0')}`;
  const first17 = `330106${birth}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/**
 * An open 初级工 plan that needs real-name verification, has a fee and an official theory exam on the
 * site, with places left: the whole journey in one plan.
 */
async function journeyPlan(request: APIRequestContext): Promise<EnrollmentPlanDetail> {
  const api = contractClient(request);
  const plans = await api.call(listEnrollmentPlans, { query: { status: 'open', level: 1, size: 100 } });
  for (const card of plans.list.filter((plan) => plan.requiresRealName && plan.fee > 0 && plan.placesLeft > 2)) {
    const plan = await api.call(getEnrollmentPlan, { params: { id: card.id } });
    if (plan.examId !== null) return plan;
  }
  throw new Error('no open 初级工 plan with real name, a fee and an official exam');
}

/** One file per material kind, as the form's checks accept them. */
const FILES: Record<MaterialKind, { name: string; mimeType: string; buffer: () => Buffer }> = {
  photo: { name: '证件照.png', mimeType: 'image/png', buffer: () => idPhoto() },
  'id-card': { name: '身份证.pdf', mimeType: 'application/pdf', buffer: () => pdf() },
  schooling: { name: '毕业证书.png', mimeType: 'image/png', buffer: () => scan(5) },
  health: { name: '健康证明.png', mimeType: 'image/png', buffer: () => scan(6) },
  'social-security': { name: '社保证明.png', mimeType: 'image/png', buffer: () => scan(7) },
  'work-proof': { name: '工作证明.png', mimeType: 'image/png', buffer: () => scan(8) },
  certificate: { name: '证书.png', mimeType: 'image/png', buffer: () => scan(9) },
};

const material = (page: Page, kind: MaterialKind) => page.getByTestId(`material-${kind}`);
const pick = (page: Page, kind: MaterialKind, file = FILES[kind]) =>
  material(page, kind).locator('input[type=file]').setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer() });
const step = (page: Page, key: string) => page.getByTestId('journey-timeline').locator(`li[data-step="${key}"]`);
const nextStep = (page: Page) => page.getByTestId('next-step');

/** What a learner coming back to the tab sees: the journey reads itself again (refetch on focus), no reload. */
async function comeBack(page: Page, expectation: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expectation();
  }).toPass({ timeout: 15_000 });
}

test('a new learner’s whole journey: register, real name, self-check, apply with uploads, a photo rejected and sent again, approved, paid, the ticket printed, the theory exam, scores, the certificate and its public verification', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const problems = trackProblems(page);
  const api = contractClient(page.request);
  const mock = mockControls(page.request);
  const plan = await journeyPlan(page.request);
  const examId = plan.examId!;

  // ---- Register: the login modal's 免费注册.
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('header').getByRole('button', { name: '登录 / 注册' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByRole('button', { name: '免费注册' }).click();
  const phone = randomPhone();
  await modal.getByLabel('手机号', { exact: true }).fill(phone);
  await modal.getByRole('button', { name: '获取验证码' }).click();
  await expectToast(page, '发送成功');
  await modal.getByLabel('验证码', { exact: true }).fill(await mock.latestSmsCode(phone));
  await modal.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await modal.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await modal.getByRole('button', { name: '注册并登录' }).click();
  await expectToast(page, '登录成功');
  await expect(modal).toBeHidden();
  const { user } = await api.call(getSelf);

  // ---- Nothing yet in 我的考证: the way in.
  await page.goto('/study');
  await waitForHydration(page);
  await page.getByRole('link', { name: '我的考证' }).click();
  await expect(page).toHaveURL('/study/certification');
  await expect(page.getByRole('heading', { level: 1, name: '我的考证' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '还没有考证记录' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: '报考资格自测' })).toHaveAttribute('href', '/eligibility');

  // ---- Real name: the plan asks for it.
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await page.getByTestId('real-name-required').getByRole('link', { name: '去实名认证' }).click();
  await expect(page).toHaveURL('/setting/real');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: '姓名' }).fill('林晓峰');
  await page.getByRole('textbox', { name: '身份证号' }).fill(idNumber());
  await page.getByRole('button', { name: '提交认证' }).click();
  await expectToast(page, '已提交，请等待审核');
  await mock.reviewRealName(user!.id, { decision: 'approve' });
  await expect(page.getByTestId('real-name-status').getByText('已认证', { exact: true })).toBeVisible({ timeout: 15_000 });

  // ---- The self-check, from the plan's 申报条件: two years in the trade is enough for 初级工.
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: '做一次报考资格自测' }).click();
  await expect(page).toHaveURL(/\/eligibility\?profession=\d+&level=1$/);
  await waitForHydration(page);
  await page.getByLabel('累计从事本职业或相关职业的年限').fill('2');
  await page.getByRole('button', { name: '查看可报考等级' }).click();
  const verdict = page.getByRole('region', { name: '自测结果' });
  await expect(verdict.getByRole('listitem').filter({ hasText: '初级工/五级' }).first()).toContainText('可报考');

  // ---- The application: the verified name, the facts, each material uploaded.
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await page.getByTestId('apply-panel').getByRole('link', { name: '立即报名' }).click();
  await expect(page).toHaveURL(`/enrollment/${plan.id}/apply`);
  await waitForHydration(page);
  await expect(page.getByTestId('apply-verified-name')).toContainText('林晓峰');
  await page.getByLabel('工作单位').fill('杭州市康复医院');
  await page.getByLabel('本职业工作年限').fill('2');
  await expect(page.getByTestId('apply-verdict')).toContainText('符合初级工/五级的申报条件');
  for (const kind of plan.materials) {
    await pick(page, kind);
    await expect(material(page, kind)).toHaveAttribute('data-state', 'done');
  }
  await page.getByRole('button', { name: '提交报名' }).click();
  await expectToast(page, '报名表已提交');
  await expect(page).toHaveURL(`/enrollment/${plan.id}`);
  await expect(page.getByTestId('apply-panel')).toContainText('审核中');

  // ---- 我的考证 has the journey now: 审核 under way.
  await page.goto('/study/certification');
  await waitForHydration(page);
  const card = page.getByTestId('journey-card').filter({ hasText: plan.title });
  await expect(card).toContainText('审核 · 进行中');
  await card.getByRole('link', { name: '查看考证进度' }).click();
  await expect(page).toHaveURL(`/study/certification/${plan.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.title);
  await expect(step(page, 'apply')).toContainText('已完成');
  await expect(step(page, 'review')).toHaveAttribute('aria-current', 'step');

  // ---- The reviewer rejects the photo: back on the tab, the journey says so and leads to 补交材料.
  await mock.decideEnrollment({ planId: plan.id, phone, outcome: 'rejected', kind: 'photo', reason: '照片背景不是白色' });
  await comeBack(page, () => expect(step(page, 'review')).toContainText('未通过', { timeout: 1000 }));
  await expect(nextStep(page)).toContainText('需要处理');
  await expect(nextStep(page)).toContainText('照片背景不是白色');
  await nextStep(page).getByRole('link', { name: '补交材料' }).click();
  await expect(page).toHaveURL(`/enrollment/${plan.id}/apply`);
  await waitForHydration(page);
  await expect(page.getByTestId(/^material-/)).toHaveCount(1);
  await pick(page, 'photo', { ...FILES.photo, name: '新证件照.png', buffer: () => idPhoto([252, 252, 252], 330, 460) });
  await expect(material(page, 'photo')).toHaveAttribute('data-state', 'done');
  await page.getByRole('button', { name: '提交补充材料' }).click();
  await expectToast(page, '材料已重新提交');
  await expect(page.getByTestId('apply-panel')).toContainText('审核中');

  // ---- Approved; the fee through the checkout.
  await mock.decideEnrollment({ planId: plan.id, phone, outcome: 'approved' });
  await page.getByTestId('apply-panel').getByRole('button', { name: '刷新状态' }).click();
  await expect(page.getByTestId('apply-panel')).toContainText('审核通过 · 待缴费');
  await page.getByTestId('apply-panel').getByRole('link', { name: '去缴费' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/pay/create\\?productType=4&productId=${plan.id}$`));
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByTestId('wechat-pay').getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const [order] = (await api.call(listOrders, { query: { group: 'enrollment' } })).list;
  await mock.wechatPays(order!.id);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });

  // ---- From the plan's panel to the journey: paid, the ticket to come.
  await page.goto(`/enrollment/${plan.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('apply-panel')).toContainText('已缴费 · 报名成功');
  await page.getByTestId('apply-panel').getByRole('link', { name: '查看考证进度' }).click();
  await expect(page).toHaveURL(`/study/certification/${plan.id}`);
  await waitForHydration(page);
  await expect(step(page, 'review')).toContainText('已完成');
  await expect(step(page, 'fee')).toContainText('已完成');
  await expect(step(page, 'ticket')).toContainText('未开始');
  await expect(nextStep(page)).toContainText('下一步');
  await expect(page.getByTestId('journey-ticket')).toContainText(/准考证将于 \d+月\d+日 \d\d:\d\d（考试日前 3 天）发放/);
  await expect(page.getByTestId('calendar-link')).toHaveAttribute('href', journeyCalendarPath(plan.id));

  // ---- The ticket, issued early by the evaluation body: viewed and printed.
  await mock.issueTicket(plan.id, { phone });
  await comeBack(page, () => expect(step(page, 'ticket')).toContainText('已完成', { timeout: 1000 }));
  const ticketBlock = page.getByTestId('journey-ticket');
  await expect(ticketBlock.getByRole('link', { name: '下载 PDF' })).toHaveAttribute('href', ticketPdfPath(plan.id));
  await ticketBlock.getByRole('link', { name: '查看并打印准考证' }).click();
  await expect(page).toHaveURL(`/study/certification/${plan.id}/ticket`);
  await waitForHydration(page);
  const sheet = page.getByTestId('admission-ticket');
  await expect(sheet).toContainText('职业技能等级认定准考证');
  await expect(sheet).toContainText('林晓峰');
  await expect(sheet.getByTestId('ticket-no')).toHaveText(/^\d{8,}$/);
  await expect(sheet.locator('tbody[data-part="practical"]')).toContainText(/考场/);
  await expect(sheet.getByRole('img', { name: '林晓峰的证件照' })).toBeVisible();
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void (counted.printed += 1);
  });
  await page.getByRole('button', { name: '打印准考证' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // ---- The theory exam: its window opens now; from the journey to the paper, answered, handed in.
  await mock.examWindow(examId, { opensInMinutes: 0, minutes: 120 });
  await page.goto(`/study/certification/${plan.id}`);
  await waitForHydration(page);
  await expect(step(page, 'exam')).toHaveAttribute('aria-current', 'step');
  await nextStep(page).getByRole('link', { name: '去考试' }).click();
  await expect(page).toHaveURL(`/exam/${examId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '开始考试' }).click();
  await page.getByRole('dialog', { name: '正式考试须知' }).getByRole('button', { name: '确认开始' }).click();
  await expect(page).toHaveURL(new RegExp(`/exam/${examId}/official/\\d+$`));
  const subId = Number(new URL(page.url()).pathname.split('/').pop());
  // The answers the key gives, saved as the paper saves them; handed in on the page.
  const key = await mock.answerKey(subId);
  await api.call(saveExamAnswers, {
    params: { subId },
    body: { answers: key.map(({ questionId, answer }) => ({ questionId, answer })) },
  });
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('complementary').getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷' }).getByRole('button', { name: '确认交卷' }).click();
  await expect(page.getByTestId('exam-result')).toBeVisible();

  // ---- Scores released: both parts with their pass lines.
  await mock.releaseScores(plan.id, { phone, practical: 88 });
  const journey = await api.call(getJourney, { params: { id: plan.id } });
  const theory = journey.result!.parts.find((part) => part.part === 'theory')!;
  expect(theory.score).not.toBeNull();
  await page.goto(`/study/certification/${plan.id}`);
  await waitForHydration(page);
  const result = page.getByTestId('journey-result');
  await expect(result.getByTestId('result-verdict')).toHaveText('合格');
  await expect(result.getByTestId('result-parts').getByRole('listitem')).toHaveCount(2);
  await expect(result.getByTestId('result-parts').getByRole('listitem').filter({ hasText: '操作技能考核' })).toContainText(
    /88\s*分\s*合格线 60 分\s*合格/,
  );
  await expect(result.getByTestId('result-parts').getByRole('listitem').filter({ hasText: '理论知识考试' })).toContainText(
    `${theory.score}`,
  );

  // ---- The certificate, issued now: in the journey (it leads the page) and in 我的考证.
  await mock.issueCertificate(plan.id, { phone });
  await comeBack(page, () => expect(step(page, 'certificate')).toContainText('已完成', { timeout: 1000 }));
  await expect(nextStep(page)).toContainText('已取得证书');
  const certificate = page.locator('#certificate');
  const no = (await certificate.getByTestId('certificate-no').textContent())!.trim();
  expect(no).toMatch(/^S\d{17,21}$/);
  await expect(certificate).toContainText('林晓峰');
  await expect(certificate.getByRole('link', { name: '下载证书 PDF' })).toHaveAttribute('href', certificatePdfPath(no));
  // The verification link (and the QR code) carry the certificate's random 核验码 with its number.
  const verifyLink = certificate.getByRole('link', { name: '查验真伪' });
  await expect(verifyLink).toHaveAttribute('href', new RegExp(`^${certificateNoPath(no)}\\?code=[0-9A-HJKMNP-TV-Z]{8}$`));
  const code = new URL((await verifyLink.getAttribute('href'))!, baseURL).searchParams.get('code')!;
  await page.goto('/study/certification');
  await waitForHydration(page);
  await expect(page.getByTestId('certificate-card').filter({ hasText: no })).toBeVisible();
  await expect(page.getByTestId('journey-card').filter({ hasText: plan.title })).toContainText('已获证');

  // ---- Public verification through the QR code's URL (printed beside it on the PDF), by anyone.
  const certificatePdf = await page.request.get(certificatePdfPath(no));
  expect(certificatePdf.headers()['content-type']).toBe('application/pdf');
  const verifyUrl = `${baseURL}${certificateVerifyPath(no, code)}`;
  expect((await pdfText(await certificatePdf.body())).join('')).toContain(verifyUrl);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await contractClient(visitorPage.request).call(verifyCertificate, { params: { no }, query: { code } })).holderNameMasked).toBe(
    '林*峰',
  );
  const response = await visitorPage.goto(verifyUrl);
  expect(response?.status()).toBe(200);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('证书真实有效');
  await expect(visitorPage.locator('main')).toContainText(no);
  await expect(visitorPage.locator('main')).toContainText('林*峰');
  await expect(visitorPage.locator('main')).not.toContainText('林晓峰');
  await visitor.close();
  expect(problems.list()).toEqual([]);
});

/** Uploads a material through the API, as the form does. */
async function upload(request: APIRequestContext, kind: MaterialKind) {
  const file = FILES[kind];
  const response = await request.post(apiPath(uploadMaterial, { query: { kind } }), {
    multipart: { file: { name: file.name, mimeType: file.mimeType, buffer: file.buffer() } },
  });
  const body = (await response.json()) as { code: number; data: { id: string } };
  expect(body.code).toBe(0);
  return body.data.id;
}

/**
 * A learner of its own with an issued ticket, built through the API (the journey test clicks the same
 * steps): verified, applied, approved, paid, the ticket issued now.
 */
async function learnerWithTicket(request: APIRequestContext) {
  const api = contractClient(request);
  const mock = mockControls(request);
  const learner = await signInAsNewLearner(request);
  await api.call(submitRealName, { body: { name: '周文静', idNumber: idNumber() } });
  await mock.reviewRealName(learner.id, { decision: 'approve' });
  const plan = await journeyPlan(request);
  const materials = [];
  for (const kind of plan.materials) materials.push({ kind, fileId: await upload(request, kind) });
  await api.call(applyEnrollmentPlan, {
    params: { id: plan.id },
    body: {
      applicant: { yearsWorked: 2, schooling: 'none', apprenticeship: false },
      phone: learner.phone,
      workUnit: '杭州市康复医院',
      materials,
    },
  });
  await mock.decideEnrollment({ planId: plan.id, phone: learner.phone, outcome: 'approved' });
  const order = await api.call(createOrder, {
    body: { productType: ProductType.ENROLLMENT, productId: plan.id, idempotencyKey: `e2e-fee-${learner.id}-${plan.id}` },
  });
  await mock.wechatPays(order.id);
  await mock.issueTicket(plan.id, { phone: learner.phone });
  return { ...learner, plan };
}

test('the ticket on paper: print media at A4 shows the sheet alone, black on white even in dark mode, on one page', async ({ page }) => {
  test.setTimeout(90_000);
  const { plan } = await learnerWithTicket(page.request);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/study/certification/${plan.id}/ticket`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const sheet = page.getByTestId('admission-ticket');
  await expect(sheet).toBeVisible();
  // Only the sheet: no header, footer, breadcrumb, buttons or toasts.
  for (const chrome of [page.locator('header').first(), page.locator('footer').last(), page.getByRole('navigation', { name: '面包屑' })])
    await expect(chrome).toBeHidden();
  await expect(page.getByRole('button', { name: '打印准考证' })).toBeHidden();
  await expect(page.getByTestId('toast-viewport')).toBeHidden();
  // Black on white, whatever the mode; the sessions table whole.
  const colours = await sheet.evaluate((element) => {
    const style = getComputedStyle(element);
    const body = getComputedStyle(document.body);
    return { text: style.color, sheet: style.backgroundColor, body: body.backgroundColor };
  });
  expect(colours).toEqual({ text: 'rgb(0, 0, 0)', sheet: 'rgb(255, 255, 255)', body: 'rgb(255, 255, 255)' });
  expect(await sheet.locator('table').evaluate((table) => getComputedStyle(table).breakInside)).toBe('avoid');
  await page.screenshot({ path: test.info().outputPath('ticket-print-a4.png'), fullPage: true });

  const printed = await page.pdf({ format: 'A4' });
  const pages = await pdfText(printed);
  expect(pages).toHaveLength(1);
  expect(pages[0]).toContain('职业技能等级认定准考证');
  expect(pages[0]).toContain('周文静');
  expect(pages[0]).not.toContain('打印准考证');
  expect(pages[0]).not.toContain('技能学堂·职业技能在线学习平台');
});

test('the downloads: the calendar (.ics) and the ticket PDF arrive as files of their types, the same the links name', async ({ page }) => {
  test.setTimeout(90_000);
  const { plan } = await learnerWithTicket(page.request);
  await page.goto(`/study/certification/${plan.id}`);
  await waitForHydration(page);

  const [calendar] = await Promise.all([page.waitForEvent('download'), page.getByTestId('calendar-link').click()]);
  expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await page.request.get(journeyCalendarPath(plan.id));
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const icsText = await ics.text();
  expect(icsText).toMatch(/^BEGIN:VCALENDAR/);
  expect(icsText).toContain('BEGIN:VEVENT');

  const ticketLink = page.getByTestId('journey-ticket').getByRole('link', { name: '下载 PDF' });
  const [ticket] = await Promise.all([page.waitForEvent('download'), ticketLink.click()]);
  expect(ticket.suggestedFilename()).toMatch(/\.pdf$/);
  const ticketPdf = await page.request.get(ticketPdfPath(plan.id));
  expect(ticketPdf.headers()['content-type']).toBe('application/pdf');
  const [text] = await pdfText(await ticketPdf.body());
  expect(text).toContain('周文静');
});
