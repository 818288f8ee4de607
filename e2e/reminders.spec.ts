import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { getEnrollmentPlan, listEnrollmentPlans } from '@shared/api/enrollment';
import { login } from '@shared/api/user';
import { LoginType, VerifyScene } from '@shared/enums/auth';
import { contractClient } from './support/api';
import { randomPhone, smsCodeFor } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * Issue 36 §4 clicked through on a phone: 提醒设置's channels and quiet hours (a refusal keeps what was
 * chosen), a WeChat subscription through the mock's stand-in of WeChat's sheet, a 准考证 reminder delivered
 * by 站内消息, SMS and WeChat, and unsubscribing from a delivered message's link (signed in and signed out).
 * The learner is one of its own, with a WeChat bound; the journey moves by the certification controls only.
 */

/** A new learner signed in through an SMS login that binds a WeChat (场景 6), as the bind-account form does. */
async function learnerWithWechat(request: APIRequestContext): Promise<{ id: number; phone: string }> {
  const phone = randomPhone();
  const security = await smsCodeFor(request, phone, VerifyScene.SOCIAL_BIND);
  const openId = `e2e-reminders-${Math.random().toString(16).slice(2, 10)}`;
  const { user } = await contractClient(request).call(login, {
    body: { account: phone, security, loginType: LoginType.CODE, socialType: 1, socialCode: `wx-${openId}`, socialState: 'a'.repeat(64) },
  });
  return { id: user.id, phone };
}

/** An open plan with an official exam whose tickets come out more than four days from now: nothing of its journey has happened. */
async function planAhead(request: APIRequestContext) {
  const api = contractClient(request);
  const plans = await api.call(listEnrollmentPlans, { query: { status: 'open', size: 100 } });
  for (const card of plans.list.filter((plan) => Date.parse(plan.examDate) - Date.now() > 5 * 86_400_000)) {
    const plan = await api.call(getEnrollmentPlan, { params: { id: card.id } });
    if (plan.examId !== null) return { planId: plan.id, examId: plan.examId };
  }
  throw new Error('no open plan with an official exam more than five days ahead');
}

const channelBox = (page: Page, event: string, channel: string) => page.getByRole('checkbox', { name: `${event}：${channel}` });

