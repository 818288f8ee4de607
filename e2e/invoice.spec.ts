import { expect, type Page } from '@playwright/test';
import { listCourses } from '@shared/api/catalogue';
import { createInvoiceAddress, createInvoiceTitle, listInvoiceRequests } from '@shared/api/invoice';
import { createOrder } from '@shared/api/order';
import { ProductType } from '@shared/enums/order';
import { contractClient } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { mockControls } from './support/mock';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/** Invoices for paid orders (/setting/invoice, /setting/invoice/edit). Their pages' axe runs: e2e/accessibility.spec.ts. */

const CREDIT_CODE = '91350100M000100Y43';

/** Two courses this learner has paid for with WeChat (made through the API; the checkout has its own tests). */
async function twoPaidOrders(page: Page, offset: number): Promise<{ id: number; title: string }[]> {
  const api = contractClient(page.request);
  const courses = await api.call(listCourses, { query: { price: 'paid', size: 24, page: 3, sort: 'price-asc' } });
  const orders = [];
  for (const course of courses.list.slice(offset, offset + 2)) {
    const created = await api.call(createOrder, {
      body: { productType: ProductType.COURSE, productId: course.id, idempotencyKey: `e2e-invoice-${course.id}-${Date.now()}` },
    });
    await mockControls(page.request).wechatPays(created.id);
    orders.push({ id: created.id, title: course.title });
  }
  return orders;
}

async function latestRequestId(page: Page): Promise<number> {
  return (await contractClient(page.request).call(listInvoiceRequests)).list[0]!.id;
}

const review = (page: Page, id: number, decision: { decision?: 'approve' | 'reject'; reason?: string } = {}) =>
  mockControls(page.request).reviewInvoice(id, decision);

test('invoice for paid orders: 申请发票 on the order, a company title checked as typed, two orders in one invoice, reviewed to 已完成 @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  const [first, second] = await twoPaidOrders(page, 0);

  await page.goto('/order/course');
  await waitForHydration(page);
  await page.getByRole('link', { name: '申请发票' }).first().click();
  await expect(page).toHaveURL(/\/setting\/invoice\/edit\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '申请开票' })).toBeVisible();
  await waitForHydration(page);
  const ticked = page.getByRole('checkbox', { checked: true });
  await expect(ticked).toHaveCount(1);

  // Nothing to send it to yet: the form says what is missing and keeps what was chosen.
  await page.getByRole('checkbox', { name: new RegExp(first!.title === second!.title ? '^$' : escape(first!.title)) }).check();
  await page.getByRole('checkbox', { name: new RegExp(escape(second!.title)) }).check();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请选择发票抬头')).toBeVisible();
  await expect(page.getByText('请输入接收电子发票的邮箱')).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  // The first field with a message that can take the focus (there is no title to choose yet): the e-mail.
  await expect(page.getByRole('textbox', { name: '接收邮箱' })).toBeFocused();

  // A company title: the unified social credit code is checked as it is typed.
  await page.getByRole('button', { name: '+ 新增抬头' }).click();
  const dialog = page.getByTestId('title-dialog');
  await expect(dialog.getByRole('heading', { name: '新增发票抬头' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '单位名称' }).fill('福州海峡职业技能培训有限公司');
  const taxNumber = dialog.getByRole('textbox', { name: '纳税人识别号' });
  await taxNumber.fill('91350100M000100Y44');
  await taxNumber.blur();
  await expect(dialog.getByRole('alert')).toHaveText('纳税人识别号校验位不正确，请核对后重新输入');
  await taxNumber.fill('9135 0100 m000 100y43');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // One bank detail asks for the other three.
  await dialog.getByRole('textbox', { name: '开户银行' }).fill('中国银行福州分行');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('专用发票需填写银行账号')).toBeVisible();
  await dialog.getByRole('textbox', { name: '开户银行' }).fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '发票抬头已添加');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /福州海峡职业技能培训有限公司/ })).toBeChecked();
  await expect(page.getByText(`企业 · 税号 ${CREDIT_CODE}`)).toBeVisible();

  // VAT special needs the bank details: the title cannot be chosen for it.
  await page.getByRole('radio', { name: /增值税专用发票/ }).check();
  await expect(page.getByRole('radio', { name: /福州海峡职业技能培训有限公司/ })).toBeDisabled();
  await page.getByRole('radio', { name: /电子普通发票/ }).check();
  await page.getByRole('radio', { name: /福州海峡职业技能培训有限公司/ }).check();

  await page.getByRole('textbox', { name: '接收邮箱' }).fill('caiwu@example');
  await page.getByRole('textbox', { name: '接收邮箱' }).blur();
  await expect(page.getByText('邮箱格式不正确')).toBeVisible();
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('caiwu@example.com');
  await page.getByRole('textbox', { name: /备注/ }).fill('职业技能培训费');
  await expect(page.getByText(/已选 2 个订单/)).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expectToast(page, '开票申请已提交');
  await expect(page).toHaveURL('/setting/invoice');

  const card = page.getByTestId('invoice-request').first();
  await expect(card.getByText('进行中', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: first!.title })).toBeVisible();
  await expect(card.getByRole('link', { name: second!.title })).toBeVisible();
  await expect(card.getByRole('button', { name: '撤销申请' })).toBeVisible();

  // The platform reviews it: the page follows on its own.
  const requestId = await latestRequestId(page);
  await review(page, requestId);
  await expect(card.getByText('已通过', { exact: true })).toBeVisible({ timeout: 10_000 });
  await review(page, requestId);
  await expect(card.getByText('已完成', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText(/^\d{20}$/)).toBeVisible();

  // The order's timeline and its action bar know.
  await card.getByRole('link', { name: first!.title }).click();
  await expect(page).toHaveURL(`/order/detail/${first!.id}`);
  await expect(page.getByText('发票已开具').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '申请发票' })).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});

