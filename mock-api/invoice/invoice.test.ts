import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CODE_ADDRESS_REQUIRED,
  CODE_INVOICE_NOT_CANCELLABLE,
  CODE_ORDER_ALREADY_INVOICED,
  CODE_ORDER_NOT_INVOICEABLE,
  CODE_VAT_NEEDS_COMPANY,
} from '@shared/api/invoice';
import { MessageType } from '@shared/enums/message';
import { OrderStatus, PayMethod, ProductType, RequestStatus } from '@shared/enums/order';
import type { InvoiceAddress, InvoiceRequest, InvoiceTitle } from '@shared/schemas/invoice';
import type { OrderDetail } from '@shared/schemas/order';
import { CODE_REFUND_INVOICED } from '@shared/api/order';
import { buildMockApi, type MockApi } from '../app';
import { devControls } from '../dev-controls';
import { CHINESE, envelopeOf, type Envelope } from '../core/test-support';

const CREDIT_CODE = '91350100M000100Y43';
const company = {
  holder: 2,
  name: '福州海峡职业技能培训有限公司',
  taxNumber: CREDIT_CODE,
  bank: '中国银行福州分行',
  bankAccount: '4050 0001 2345 678',
  registeredAddress: '福州市鼓楼区五四路 158 号',
  registeredPhone: '0591 87654321',
};
const address = {
  receiver: '陈会计',
  mobile: '13905912345',
  region: '福建省 福州市 鼓楼区',
  street: '五四路 158 号环球广场 18 层',
  isDefault: 1,
};

function mockAt(start = Date.parse('2026-11-24T10:00:00+08:00')) {
  let now = start;
  const mock = buildMockApi({ now: () => now, orderTtlSeconds: 600, refundStepSeconds: 10, reviewStepSeconds: 10, liveSimulation: false });
  return { mock, advance: (ms: number) => (now += ms) };
}

async function request(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Envelope> {
  return envelopeOf(
    await app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: token ? { token } : {} }),
    url,
  );
}

