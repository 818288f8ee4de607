import { afterAll, describe, expect, it } from 'vitest';
import { MessageType } from '@shared/enums/message';
import { OrderStatus, PayMethod, ProductType } from '@shared/enums/order';
import type { Checkout, OrderDetail, PayResult } from '@shared/schemas/order';
import { buildMockApi } from '../app';
import { devControls } from '../dev-controls';
import { envelopeOf, type Envelope } from '../core/test-support';

/**
 * Issue 35 §12: paying on a phone — WeChat's H5 page and the 聚合支付 cashier (支付宝) in the
 * browser, standing in at /__mock/pay/h5/{orderId}/{ticket}, back to the checkout; only the pay
 * notice the page sends marks an order paid. And each product type's own refund rule.
 */
const ORIGIN = 'http://localhost:3000';
/** The site's origin as the browser sends it (the mock trusts Host from the site's proxy). */
const SITE = { host: 'localhost:3000', origin: ORIGIN };

async function world() {
  let now = Date.parse('2026-11-24T10:00:00+08:00');
  const mock = buildMockApi({ now: () => now, orderTtlSeconds: 600, liveSimulation: false });
  await mock.app.register(devControls, { prefix: '/__mock', mock });
  let made = 0;
  const learner = () => {
    made += 1;
    const account = mock.store.accounts.add({
      phone: `1371111${String(made).padStart(4, '0')}`,
      passwordHash: 'x:y',
      nickname: `手机学员${made}`,
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
    return { id: account.id, token: mock.store.issueToken(account.id) };
  };
  let keys = 0;
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<Envelope> =>
    envelopeOf(await mock.app.inject({ method, url, payload, headers: { ...(token ? { token } : {}), ...SITE } }), url);
  const courses = mock.store.catalogue.courses.filter((course) => course.price > 0);
  let taken = 40;
  const order = async (token: string, productType = ProductType.COURSE, productId = courses[taken++]!.id) => {
    const body = await call('POST', '/order', token, { productType, productId, idempotencyKey: `phone-${++keys}-order` });
    expect(body.code, body.msg).toBe(0);
    return body.data as OrderDetail;
  };
  const pay = (token: string, id: number, payMethod: number, channel?: 'qr' | 'h5', idempotencyKey = `phone-${++keys}-pay`) =>
    call('POST', `/order/${id}/pay`, token, { payMethod, idempotencyKey, ...(channel ? { channel } : {}) });
  /** The stand-in page's form, as the phone's browser sends it. */
  const submit = (url: string, form: Record<string, string>) =>
    mock.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SITE },
    });
  const detail = async (token: string, id: number) => (await call('GET', `/order/${id}`, token)).data as OrderDetail;
  const paidMessages = (accountId: number) => mock.store.messages.list(accountId, [MessageType.ORDER_PAID]).length;
  return { mock, learner, call, order, pay, submit, detail, paidMessages, advance: (ms: number) => (now += ms) };
}