test('VAT special with a postal address; a rejection shows the reason and 重新申请 brings the orders back', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page.request);
  const [order] = await twoPaidOrders(page, 4);
  await contractClient(page.request).call(createInvoiceTitle, {
    body: {
      holder: 2,
      name: '福州海峡职业技能培训有限公司',
      taxNumber: CREDIT_CODE,
      bank: '中国银行福州分行',
      bankAccount: '405000012345678',
      registeredAddress: '福州市鼓楼区五四路 158 号',
      registeredPhone: '0591-87654321',
    },
  });
  await page.goto(`/setting/invoice/edit?orderId=${order!.id}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /增值税专用发票/ }).check();
  await expect(page.getByRole('radio', { name: /福州海峡/ })).toBeChecked();
  await page.getByRole('textbox', { name: '通知邮箱' }).fill('caiwu@example.com');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('纸质专用发票需要收件地址')).toBeVisible();

  await page.getByRole('button', { name: '+ 新增地址' }).click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.getByRole('textbox', { name: '收件人' }).fill('陈会计');
  await dialog.getByRole('textbox', { name: '手机号' }).fill('1390591');
  await dialog.getByRole('textbox', { name: '手机号' }).blur();
  await expect(dialog.getByText('请输入 11 位手机号')).toBeVisible();
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13905912345');
  await dialog.getByRole('textbox', { name: '所在地区' }).fill('福建省 福州市 鼓楼区');
  await dialog.getByRole('textbox', { name: '详细地址' }).fill('五四路 158 号环球广场 18 层');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '收件地址已添加');
  await expect(page.getByRole('radio', { name: /陈会计/ })).toBeChecked();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL('/setting/invoice');

  const card = page.getByTestId('invoice-request').first();
  await expect(card.getByText('增值税专用发票（纸质）')).toBeVisible();
  await expect(card.getByText(/陈会计 13905912345/)).toBeVisible();
  await review(page, await latestRequestId(page), { decision: 'reject', reason: '注册地址与税务登记不一致' });
  await expect(card.getByText('已驳回', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('note')).toContainText('注册地址与税务登记不一致');
  await card.getByRole('link', { name: '重新申请' }).click();
  await expect(page).toHaveURL(`/setting/invoice/edit?orderId=${order!.id}`);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test('发票管理: titles and addresses kept — one default address, deleting asks first', async ({ page }) => {
  await signInAsNewLearner(page.request);
  const api = contractClient(page.request);
  const address = { mobile: '13905912345', region: '福建省 福州市 鼓楼区', street: '五四路 158 号环球广场 18 层' };
  await api.call(createInvoiceAddress, { body: { ...address, receiver: '陈会计', isDefault: 1 } });
  await api.call(createInvoiceAddress, { body: { ...address, receiver: '林出纳', isDefault: 2 } });
  await page.goto('/setting/invoice');
  await waitForHydration(page);
  await expect(page.getByText('还没有开票记录')).toBeVisible();
  const addresses = page.getByTestId('invoice-address');
  await expect(addresses.first()).toContainText('陈会计');
  await expect(addresses.first()).toContainText('默认');
  await addresses.nth(1).getByRole('button', { name: '设为默认' }).click();
  await expectToast(page, '已设为默认地址');
  await expect(addresses.first()).toContainText('林出纳');
  await expect(page.getByText('默认', { exact: true })).toHaveCount(1);
  await addresses.first().getByRole('button', { name: /删除/ }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('这是默认地址');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
  await expectToast(page, '收件地址已删除');
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first()).toContainText('默认');

  await page.getByRole('button', { name: '新增抬头' }).click();
  await page.getByTestId('title-dialog').getByRole('radio', { name: '个人 / 非企业' }).check();
  await page.getByTestId('title-dialog').getByRole('textbox', { name: '个人姓名' }).fill('陈小红');
  await page.getByTestId('title-dialog').getByRole('button', { name: '保存' }).click();
  await expectToast(page, '发票抬头已添加');
  await expect(page.getByTestId('invoice-title')).toContainText('陈小红');
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
