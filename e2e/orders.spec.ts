import { expect, type Page } from '@playwright/test';
import { listCourses } from '@shared/api/catalogue';
import { applyInvoice, createInvoiceTitle } from '@shared/api/invoice';
import { createOrder, getCoinSummary, listCoinEntries, listOrders, payOrder } from '@shared/api/order';
import { PayMethod, ProductType } from '@shared/enums/order';
import type { OrderGroup } from '@shared/lib/order-rules';
import { contractClient } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { expectAccessibleInBothSchemes } from './support/axe';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/**
 * Checkout, payment, the order pages and refunds. Each test buys as a learner of its own. The order
 * pages' axe runs: e2e/accessibility.spec.ts; someone else's order and bad checkout links are 404
 * pages: server/order-pages.test.ts.
 */

/** A paid course nobody in this test has bought: each test takes its own. */
async function paidCourse(page: Page, index: number) {
  const courses = await contractClient(page.request).call(listCourses, { query: { price: 'paid', size: 24, page: 2, sort: 'price-asc' } });
  return courses.list[index]!;
}

async function latestOrder(page: Page, group: OrderGroup = 'course') {
  return (await contractClient(page.request).call(listOrders, { query: { group } })).list[0]!;
}

async function coinBalance(page: Page): Promise<number> {
  return (await contractClient(page.request).call(getCoinSummary)).balance;
}

/** WeChat says paid: what the learner's phone would do after scanning. */
const wechatPays = (page: Page, orderId: number) => mockControls(page.request).wechatPays(orderId);

test('buy a paid course with WeChat pay on a computer: QR code, paid on the phone, then it is in 课程订单 and 我的学习, and it plays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const course = await paidCourse(page, 0);
  await page.goto(`/course/${course.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: '立即购买' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/order/pay/create\\?productType=1&productId=${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
  await expect(page.getByText(course.title).first()).toBeVisible();
  // WeChat is chosen; coins are listed but the new learner has none.
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /技能币支付/ })).toBeDisabled();
  // The methods the web never takes are one folded line, not choices.
  await expect(page.getByRole('radio', { name: /苹果支付/ })).toHaveCount(0);
  await expect(page.getByTestId('pay-methods-elsewhere')).toContainText('苹果支付');
  await page.getByRole('button', { name: '提交订单' }).click();

  const panel = page.getByTestId('wechat-pay');
  await expect(panel.getByRole('heading', { name: '微信扫码支付' })).toBeVisible();
  await expect(panel.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  await expect(panel.getByRole('timer')).toContainText(/1[45]:\d\d/);
  const order = await latestOrder(page);
  expect(order.status).toBe(2);
  await wechatPays(page, order.id);
  // The page's poll sees it within a couple of seconds.
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });

  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(`/order/detail/${order.id}`);
  await expect(page.getByRole('heading', { level: 2, name: '已支付' })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: '提交订单' })).toContainText('支付成功');

  await page.goto('/order/course?tab=paid');
  await expect(page.getByRole('article').filter({ hasText: course.title })).toContainText('已支付');
  await page.goto('/study');
  await expect(page.getByRole('heading', { name: course.title })).toBeVisible();
  await page.goto(`/course/${course.id}/play`);
  await waitForHydration(page);
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByText('立即购买')).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});

test('pay on the phone: 微信支付 opens WeChat’s page in the browser and comes back; a return unpaid is not paid; 聚合支付 with 支付宝 pays @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const course = await paidCourse(page, 3);
  const checkoutPath = `/order/pay/create?productType=1&productId=${course.id}`;
  await page.goto(checkoutPath);
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /聚合支付/ })).toBeEnabled();
  await expect(page.getByText(/支付后 7 天内、学习进度低于 30% 可申请退款/)).toBeAttached();
  const submit = page.getByTestId('pay-bar').getByRole('button', { name: '提交订单' });
  await submit.click();

  // No QR code on the phone: WeChat's page (the mock's stand-in) in this browser.
  await expect(page).toHaveURL(/\/__mock\/pay\/h5\/\d+\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: '微信支付' })).toBeVisible();
  // Back without paying: the checkout reads the order, which is still 待支付.
  await page.getByRole('button', { name: '取消支付' }).click();
  await expect(page).toHaveURL(new RegExp(`${checkoutPath.replace(/[?]/g, '\\?')}&orderId=\\d+$`));
  const panel = page.getByTestId('pay-return');
  await expect(panel.getByRole('heading', { name: '正在确认支付结果' })).toBeVisible();
  await panel.getByRole('button', { name: '我已完成支付' }).click();
  await expect(panel).toContainText('尚未收到付款');
  expect((await latestOrder(page)).status).toBe(2);

  // 重新支付 with 聚合支付: the cashier offers 支付宝.
  await panel.getByRole('button', { name: '重新支付' }).click();
  await expect(page.getByText('你有一笔该商品的待支付订单')).toBeVisible();
  await page.locator('label').filter({ hasText: '聚合支付' }).click();
  await expect(page.getByRole('radio', { name: /聚合支付/ })).toBeChecked();
  await submit.click();
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '支付宝' })).toBeChecked();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/orderId=\d+$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  const order = await latestOrder(page);
  expect(order).toMatchObject({ status: 3, payMethod: PayMethod.AGGREGATED });
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByRole('list').filter({ hasText: '提交订单' })).toContainText('聚合支付（支付宝）');
  expect(problems.list()).toEqual([]);
});

test('the pending-order notice follows the order: paid in another tab, the checkout says so when the learner comes back', async ({
  page,
}) => {
  await signInAsNewLearner(page.request);
  const course = await paidCourse(page, 6);
  const api = contractClient(page.request);
  const created = await api.call(createOrder, {
    body: { productType: ProductType.COURSE, productId: course.id, idempotencyKey: `e2e-pending-${course.id}-${Date.now()}` },
  });
  await page.goto(`/order/pay/create?productType=1&productId=${course.id}`);
  await waitForHydration(page);
  await expect(page.getByText('你有一笔该商品的待支付订单')).toBeVisible();
  // Paid elsewhere (another tab, the app), then back to this tab.
  await api.call(payOrder, {
    params: { id: created.id },
    body: { payMethod: PayMethod.WECHAT, idempotencyKey: `e2e-pending-pay-${created.id}-${Date.now()}` },
  });
  await wechatPays(page, created.id);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('你已拥有该商品，无需重复购买。')).toBeVisible();
  await expect(page.getByText('你有一笔该商品的待支付订单')).toHaveCount(0);
});

test('skill coins: top up 300 with WeChat, pay a course with coins; a double click on 确认支付 takes the coins once', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page.request);
  await page.goto('/order/pay/create?productType=7&productId=5');
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /技能币支付/ })).toBeDisabled();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByTestId('wechat-pay')).toBeVisible();
  await wechatPays(page, (await latestOrder(page, 'package')).id);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  expect(await coinBalance(page)).toBe(3480);

  const course = await paidCourse(page, 1);
  await page.goto(`/order/pay/create?productType=1&productId=${course.id}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /技能币支付/ }).check({ force: true });
  await expect(page.getByRole('complementary', { name: '订单结算' })).toContainText(`${course.price / 10} 技能币`);
  await page.getByRole('button', { name: '提交订单' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(`扣除 ${course.price / 10} 技能币`);
  await confirm.getByRole('button', { name: '确认支付' }).dblclick();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(await coinBalance(page)).toBe(3480 - course.price / 10);
  // The balance's history: the top-up and one payment.
  const history = await contractClient(page.request).call(listCoinEntries);
  expect(history.list.map((entry) => entry.amount)).toEqual([-course.price / 10, 3480]);
});