test('提醒设置: channels and quiet hours, a WeChat subscription, a delivered reminder and its unsubscribe links @mobile', async ({
  page,
  browser,
}) => {
  const problems = trackProblems(page);
  const learner = await learnerWithWechat(page.request);
  const mock = mockControls(page.request);

  // ---- The settings: SMS for 准考证, a refused quiet window kept as chosen, then none at all.
  await page.goto('/setting/notify');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '提醒设置' })).toBeVisible();
  const smsTicket = channelBox(page, '准考证发放', '短信');
  await expect(smsTicket).not.toBeChecked();
  // A whole 44 px target around each checkbox, on a 390 px phone.
  const target = await smsTicket.locator('xpath=..').boundingBox();
  expect(Math.min(target!.width, target!.height)).toBeGreaterThanOrEqual(44);
  await smsTicket.check();
  await page.getByLabel('开始').fill('09:00');
  await page.getByLabel('结束').fill('09:00');
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('免打扰的开始和结束时间不能相同')).toBeVisible();
  await expect(page.getByLabel('开始')).toHaveValue('09:00');
  await expect(smsTicket).toBeChecked();
  await page.getByRole('radio', { name: '不设免打扰，任何时间都可以提醒' }).check();
  await page.getByRole('button', { name: '保存设置' }).click();
  await expectToast(page, '提醒设置已保存');
  await page.reload();
  await waitForHydration(page);
  await expect(channelBox(page, '准考证发放', '短信')).toBeChecked();
  await expect(page.getByRole('radio', { name: '不设免打扰，任何时间都可以提醒' })).toBeChecked();

  // ---- A WeChat subscription through the stand-in of WeChat's sheet, and back.
  const subscriptions = page.getByTestId('wechat-subscriptions');
  await subscriptions.getByRole('button', { name: '在微信订阅一次准考证发放' }).click();
  await expect(page.getByRole('heading', { name: '技能学堂 申请向你发送以下订阅消息' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /准考证发放/ })).toBeChecked();
  await page.getByRole('button', { name: '允许' }).click();
  await expect(page).toHaveURL('/setting/notify');
  await expect(page.getByTestId('wechat-return')).toHaveText('已订阅微信提醒：准考证发放（各 1 次）');
  await expect(subscriptions.locator('li[data-event="ticketIssued"]')).toContainText('剩余 1 次');

  // ---- The 准考证 comes out: 站内消息, an SMS (phone masked) and a WeChat message, each with its own link.
  const { planId, examId } = await planAhead(page.request);
  await mock.admitToExam(examId, { accountId: learner.id });
  await mock.issueTicket(planId, { accountId: learner.id });
  const sent = await mock.reminderDeliveries(learner.id);
  expect(sent.map(({ channel, event, to }) => [channel, event, to])).toEqual([
    ['sms', 'ticketIssued', `${learner.phone.slice(0, 3)}****${learner.phone.slice(-4)}`],
    ['wechat', 'ticketIssued', 'e2e-…'],
  ]);
  const sms = sent[0]!;
  expect(sms.text).toContain(sms.unsubscribePath);

  // ---- Unsubscribing from the 站内 message's link, signed in.
  await page.goto('/message/system');
  await waitForHydration(page);
  const notice = page.getByTestId('message-item').filter({ hasText: '准考证已发放' });
  await notice.getByRole('link', { name: '退订此类提醒' }).click();
  await expect(page.getByRole('heading', { name: '退订“准考证发放”的站内消息提醒？' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: '确认退订' }).click();
  await expect(page.getByTestId('unsubscribe-done')).toContainText('你不会再收到“准考证发放”的站内消息提醒');

  // ---- And from the SMS's link, signed out (another browser, as on the phone that got it).
  const phone = await browser.newContext();
  const signedOut = await phone.newPage();
  await signedOut.goto(sms.unsubscribePath);
  await waitForHydration(signedOut);
  await expect(signedOut.getByRole('heading', { name: '退订“准考证发放”的短信提醒？' })).toBeVisible();
  await signedOut.getByRole('button', { name: '确认退订' }).click();
  await expect(signedOut.getByTestId('unsubscribe-done')).toBeVisible();
  await phone.close();

  // Exactly those two are off; the WeChat one stays on.
  await page.goto('/setting/notify');
  await waitForHydration(page);
  await expect(channelBox(page, '准考证发放', '站内消息')).not.toBeChecked();
  await expect(channelBox(page, '准考证发放', '短信')).not.toBeChecked();
  await expect(channelBox(page, '准考证发放', '微信服务通知')).toBeChecked();
  await expect(subscriptions.locator('li[data-event="ticketIssued"]')).toContainText('剩余 0 次');
  expect(problems.list()).toEqual([]);
});

test('after an application is sent, the plan page asks for WeChat reminders; the sheet comes back to 提醒设置 and on to the plan', async ({
  page,
}) => {
  const problems = trackProblems(page);
  await learnerWithWechat(page.request);
  const { planId } = await planAhead(page.request);
  await page.goto(`/enrollment/${planId}`);
  await waitForHydration(page);
  await expect(page.getByTestId('wechat-subscribe-prompt')).toHaveCount(0);
  // As the apply page's navigation leaves it (React Router's state in the history entry): the natural moment.
  await page.evaluate(() => {
    window.history.pushState({ usr: { applied: true }, key: 'applied', idx: 1 }, '', window.location.href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  const prompt = page.getByTestId('wechat-subscribe-prompt');
  await expect(prompt).toContainText('报名已提交。订阅后');
  await prompt.getByRole('button', { name: '去微信订阅' }).click();
  await expect(page.getByRole('heading', { name: '技能学堂 申请向你发送以下订阅消息' })).toBeVisible();
  // The learner allows two of the three.
  await page.getByRole('checkbox', { name: /考前提醒/ }).uncheck();
  await page.getByRole('button', { name: '允许' }).click();
  // The answer is taken out of the address once redeemed (a reload redeems nothing).
  await expect(page).toHaveURL('/setting/notify');
  const banner = page.getByTestId('wechat-return');
  await expect(banner).toContainText(/^已订阅微信提醒：.*准考证发放.*（各 1 次）/);
  await expect(banner).not.toContainText('考前提醒');
  await banner.getByRole('link', { name: '返回刚才的页面' }).click();
  await expect(page).toHaveURL(`/enrollment/${planId}`);
  expect(problems.list()).toEqual([]);
});