let phones = 0;
/** A learner with a paid course (WeChat), an unpaid one, and one paid with coins. */
async function learnerWithOrders(mock: MockApi) {
  const account = mock.store.accounts.add({
    phone: `1370000${String(++phones).padStart(4, '0')}`,
    passwordHash: 'x:y',
    nickname: '开票学员',
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 100_000,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  const token = mock.store.issueToken(account.id);
  const courses = mock.store.catalogue.courses.filter((course) => course.price > 0).slice(10);
  const make = async (index: number) => {
    const response = await request(mock.app, 'POST', '/order', token, {
      productType: ProductType.COURSE,
      productId: courses[index]!.id,
      idempotencyKey: `invoice-test-${account.id}-${index}`,
    });
    expect(response.code, response.msg).toBe(0);
    return response.data as OrderDetail;
  };
  const paid = await make(0);
  mock.store.orders.markPaid(mock.store.orders.get(paid.id)!, PayMethod.WECHAT);
  const second = await make(1);
  mock.store.orders.markPaid(mock.store.orders.get(second.id)!, PayMethod.WECHAT);
  const unpaid = await make(2);
  const coins = await make(3);
  expect(
    (
      await request(mock.app, 'POST', `/order/${coins.id}/pay`, token, {
        payMethod: PayMethod.SKILL_COIN,
        idempotencyKey: `invoice-pay-${coins.id}`,
      })
    ).code,
  ).toBe(0);
  return { token, id: account.id, paid, second, unpaid, coins };
}

const createTitle = async (mock: MockApi, token: string, body: object) => {
  const response = await request(mock.app, 'POST', '/invoice/title', token, body);
  expect(response.code, response.msg).toBe(0);
  return response.data as InvoiceTitle;
};

describe('invoice titles and addresses', () => {
  const { mock } = mockAt();
  afterAll(() => mock.app.close());

  it('keeps a company title normalised, refuses a bad tax number with the reason in Chinese', async () => {
    const { token } = await learnerWithOrders(mock);
    const title = await createTitle(mock, token, { ...company, taxNumber: ' 9135 0100 m000 100y43 ' });
    expect(title).toMatchObject({ taxNumber: CREDIT_CODE, bankAccount: '405000012345678', vatReady: true });
    const bad = await request(mock.app, 'POST', '/invoice/title', token, { ...company, taxNumber: '91350100M000100Y44' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/校验位不正确/);
    const partial = await request(mock.app, 'POST', '/invoice/title', token, { ...company, bank: '' });
    expect(partial.code).toBe(400);
    expect(partial.msg).toMatch(/开户银行/);
    // A personal title drops company fields sent along.
    const personal = await createTitle(mock, token, { ...company, holder: 1, name: '陈小红' });
    expect(personal).toMatchObject({ holder: 1, taxNumber: '', bank: '', vatReady: false });
    const edited = await request(mock.app, 'PUT', `/invoice/title/${personal.id}`, token, { holder: 1, name: '陈晓红' });
    expect((edited.data as InvoiceTitle).name).toBe('陈晓红');
    expect((await request(mock.app, 'DELETE', `/invoice/title/${personal.id}`, token)).code).toBe(0);
    expect((await request(mock.app, 'DELETE', `/invoice/title/${personal.id}`, token)).code).toBe(404);
    const list = (await request(mock.app, 'GET', '/invoice/title', token)).data as { list: InvoiceTitle[] };
    expect(list.list.map((one) => one.id)).toEqual([title.id]);
  });

  it('someone else’s title is not found', async () => {
    const first = await learnerWithOrders(mock);
    const second = await learnerWithOrders(mock);
    const title = await createTitle(mock, first.token, company);
    expect((await request(mock.app, 'PUT', `/invoice/title/${title.id}`, second.token, company)).code).toBe(404);
    expect((await request(mock.app, 'DELETE', `/invoice/title/${title.id}`, second.token)).code).toBe(404);
  });

  it('exactly one default address: the first is default, a new default unsets the old, deleting it passes it on', async () => {
    const { token } = await learnerWithOrders(mock);
    const first = (await request(mock.app, 'POST', '/invoice/address', token, { ...address, isDefault: 2 })).data as InvoiceAddress;
    expect(first.isDefault).toBe(1);
    const second = (await request(mock.app, 'POST', '/invoice/address', token, { ...address, receiver: '林出纳', isDefault: 1 }))
      .data as InvoiceAddress;
    let list = ((await request(mock.app, 'GET', '/invoice/address', token)).data as { list: InvoiceAddress[] }).list;
    expect(list.map((one) => [one.id, one.isDefault])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);
    // Unsetting the only default does not leave none.
    await request(mock.app, 'PUT', `/invoice/address/${second.id}`, token, { ...address, isDefault: 2 });
    list = ((await request(mock.app, 'GET', '/invoice/address', token)).data as { list: InvoiceAddress[] }).list;
    expect(list.filter((one) => one.isDefault === 1)).toHaveLength(1);
    await request(mock.app, 'DELETE', `/invoice/address/${list[0]!.id}`, token);
    list = ((await request(mock.app, 'GET', '/invoice/address', token)).data as { list: InvoiceAddress[] }).list;
    expect(list).toHaveLength(1);
    expect(list[0]!.isDefault).toBe(1);
    const bad = await request(mock.app, 'POST', '/invoice/address', token, { ...address, mobile: '2390591' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/11 位手机号/);
  });
});

describe('invoice requests', () => {
  const { mock, advance } = mockAt();
  afterAll(() => mock.app.close());
  void mock.app.register(devControls, { prefix: '/__mock', mock });

  it('lists only invoiceable orders, and refuses unpaid, coin-paid, someone else’s and doubled orders, changing nothing', async () => {
    const learner = await learnerWithOrders(mock);
    const other = await learnerWithOrders(mock);
    const title = await createTitle(mock, learner.token, company);
    const invoiceable = (await request(mock.app, 'GET', '/invoice/orders', learner.token)).data as { list: { id: number }[] };
    expect(invoiceable.list.map((one) => one.id).sort()).toEqual([learner.paid.id, learner.second.id].sort());
    const apply = (orderIds: number[], extra: object = {}) =>
      request(mock.app, 'POST', '/invoice/request', learner.token, {
        orderIds,
        titleId: title.id,
        type: 1,
        email: 'cw@example.com',
        addressId: null,
        ...extra,
      });
    const unpaid = await apply([learner.paid.id, learner.unpaid.id]);
    expect(unpaid.code).toBe(CODE_ORDER_NOT_INVOICEABLE);
    expect(unpaid.msg).toMatch(/未支付/);
    expect((await apply([learner.coins.id])).msg).toMatch(/技能币/);
    expect((await apply([other.paid.id])).code).toBe(404);
    expect((await apply([learner.paid.id, learner.paid.id])).code).toBe(400);
    expect((await apply([learner.paid.id], { email: 'nope' })).msg).toMatch(/邮箱格式不正确/);
    // None of the refusals touched the paid order.
    expect(mock.store.orders.get(learner.paid.id)!.invoice).toBeNull();
    const done = await apply([learner.paid.id]);
    expect(done.code, done.msg).toBe(0);
    const again = await apply([learner.paid.id]);
    expect(again.code).toBe(CODE_ORDER_ALREADY_INVOICED);
    expect(again.msg).toMatch(/正在处理/);
  });

  it('VAT special: a company title with bank details and a postal address', async () => {
    const learner = await learnerWithOrders(mock);
    const personal = await createTitle(mock, learner.token, { holder: 1, name: '陈小红' });
    const bare = await createTitle(mock, learner.token, {
      ...company,
      bank: '',
      bankAccount: '',
      registeredAddress: '',
      registeredPhone: '',
    });
    const full = await createTitle(mock, learner.token, company);
    const vat = (titleId: number, addressId: number | null) =>
      request(mock.app, 'POST', '/invoice/request', learner.token, {
        orderIds: [learner.paid.id],
        titleId,
        type: 2,
        email: 'cw@example.com',
        addressId,
      });
    expect((await vat(personal.id, null)).code).toBe(CODE_VAT_NEEDS_COMPANY);
    expect((await vat(bare.id, null)).msg).toMatch(/开户银行/);
    expect((await vat(full.id, null)).code).toBe(CODE_ADDRESS_REQUIRED);
    const postal = (await request(mock.app, 'POST', '/invoice/address', learner.token, address)).data as InvoiceAddress;
    const ok = await vat(full.id, postal.id);
    expect(ok.code, ok.msg).toBe(0);
    expect((ok.data as InvoiceRequest).address).toMatchObject({ receiver: '陈会计' });
  });

  it('moves 申请 → 已通过 → 已完成 on the schedule, on two orders at once, with messages and timelines', async () => {
    const learner = await learnerWithOrders(mock);
    const title = await createTitle(mock, learner.token, company);
    const applied = (
      await request(mock.app, 'POST', '/invoice/request', learner.token, {
        orderIds: [learner.paid.id, learner.second.id],
        titleId: title.id,
        type: 1,
        email: 'cw@example.com',
        addressId: null,
        remark: '培训费',
      })
    ).data as InvoiceRequest;
    expect(applied).toMatchObject({
      status: RequestStatus.APPLY,
      amount: learner.paid.amount + learner.second.amount,
      actions: { cancel: true, reapply: false },
    });
    expect(((await request(mock.app, 'GET', '/invoice/orders', learner.token)).data as { list: unknown[] }).list).toHaveLength(0);
    advance(10_000);
    const requests = async () =>
      ((await request(mock.app, 'GET', '/invoice/request', learner.token)).data as { list: InvoiceRequest[] }).list;
    expect((await requests())[0]!.status).toBe(RequestStatus.APPROVED);
    advance(10_000);
    const [issued] = await requests();
    expect(issued!.status).toBe(RequestStatus.DONE);
    expect(issued!.invoiceNo).toMatch(/^\d{20}$/);
    const order = (await request(mock.app, 'GET', `/order/${learner.second.id}`, learner.token)).data as OrderDetail;
    expect(order.invoice).toMatchObject({ requestId: applied.id, status: RequestStatus.DONE });
    expect(order.timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['invoice_applied', 'invoice_approved', 'invoice_issued']),
    );
    expect(order.actions.invoice).toBe(false);
    const messages = mock.store.messages.list(learner.id, [MessageType.INVOICE_APPLY, MessageType.INVOICE_AUDIT]);
    expect(messages.map((message) => message.action)).toEqual(['发票已开具', '开票申请已通过', '发票申请已提交']);
    expect(messages[0]!.content).toContain(issued!.invoiceNo!);
    // Issued: too late to cancel.
    expect((await request(mock.app, 'PUT', `/invoice/request/${applied.id}/cancel`, learner.token)).code).toBe(
      CODE_INVOICE_NOT_CANCELLABLE,
    );
  });

  it('a rejection (developer control) gives the reason and the orders back; cancelling does too', async () => {
    const learner = await learnerWithOrders(mock);
    const title = await createTitle(mock, learner.token, company);
    const apply = async () =>
      (
        await request(mock.app, 'POST', '/invoice/request', learner.token, {
          orderIds: [learner.paid.id],
          titleId: title.id,
          type: 1,
          email: 'cw@example.com',
          addressId: null,
        })
      ).data as InvoiceRequest;
    const first = await apply();
    const control = await request(mock.app, 'POST', `/__mock/invoice/${first.id}/review`, undefined, {
      decision: 'reject',
      reason: '单位名称与税号不符',
    });
    expect(control.data).toMatchObject({ status: RequestStatus.REJECTED, rejectReason: '单位名称与税号不符' });
    const order = (await request(mock.app, 'GET', `/order/${learner.paid.id}`, learner.token)).data as OrderDetail;
    expect(order.invoice).toMatchObject({ status: RequestStatus.REJECTED, rejectReason: '单位名称与税号不符' });
    expect(order.actions.invoice).toBe(true);
    const second = await apply();
    expect(second.status).toBe(RequestStatus.APPLY);
    const cancelled = (await request(mock.app, 'PUT', `/invoice/request/${second.id}/cancel`, learner.token)).data as InvoiceRequest;
    expect(cancelled).toMatchObject({ status: RequestStatus.CANCELLED, actions: { cancel: false, reapply: true } });
    advance(60_000);
    expect(((await request(mock.app, 'GET', '/invoice/request', learner.token)).data as { list: InvoiceRequest[] }).list[0]!.status).toBe(
      RequestStatus.CANCELLED,
    );
    expect((await apply()).status).toBe(RequestStatus.APPLY);
    expect((await request(mock.app, 'POST', '/__mock/invoice/999999/review', undefined, {})).code).toBe(404);
    expect((await request(mock.app, 'POST', `/__mock/invoice/${first.id}/review`, undefined, { decision: 'maybe' })).code).toBe(400);
  });

  it('signed out → 401 in Chinese; a refunded order is not invoiceable', async () => {
    const response = await request(mock.app, 'GET', '/invoice/request');
    expect(response.code).toBe(401);
    expect(response.msg).toMatch(CHINESE);
    const refundedOrder = mock.store.orders.listOf(1).find((one) => one.status === OrderStatus.CHARGED_BACK)!;
    const token = mock.store.issueToken(1);
    const titles = (await request(mock.app, 'GET', '/invoice/title', token)).data as { list: InvoiceTitle[] };
    const refused = await request(mock.app, 'POST', '/invoice/request', token, {
      orderIds: [refundedOrder.id],
      titleId: titles.list[0]!.id,
      type: 1,
      email: 'a@example.com',
      addressId: null,
    });
    expect(refused.code).toBe(CODE_ORDER_NOT_INVOICEABLE);
  });
});

describe('the demo learner', () => {
  it('starts with two titles (one VAT-ready), a default address and an issued invoice', async () => {
    const { mock } = mockAt();
    const token = mock.store.issueToken(1);
    const titles = ((await request(mock.app, 'GET', '/invoice/title', token)).data as { list: InvoiceTitle[] }).list;
    expect(titles.map((title) => [title.holder, title.vatReady]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
    const addresses = ((await request(mock.app, 'GET', '/invoice/address', token)).data as { list: InvoiceAddress[] }).list;
    expect(addresses[0]!.isDefault).toBe(1);
    const requests = ((await request(mock.app, 'GET', '/invoice/request', token)).data as { list: InvoiceRequest[] }).list;
    expect(requests[0]).toMatchObject({ status: RequestStatus.DONE, email: 'wangxm@example.com' });
    await mock.app.close();
  });
});

describe('a refund of an invoiced order (issue 23, finding 4)', () => {
  const { mock, advance } = mockAt();
  afterAll(() => mock.app.close());
  void mock.app.register(devControls, { prefix: '/__mock', mock });

  const refund = (token: string, id: number) => request(mock.app, 'POST', `/order/${id}/refund`, token, { reason: 1 });
  const detailOf = async (token: string, id: number) => (await request(mock.app, 'GET', `/order/${id}`, token)).data as OrderDetail;

  it('is refused while the request is under review, explains how to go on, and passes once the request is withdrawn', async () => {
    const learner = await learnerWithOrders(mock);
    const title = await createTitle(mock, learner.token, company);
    const applied = (
      await request(mock.app, 'POST', '/invoice/request', learner.token, {
        orderIds: [learner.paid.id],
        titleId: title.id,
        type: 1,
        email: 'cw@example.com',
        addressId: null,
      })
    ).data as InvoiceRequest;
    const refused = await refund(learner.token, learner.paid.id);
    expect(refused.code).toBe(CODE_REFUND_INVOICED);
    expect(refused.msg).toMatch(/开票申请.*撤销/);
    // The page shows why instead of a 申请退款 that fails late; nothing changed on the order.
    const shown = await detailOf(learner.token, learner.paid.id);
    expect(shown.actions).toMatchObject({ refund: false, refundBlocked: refused.msg });
    expect(shown.refund).toBeNull();
    await request(mock.app, 'PUT', `/invoice/request/${applied.id}/cancel`, learner.token);
    const allowed = await refund(learner.token, learner.paid.id);
    expect(allowed.code, allowed.msg).toBe(0);
  });

  it('is refused while the invoice is being issued and once it is issued, for every order of the invoice; the refund never completes under a valid invoice', async () => {
    const learner = await learnerWithOrders(mock);
    const title = await createTitle(mock, learner.token, company);
    await request(mock.app, 'POST', '/invoice/request', learner.token, {
      orderIds: [learner.paid.id, learner.second.id],
      titleId: title.id,
      type: 1,
      email: 'cw@example.com',
      addressId: null,
    });
    advance(10_000);
    expect((await detailOf(learner.token, learner.paid.id)).invoice?.status).toBe(RequestStatus.APPROVED);
    const approved = await refund(learner.token, learner.paid.id);
    expect(approved.code).toBe(CODE_REFUND_INVOICED);
    expect(approved.msg).toMatch(/发票正在开具/);
    advance(10_000);
    for (const id of [learner.paid.id, learner.second.id]) {
      const issued = await refund(learner.token, id);
      expect(issued).toMatchObject({ code: CODE_REFUND_INVOICED, msg: expect.stringMatching(/已开具发票.*作废发票/) });
      const order = await detailOf(learner.token, id);
      expect(order.actions.refund).toBe(false);
      expect(order.actions.refundBlocked).toBe(issued.msg);
      expect(order.status).toBe(OrderStatus.PAID);
    }
  });

  it('a rejected request does not stand in the way', async () => {
    const learner = await learnerWithOrders(mock);
    const title = await createTitle(mock, learner.token, company);
    const applied = (
      await request(mock.app, 'POST', '/invoice/request', learner.token, {
        orderIds: [learner.paid.id],
        titleId: title.id,
        type: 1,
        email: 'cw@example.com',
        addressId: null,
      })
    ).data as InvoiceRequest;
    await request(mock.app, 'POST', `/__mock/invoice/${applied.id}/review`, undefined, { decision: 'reject' });
    expect((await refund(learner.token, learner.paid.id)).code).toBe(0);
  });
});