test('an unpaid order closes as 超时关闭 (101) at its deadline: the pay panel says so and offers a new order', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const course = await paidCourse(page, 2);
  await page.goto(`/order/pay/create?productType=1&productId=${course.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByTestId('wechat-pay').getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  // The pay panel with its QR code is a state no URL reaches: axe here (the order pages: e2e/accessibility.spec.ts).
  await expectAccessibleInBothSchemes(page, 'the WeChat pay panel');
  const order = await latestOrder(page);
  await mockControls(page.request).expireOrder(order.id);
  await expect(page.getByRole('heading', { name: '订单超时关闭' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: '重新下单' })).toBeVisible();
  await page.goto(`/order/detail/${order.id}`);
  await expect(page.getByRole('heading', { level: 2, name: '超时关闭' })).toBeVisible();
  await expect(page.getByText('订单超时未支付，已自动关闭').first()).toBeVisible();
  await page.goto('/order/course?tab=closed');
  await expect(page.getByRole('article').filter({ hasText: course.title })).toContainText('超时关闭');
});

test('a refund: the reason is required, then 申请中 → 已完成 on the timeline, and a whisper message at each step', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page.request);
  const course = await paidCourse(page, 3);
  await page.goto(`/order/pay/create?productType=1&productId=${course.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByTestId('wechat-pay')).toBeVisible();
  const order = await latestOrder(page);
  await wechatPays(page, order.id);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });

  await page.goto(`/order/detail/${order.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '申请退款' }).click();
  const dialog = page.getByTestId('refund-dialog');
  await dialog.getByRole('textbox', { name: '补充说明（选填）' }).fill('单位统一报名了');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请选择退款原因');
  await dialog.getByRole('radio', { name: '重复购买' }).check();
  await expect(dialog.getByRole('textbox', { name: '补充说明（选填）' })).toHaveValue('单位统一报名了');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expectToast(page, '退款申请已提交，平台审核后会通知你');
  await expect(page.getByRole('heading', { level: 2, name: '退款申请中' })).toBeVisible();
  await expect(page.getByRole('button', { name: '撤销退款' })).toBeVisible();

  for (let step = 0; step < 3; step += 1) await mockControls(page.request).advanceRefund(order.id);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '已退单' })).toBeVisible();
  const timeline = page.getByRole('list').filter({ hasText: '提交订单' });
  for (const step of ['申请退款', '退款申请已同意', '退款处理中', '退款完成']) await expect(timeline).toContainText(step);

  await page.goto('/message/whisper');
  const messages = page.getByRole('main');
  for (const action of ['退款申请已同意', '退款处理中', '退款已完成']) await expect(messages.getByText(action).first()).toBeVisible();
  await page.getByTestId('message-item').filter({ hasText: '退款已完成' }).getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(`/order/detail/${order.id}`);
  // The course went back with the money.
  await page.goto('/study');
  await expect(page.getByRole('heading', { name: course.title })).toHaveCount(0);
});

/** An order of this course paid with WeChat through the API (the checkout has its own tests). */
async function paidWithWechat(page: Page, productType: number, productId: number): Promise<number> {
  const api = contractClient(page.request);
  const created = await api.call(createOrder, {
    body: { productType, productId, idempotencyKey: `e2e-orders-${productType}-${productId}-${Date.now()}` },
  });
  await api.call(payOrder, {
    params: { id: created.id },
    body: { payMethod: PayMethod.WECHAT, idempotencyKey: `e2e-pay-${created.id}-${Date.now()}` },
  });
  await wechatPays(page, created.id);
  return created.id;
}

test('coins while the WeChat QR code shows: 更换支付方式 → coins closes the QR; a late WeChat payment is refunded, on the timeline and in 我的消息', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  await paidWithWechat(page, ProductType.SKILL_COIN, 5);
  expect(await coinBalance(page)).toBe(3480);
  const course = await paidCourse(page, 5);
  await page.goto(`/order/pay/create?productType=1&productId=${course.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  const panel = page.getByTestId('wechat-pay');
  await expect(panel).toContainText('改用其他方式支付后，此二维码将失效');
  const order = await latestOrder(page);
  await panel.getByRole('button', { name: '更换支付方式' }).click();
  await page.getByRole('radio', { name: /技能币支付/ }).check({ force: true });
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(await coinBalance(page)).toBe(3480 - course.price / 10);

  // The phone paid the old QR code anyway: the money goes back by itself, and the learner is told.
  await wechatPays(page, order.id);
  await page.goto(`/order/detail/${order.id}`);
  await waitForHydration(page);
  const timeline = page.getByRole('list').filter({ hasText: '提交订单' });
  for (const step of ['发起微信支付', '关闭微信支付', '支付成功', '重复支付已退款']) await expect(timeline).toContainText(step);
  await expect(timeline).toContainText('已自动原路退回');
  await page.goto('/message/whisper');
  await expect(page.getByTestId('message-item').filter({ hasText: '重复支付已自动退款' })).toHaveCount(1);
  expect(await coinBalance(page)).toBe(3480 - course.price / 10);
  expect(problems.list()).toEqual([]);
});

