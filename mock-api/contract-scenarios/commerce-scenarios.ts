import * as order from '@shared/api/order';
import * as invoice from '@shared/api/invoice';
import { call, CONTRACT_CREDIT_CODE, demoToken, type Scenario } from './support';

/** Orders, payment, refunds, skill coins and invoices. */
export const commerceScenarios: Record<string, Scenario> = {
  [order.getCheckout.id]: async ({ app }) => ({ url: '/order/checkout?productType=1&productId=7', token: await demoToken(app) }),
  [order.createOrder.id]: async ({ app, store }) => ({
    url: '/order',
    payload: {
      productType: 1,
      productId: store.catalogue.courses.find((course) => course.price > 0 && course.id > 40)!.id,
      idempotencyKey: 'contract-create-1',
    },
    token: await demoToken(app),
  }),
  [order.payOrder.id]: async ({ app }) => {
    const token = await demoToken(app);
    const created = await call(app, order.createOrder, {
      url: '/order',
      payload: { productType: 7, productId: 2, idempotencyKey: 'contract-pay-1' },
      token,
    });
    return {
      url: `/order/${(created.data as { id: number }).id}/pay`,
      payload: { payMethod: 1, idempotencyKey: 'contract-pay-2' },
      token,
      headers: { origin: 'http://127.0.0.1:3000' },
    };
  },
  [order.getOrderStatus.id]: async ({ app }) => ({ url: '/order/1/status', token: await demoToken(app) }),
  [order.getOrder.id]: async ({ app }) => ({ url: '/order/1', token: await demoToken(app) }),
  [order.listOrders.id]: async ({ app }) => ({ url: '/order/list?group=course&tab=all', token: await demoToken(app) }),
  [order.cancelOrder.id]: async ({ app, store }) => ({
    url: `/order/${store.orders.listOf(1).find((candidate) => candidate.status === 1)!.id}/cancel`,
    token: await demoToken(app),
  }),
  [order.applyRefund.id]: async ({ app, store }) => ({
    url: `/order/${store.orders.listOf(1).find((candidate) => candidate.status === 3 && candidate.grant.kind === 'courses')!.id}/refund`,
    payload: { reason: 1, description: '买错了' },
    token: await demoToken(app),
  }),
  [order.cancelRefund.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const paid = store.orders.listOf(1).find((candidate) => candidate.status === 3 && candidate.grant.kind === 'courses')!;
    await call(app, order.applyRefund, { url: `/order/${paid.id}/refund`, payload: { reason: 4 }, token });
    return { url: `/order/${paid.id}/refund/cancel`, token };
  },
  [order.getCoinSummary.id]: async ({ app }) => ({ url: '/coin/summary', token: await demoToken(app) }),
  [order.listCoinEntries.id]: async ({ app }) => ({ url: '/coin/history?page=1&size=5', token: await demoToken(app) }),
  [invoice.listInvoiceTitles.id]: async ({ app }) => ({ url: '/invoice/title', token: await demoToken(app) }),
  [invoice.createInvoiceTitle.id]: async ({ app }) => ({
    url: '/invoice/title',
    payload: {
      holder: 2,
      name: '杭州数智技能培训学校',
      taxNumber: CONTRACT_CREDIT_CODE,
      bank: '',
      bankAccount: '',
      registeredAddress: '',
      registeredPhone: '',
    },
    token: await demoToken(app),
  }),
  [invoice.updateInvoiceTitle.id]: async ({ app }) => ({
    url: '/invoice/title/1',
    payload: { holder: 1, name: '王晓明' },
    token: await demoToken(app),
  }),
  [invoice.deleteInvoiceTitle.id]: async ({ app }) => ({ url: '/invoice/title/1', token: await demoToken(app) }),
  [invoice.listInvoiceAddresses.id]: async ({ app }) => ({ url: '/invoice/address', token: await demoToken(app) }),
  [invoice.createInvoiceAddress.id]: async ({ app }) => ({
    url: '/invoice/address',
    payload: {
      receiver: '李师傅',
      mobile: '13912345678',
      region: '浙江省 杭州市 西湖区',
      street: '文三路 90 号东部软件园 3 号楼',
      isDefault: 1,
    },
    token: await demoToken(app),
  }),
  [invoice.updateInvoiceAddress.id]: async ({ app }) => ({
    url: '/invoice/address/1',
    payload: {
      receiver: '王晓明',
      mobile: '13800138000',
      region: '广东省 深圳市 南山区',
      street: '科苑路 15 号 2 号楼 1201',
      isDefault: 1,
    },
    token: await demoToken(app),
  }),
  [invoice.deleteInvoiceAddress.id]: async ({ app }) => ({ url: '/invoice/address/1', token: await demoToken(app) }),
  [invoice.listInvoiceableOrders.id]: async ({ app }) => ({ url: '/invoice/orders', token: await demoToken(app) }),
  [invoice.listInvoiceRequests.id]: async ({ app }) => ({ url: '/invoice/request?page=1&size=10', token: await demoToken(app) }),
  [invoice.applyInvoice.id]: async ({ app, store }) => {
    const paid = store.orders
      .listOf(1)
      .find((candidate) => candidate.status === 3 && candidate.amount > 0 && candidate.invoice === null && candidate.refund === null)!;
    return {
      url: '/invoice/request',
      payload: { orderIds: [paid.id], titleId: 2, type: 2, email: 'finance@example.com', addressId: 1 },
      token: await demoToken(app),
    };
  },
  [invoice.cancelInvoiceRequest.id]: async ({ app, store }) => {
    const token = await demoToken(app);
    const paid = store.orders
      .listOf(1)
      .find((candidate) => candidate.status === 3 && candidate.amount > 0 && candidate.invoice === null && candidate.refund === null)!;
    const applied = await call(app, invoice.applyInvoice, {
      url: '/invoice/request',
      payload: { orderIds: [paid.id], titleId: 1, type: 1, email: 'me@example.com', addressId: null },
      token,
    });
    return { url: `/invoice/request/${(applied.data as { id: number }).id}/cancel`, token };
  },
};