describe('paying in the phone’s browser (H5)', () => {
  let w: Awaited<ReturnType<typeof world>>;
  afterAll(() => w.mock.app.close());

  it('WeChat H5: the page on the site’s origin, 确认支付 is the notice, back to the checkout with the order id; a replayed form pays nothing more', async () => {
    w = await world();
    const { token, id } = w.learner();
    const made = await w.order(token);
    const result = (await w.pay(token, made.id, PayMethod.WECHAT, 'h5')).data as PayResult;
    expect(result.wechat).toBeNull();
    expect(result.h5!.url).toMatch(new RegExp(`^${ORIGIN}/__mock/pay/h5/${made.id}/[0-9a-f]{24}$`));
    expect(result.order.status).toBe(OrderStatus.READY_TO_PAY);

    const page = await w.mock.app.inject({ url: new URL(result.h5!.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('微信支付');
    expect(page.body).toContain('确认支付');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const back = `/order/pay/create?productType=${ProductType.COURSE}&productId=${made.product.id}&orderId=${made.id}`;
    const paid = await w.submit(result.h5!.url, { action: 'pay', wallet: 'wechat' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(back);
    let shown = await w.detail(token, made.id);
    expect(shown).toMatchObject({ status: OrderStatus.PAID, payMethod: PayMethod.WECHAT });
    expect(w.paidMessages(id)).toBe(1);

    // Back, resend: the same form again goes back to the checkout and charges nothing.
    const replayed = await w.submit(result.h5!.url, { action: 'pay', wallet: 'wechat' });
    expect(replayed.statusCode).toBe(303);
    shown = await w.detail(token, made.id);
    expect(shown.timeline.filter((event) => event.kind === 'paid')).toHaveLength(1);
    expect(shown.timeline.map((event) => event.kind)).not.toContain('duplicate_refunded');
    expect(w.paidMessages(id)).toBe(1);
    expect((await w.mock.app.inject({ url: new URL(result.h5!.url).pathname })).body).toContain('订单已支付');
  });

  it('a return without paying (取消支付, or the return URL opened by hand) leaves the order 待支付', async () => {
    const { token } = w.learner();
    const made = await w.order(token);
    const { h5 } = (await w.pay(token, made.id, PayMethod.WECHAT, 'h5')).data as PayResult;
    const cancelled = await w.submit(h5!.url, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toContain(`orderId=${made.id}`);
    // The return URL carries no proof of payment: reading the order is all the checkout does with it.
    expect((await w.call('GET', `/order/${made.id}/status`, token)).data).toMatchObject({ status: OrderStatus.READY_TO_PAY });
    // A made-up ticket or a form with no action pays nothing either.
    expect((await w.submit(`${ORIGIN}/__mock/pay/h5/${made.id}/${'0'.repeat(24)}`, { action: 'pay' })).statusCode).toBe(404);
    expect((await w.submit(h5!.url, {})).statusCode).toBe(303);
    expect((await w.detail(token, made.id)).status).toBe(OrderStatus.READY_TO_PAY);
  });

  it('聚合支付 with 支付宝: the cashier offers it; paid, the order says so and a refund goes back to 支付宝', async () => {
    const { token } = w.learner();
    const made = await w.order(token);
    // The cashier is always a page, whatever channel is asked for.
    const { h5, wechat } = (await w.pay(token, made.id, PayMethod.AGGREGATED, 'qr')).data as PayResult;
    expect(wechat).toBeNull();
    const page = await w.mock.app.inject({ url: new URL(h5!.url).pathname });
    expect(page.body).toContain('收银台');
    expect(page.body).toContain('支付宝');
    expect((await w.submit(h5!.url, { action: 'pay', wallet: 'alipay' })).statusCode).toBe(303);
    const shown = await w.detail(token, made.id);
    expect(shown).toMatchObject({ status: OrderStatus.PAID, payMethod: PayMethod.AGGREGATED });
    expect(shown.timeline.find((event) => event.kind === 'paid')!.detail).toContain('支付宝');
    expect((await w.call('POST', `/order/${made.id}/refund`, token, { reason: 1 })).code).toBe(0);
    w.mock.store.orders.advanceRefund(made.id);
    w.mock.store.orders.advanceRefund(made.id);
    expect((await w.detail(token, made.id)).timeline.at(-1)!.detail).toContain('支付宝');
  });

  it('another learner’s order id is refused: no pay page, no status, and the stand-in page pays nothing for a ticket not the order’s', async () => {
    const owner = w.learner();
    const other = w.learner();
    const made = await w.order(owner.token);
    expect((await w.pay(other.token, made.id, PayMethod.WECHAT, 'h5')).code).toBe(404);
    expect((await w.call('GET', `/order/${made.id}/status`, other.token)).code).toBe(404);
    expect((await w.call('GET', `/order/${made.id}`, other.token)).code).toBe(404);
    // Another order's ticket on this order's link.
    const theirs = await w.order(other.token);
    const { h5 } = (await w.pay(other.token, theirs.id, PayMethod.WECHAT, 'h5')).data as PayResult;
    const ticket = h5!.url.split('/').at(-1)!;
    expect((await w.submit(`${ORIGIN}/__mock/pay/h5/${made.id}/${ticket}`, { action: 'pay' })).statusCode).toBe(404);
    expect((await w.detail(owner.token, made.id)).status).toBe(OrderStatus.CREATED);
  });

  it('one payment at a time: H5 after the QR code closes the QR; the page of a closed payment pays nothing', async () => {
    const { token } = w.learner();
    const made = await w.order(token);
    const qr = (await w.pay(token, made.id, PayMethod.WECHAT, 'qr')).data as PayResult;
    const h5 = (await w.pay(token, made.id, PayMethod.WECHAT, 'h5')).data as PayResult;
    expect(h5.order.timeline.map((event) => event.title)).toContain('关闭微信支付');
    const qrTicket = qr.wechat!.payUrl.split('/').at(-1)!;
    expect((await w.mock.app.inject({ url: `/__mock/pay/wechat/${qrTicket}` })).statusCode).toBe(404);
    // The cashier next: the H5 page is closed in turn and its form pays nothing.
    await w.pay(token, made.id, PayMethod.AGGREGATED);
    expect((await w.submit(h5.h5!.url, { action: 'pay' })).statusCode).toBe(404);
    expect((await w.detail(token, made.id)).status).toBe(OrderStatus.READY_TO_PAY);
  });
});

describe('each product type states its own refund rule', () => {
  it('a course its 30 % rule, an enrolment fee the exam day, a live class its start, coins none', async () => {
    const w = await world();
    try {
      const { token } = w.learner();
      const rule = async (productType: number, productId: number) =>
        ((await w.call('GET', `/order/checkout?productType=${productType}&productId=${productId}`, token)).data as Checkout).refundRule;
      const course = w.mock.store.catalogue.courses.find((candidate) => candidate.price > 0)!;
      expect(await rule(ProductType.COURSE, course.id)).toContain('学习进度低于 30%');
      const live = w.mock.store.catalogue.lives.find((candidate) => candidate.price > 0 && candidate.status === 1)!;
      expect(await rule(ProductType.LIVE, live.id)).toMatch(/直播开始前/);
      expect(await rule(ProductType.LIVE, live.id)).not.toContain('30%');
      expect(await rule(ProductType.SKILL_COIN, 2)).toBe('技能币充值后不支持退款');
      // The demo learner's approved application: its fee's checkout and order speak of the exam day, not of learning.
      const demo = w.mock.store.issueToken(1);
      const fee = w.mock.store.orders.listOf(1).find((candidate) => candidate.product.type === ProductType.ENROLLMENT)!;
      const shown = (await w.call('GET', `/order/${fee.id}`, demo)).data as OrderDetail;
      expect(shown.refundRule).toContain('考试当天及之后不再退还');
      expect(shown.refundRule).not.toContain('30%');
      const methods = ((await w.call('GET', `/order/checkout?productType=1&productId=${course.id}`, token)).data as Checkout).payMethods;
      expect(methods.find((option) => option.method === PayMethod.AGGREGATED)).toMatchObject({ available: true });
    } finally {
      await w.mock.app.close();
    }
  });
});