test('an invoiced order explains why it cannot be refunded instead of offering 申请退款, with the way on', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page.request);
  const course = await paidCourse(page, 6);
  const orderId = await paidWithWechat(page, ProductType.COURSE, course.id);
  const api = contractClient(page.request);
  const title = await api.call(createInvoiceTitle, { body: { holder: 1, name: '退款测试' } });
  const applied = await api.call(applyInvoice, {
    body: { orderIds: [orderId], titleId: title.id, type: 1, email: 'e2e@example.com', addressId: null },
  });

  await page.goto(`/order/detail/${orderId}`);
  await waitForHydration(page);
  const blocked = page.getByTestId('refund-blocked');
  await expect(blocked).toContainText('该订单的开票申请正在审核中，请先在「开票记录」中撤销开票申请后再退款');
  await expect(page.getByRole('button', { name: '申请退款' })).toHaveCount(0);
  await expect(blocked.getByRole('link', { name: '去开票记录' })).toHaveAttribute('href', '/setting/invoice');

  // Issued: the invoice has to be voided first, by customer service.
  for (let step = 0; step < 2; step += 1) await mockControls(page.request).reviewInvoice(applied.id);
  await page.reload();
  await expect(blocked).toContainText('该订单已开具发票，请先通过「意见反馈」联系客服作废发票后再退款');
  await expect(blocked.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/feedback');
  await expect(page.getByRole('button', { name: '申请退款' })).toHaveCount(0);
});
