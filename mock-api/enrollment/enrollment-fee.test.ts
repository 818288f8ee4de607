import { describe, expect, it } from 'vitest';
import { CODE_ALREADY_OWNED, CODE_ORDER_PAID, CODE_PRODUCT_UNAVAILABLE, CODE_REFUND_NOT_ALLOWED } from '@shared/api/order';
import { OrderStatus, PayMethod, ProductType } from '@shared/enums/order';
import { coinCostOf, RefundReason } from '@shared/lib/order-rules';
import { checkApplicationLevel } from '@shared/lib/eligibility-rules';
import type { SkillLevelValue } from '@shared/enums/learning';
import type { Checkout, OrderDetail } from '@shared/schemas/order';
import { siteYear } from './application-form';
import { approvedLearner, COINS, DAY, feeOrder, feeWorlds, MINUTE, PAY_DAYS } from './fee-testing';

const world = feeWorlds();

describe('the fee step of an approved application (issue 25 §2)', () => {
  it('approved: 待缴费 by the plan’s 缴费截止 (3 days after the window closes), no order yet; pending, no fee step', async () => {
    const w = world();
    const plan = w.openPlan();
    const signedOut = await w.detail(plan.id);
    expect(Date.parse(signedOut.payEnd) - Date.parse(signedOut.enrolEnd)).toBe(PAY_DAYS * DAY);
    expect(signedOut.payEnd).toMatch(/\+08:00$/);
    const learner = w.learner();
    expect((await w.detail(plan.id, learner.token)).my!.fee).toBeNull();
    expect((await w.apply(plan, learner.token)).my!.fee).toBeNull();
    await w.decide(plan.id, learner.id, 'approved');
    const approved = await w.detail(plan.id, learner.token);
    expect(approved.my).toMatchObject({ status: 2, fee: { status: 'due', deadline: signedOut.payEnd, orderId: null } });
    // Nothing bought yet: the checkout offers it at its price.
    const checkout = (await w.checkout(plan.id, learner.token)).data as Checkout;
    expect(checkout).toMatchObject({ owned: false, pendingOrderId: null, product: { type: ProductType.ENROLLMENT, price: plan.fee } });
  });

  it('only one’s own approved application pays it: never applied, under review or rejected → 5101 with the reason, nothing made', async () => {
    const w = world();
    const plan = w.openPlan();
    const learner = w.learner();
    const refusedNow = async (label: string) => {
      for (const body of [await w.checkout(plan.id, learner.token), await w.create(plan.id, learner.token)])
        expect(body, label).toMatchObject({ code: CODE_PRODUCT_UNAVAILABLE, msg: '报名审核通过后才能缴纳报名费' });
    };
    await refusedNow('never applied');
    await w.apply(plan, learner.token);
    await refusedNow('under review');
    await w.decide(plan.id, learner.id, 'rejected');
    await refusedNow('rejected');
    expect(w.mock.store.orders.listOf(learner.id)).toHaveLength(0);
    // Signed out: asked to sign in, as for anything bought.
    expect((await w.call('GET', `/order/checkout?productType=4&productId=${plan.id}`)).code).toBe(401);
  });

  it('create → pay with coins → 已缴费, the place still held; a second order 5102, the paid order again 5104, the same key as before', async () => {
    const w = world();
    const plan = w.openPlan();
    const learner = await approvedLearner(w, plan);
    const held = (await w.detail(plan.id)).placesLeft;
    const order = await feeOrder(w, plan.id, learner.token);
    expect(order).toMatchObject({ status: OrderStatus.CREATED, amount: plan.fee, product: { type: ProductType.ENROLLMENT, id: plan.id } });
    expect((await w.detail(plan.id, learner.token)).my!.fee).toMatchObject({ status: 'due', orderId: order.id });
    expect(((await w.checkout(plan.id, learner.token)).data as Checkout).pendingOrderId).toBe(order.id);

    const payKey = w.key();
    const paid = await w.pay(order.id, learner.token, PayMethod.SKILL_COIN, payKey);
    expect(paid.code, paid.msg).toBe(0);
    const balance = learner.account.coinBalance;
    expect(balance).toBe(COINS - coinCostOf(plan.fee));
    const after = await w.detail(plan.id, learner.token);
    expect(after.my).toMatchObject({ status: 2, fee: { status: 'paid', orderId: order.id } });
    expect(after.placesLeft).toBe(held);

    expect(await w.create(plan.id, learner.token)).toMatchObject({
      code: CODE_ALREADY_OWNED,
      msg: expect.stringContaining('无需重复缴费'),
    });
    expect((await w.pay(order.id, learner.token)).code).toBe(CODE_ORDER_PAID);
    const replay = await w.pay(order.id, learner.token, PayMethod.SKILL_COIN, payKey);
    expect(replay).toMatchObject({ code: 0, data: { order: { id: order.id, status: OrderStatus.PAID } } });
    expect(learner.account.coinBalance).toBe(balance);
    expect(((await w.checkout(plan.id, learner.token)).data as Checkout).owned).toBe(true);
    // The exam of the plan sees the fee paid.
    expect(await w.examStanding(after, learner.token)).toEqual({ status: 2, paid: true, fee: 'paid' });
  });

  it('paid meanwhile by another order (the enrolment desk): the unpaid one is 5102 when paid, nothing charged', async () => {
    const w = world();
    const plan = w.openPlan();
    const learner = await approvedLearner(w, plan);
    const order = await feeOrder(w, plan.id, learner.token);
    const { examId } = await w.detail(plan.id);
    // The desk admits the learner to the plan's exam: the fee paid by its own WeChat order.
    await w.data('POST', `/__mock/exam/${examId}/admit`, undefined, { accountId: learner.id });
    const paidBy = (await w.detail(plan.id, learner.token)).my!.fee!;
    expect(paidBy).toMatchObject({ status: 'paid' });
    expect(paidBy.orderId).not.toBe(order.id);
    for (const method of [PayMethod.SKILL_COIN, PayMethod.WECHAT])
      expect((await w.pay(order.id, learner.token, method)).code).toBe(CODE_ALREADY_OWNED);
    expect(learner.account.coinBalance).toBe(COINS);
  });

  it('someone else can neither pay my fee for me nor read or pay my order; their own approval is what counts', async () => {
    const w = world();
    const plan = w.openPlan();
    const me = await approvedLearner(w, plan);
    const order = await feeOrder(w, plan.id, me.token);
    const other = w.learner();
    expect((await w.checkout(plan.id, other.token)).code).toBe(CODE_PRODUCT_UNAVAILABLE);
    expect((await w.create(plan.id, other.token)).code).toBe(CODE_PRODUCT_UNAVAILABLE);
    expect((await w.call('GET', `/order/${order.id}`, other.token)).code).toBe(404);
    expect((await w.pay(order.id, other.token)).code).toBe(404);
    expect((await w.pay(order.id, other.token, PayMethod.WECHAT)).code).toBe(404);
    expect(other.account.coinBalance).toBe(COINS);
    expect((await w.detail(plan.id, me.token)).my!.fee).toMatchObject({ status: 'due', orderId: order.id });
    // Approved in their own right, they pay their own fee, with their own order.
    await w.apply(plan, other.token);
    await w.decide(plan.id, other.id, 'approved');
    const theirs = await feeOrder(w, plan.id, other.token);
    expect(theirs.id).not.toBe(order.id);
    expect((await w.pay(theirs.id, other.token)).code).toBe(0);
    expect((await w.detail(plan.id, me.token)).my!.fee).toMatchObject({ status: 'due', orderId: order.id });
  });

  it('past 缴费截止 unpaid: 已失效, the place given up, no checkout; an order made before it cannot be paid after it', async () => {
    const w = world();
    const plan = w.openPlan();
    const late = await approvedLearner(w, plan);
    const wechat = await approvedLearner(w, plan);
    const payEnd = Date.parse((await w.detail(plan.id)).payEnd);
    // Five minutes before the deadline each makes an order (the coin payer) or starts a WeChat payment.
    w.setNow(payEnd - 5 * MINUTE);
    const [lateToken, wechatToken] = [w.signIn(late.id), w.signIn(wechat.id)];
    const order = await feeOrder(w, plan.id, lateToken);
    // It closes with the deadline, however long an order otherwise waits.
    expect(Date.parse(order.payDeadline)).toBe(payEnd);
    const qr = await feeOrder(w, plan.id, wechatToken);
    expect((await w.pay(qr.id, wechatToken, PayMethod.WECHAT)).code).toBe(0);

    // Honoured to the second shown.
    w.setNow(payEnd);
    const lastSecond = await w.detail(plan.id, lateToken);
    expect(lastSecond.my!.fee).toMatchObject({ status: 'due', orderId: order.id });
    w.setNow(payEnd + 1000);
    const lapsed = await w.detail(plan.id, lateToken);
    expect(lapsed.my).toMatchObject({ status: 2, fee: { status: 'expired', deadline: lastSecond.payEnd, orderId: null } });
    expect(lapsed.placesLeft).toBe(lastSecond.placesLeft + 2);
    expect(lapsed.enrolledCount).toBe(lastSecond.enrolledCount - 2);

    const expired = expect.stringMatching(/^缴费已截止（截止时间：.+），本次报名已失效$/);
    expect(await w.checkout(plan.id, lateToken)).toMatchObject({ code: CODE_PRODUCT_UNAVAILABLE, msg: expired });
    expect(await w.create(plan.id, lateToken)).toMatchObject({ code: CODE_PRODUCT_UNAVAILABLE, msg: expired });
    for (const method of [PayMethod.SKILL_COIN, PayMethod.WECHAT])
      expect(await w.pay(order.id, lateToken, method)).toMatchObject({ code: CODE_PRODUCT_UNAVAILABLE, msg: expired });
    expect(late.account.coinBalance).toBe(COINS);

    // WeChat's notice for the QR code shown before the deadline comes after it: the money goes back.
    const notice = await w.data<{ status: number }>('POST', `/__mock/pay/${qr.id}/succeed`);
    expect(notice.status).toBe(OrderStatus.TIMEOUT);
    const refunded = await w.data<OrderDetail>('GET', `/order/${qr.id}`, wechatToken);
    expect(refunded.timeline.map((event) => event.kind)).toContain('duplicate_refunded');
    expect((await w.detail(plan.id, wechatToken)).my!.fee).toMatchObject({ status: 'expired' });
    // The exam sees no fee paid.
    expect(await w.examStanding(lapsed, lateToken)).toEqual({ status: 2, paid: false, fee: 'expired' });
  });

  it('a refund withdraws the application: 退款中 while it runs, 已缴费 again if cancelled or refused; refunded, the place is free to apply again', async () => {
    const w = world();
    const plan = w.openPlan();
    const learner = await approvedLearner(w, plan);
    const order = await feeOrder(w, plan.id, learner.token);
    const payKey = w.key();
    expect((await w.pay(order.id, learner.token, PayMethod.SKILL_COIN, payKey)).code).toBe(0);
    const paid = await w.detail(plan.id, learner.token);
    const fee = async () => (await w.detail(plan.id, learner.token)).my!.fee;
    const refund = () => w.call('POST', `/order/${order.id}/refund`, learner.token, { reason: RefundReason.DUPLICATE });

    expect((await refund()).code).toBe(0);
    expect(await fee()).toMatchObject({ status: 'refunding', orderId: order.id });
    expect((await w.call('POST', `/order/${order.id}/refund/cancel`, learner.token)).code).toBe(0);
    expect(await fee()).toMatchObject({ status: 'paid', orderId: order.id });
    expect((await refund()).code).toBe(0);
    await w.data('POST', `/__mock/pay/${order.id}/refund`, undefined, { decision: 'refuse' });
    expect(await fee()).toMatchObject({ status: 'paid', orderId: order.id });

    expect((await refund()).code).toBe(0);
    for (const step of ['已同意', '退款中', '已完成']) {
      expect(await fee(), `before ${step}`).toMatchObject({ status: 'refunding' });
      await w.data('POST', `/__mock/pay/${order.id}/refund`);
    }
    const withdrawn = await w.detail(plan.id, learner.token);
    expect(withdrawn.my).toMatchObject({ status: 0, details: null, fee: null, submittedAt: null, canWithdraw: false });
    expect(withdrawn.myStatus).toBe(0);
    expect(withdrawn.placesLeft).toBe(paid.placesLeft + 1);
    expect(learner.account.coinBalance).toBe(COINS);
    expect((await w.data<OrderDetail>('GET', `/order/${order.id}`, learner.token)).status).toBe(OrderStatus.CHARGED_BACK);
    expect(await w.examStanding(withdrawn, learner.token)).toEqual({ status: 0, paid: false, fee: null });
    // The first pay call again answers as it did, charging nothing; a new one is refused, with nothing to pay for.
    expect((await w.pay(order.id, learner.token, PayMethod.SKILL_COIN, payKey)).code).toBe(0);
    expect((await w.pay(order.id, learner.token)).code).toBe(CODE_PRODUCT_UNAVAILABLE);
    expect(learner.account.coinBalance).toBe(COINS);

    // The window is still open: the learner may apply again, from the start.
    expect((await w.apply(plan, learner.token)).my).toMatchObject({ status: 1, fee: null });
  });

  it('no refund of the fee from the exam day on (China time), whatever else would allow it', async () => {
    const w = world();
    const plan = w.openPlan();
    const learner = await approvedLearner(w, plan);
    const detail = await w.detail(plan.id);
    w.setNow(Date.parse(detail.payEnd) - 60 * MINUTE);
    const token = w.signIn(learner.id);
    const order = await feeOrder(w, plan.id, token);
    expect((await w.pay(order.id, token, PayMethod.SKILL_COIN)).code).toBe(0);
    const refund = (as: string) => w.call('POST', `/order/${order.id}/refund`, as, { reason: RefundReason.DUPLICATE });
    // Before the exam day a refund may be applied for (and is taken back here).
    expect((await refund(token)).code).toBe(0);
    expect((await w.call('POST', `/order/${order.id}/refund/cancel`, token)).code).toBe(0);
    w.setNow(Date.parse(`${detail.examDate.slice(0, 10)}T00:00:00+08:00`));
    expect(await refund(w.signIn(learner.id))).toMatchObject({ code: CODE_REFUND_NOT_ALLOWED, msg: '考试当天及之后不再退还报名费' });
  });

  it('a subsidised plan has no fee step: no fee, nothing to buy, and the exam counts it paid', async () => {
    const w = world();
    // At this clock the open subsidised plans all ask for real-name verification: a verified learner serves any.
    const plan = w.openPlan({ free: true, verified: true });
    const learner = await approvedLearner(w, plan, true);
    const detail = await w.detail(plan.id, learner.token);
    expect(detail).toMatchObject({ fee: 0, my: { status: 2, fee: null } });
    expect(await w.checkout(plan.id, learner.token)).toMatchObject({
      code: CODE_PRODUCT_UNAVAILABLE,
      msg: expect.stringContaining('无需缴费'),
    });
    expect((await w.create(plan.id, learner.token)).code).toBe(CODE_PRODUCT_UNAVAILABLE);
    // Long past its 缴费截止, it still holds its place: there was nothing to pay.
    const { applications } = w.mock.store;
    expect(applications.placesTaken(plan.id)).toBe(1);
    w.setNow(Date.parse(detail.payEnd) + DAY);
    const later = await w.detail(plan.id, w.signIn(learner.id));
    expect(later.my).toMatchObject({ status: 2, fee: null });
    expect(applications.placesTaken(plan.id)).toBe(1);
    expect(await w.examStanding(detail, w.signIn(learner.id))).toEqual({ status: 2, paid: true, fee: null });
  });
});

describe('the demo learner’s seeded fee', () => {
  it('pays for an application approved before it, with its materials: /order and /enrollment/{id} agree', async () => {
    const w = world();
    const token = w.signIn(1);
    const seeded = w.mock.store.orders.listOf(1).find((order) => order.product.type === ProductType.ENROLLMENT)!;
    const plan = w.mock.store.content.enrollmentPlans.find((candidate) => candidate.id === seeded.product.id)!;
    const detail = await w.detail(plan.id, token);
    expect(detail.my).toMatchObject({ status: 2, fee: { status: 'paid', orderId: seeded.id, deadline: detail.payEnd } });
    const my = detail.my!;
    expect(Date.parse(my.submittedAt!)).toBeLessThan(seeded.paidAt!);
    expect(Date.parse(my.submittedAt!)).toBeGreaterThanOrEqual(Date.parse(plan.enrolStart));
    expect(my.details!.name).toBe('王晓明');
    expect(my.details!.items.length).toBeGreaterThan(0);
    for (const item of my.details!.items) {
      expect(item.review).toBe('accepted');
      expect((await w.mock.app.inject({ url: `/enrollment/file/${item.file.id}`, headers: { token } })).statusCode, item.kind).toBe(200);
    }
    // What the seed says of them meets the level's 申报条件.
    const { applicant } = my.details!;
    const held =
      applicant.heldLevel === undefined ? undefined : { level: applicant.heldLevel as SkillLevelValue, year: applicant.heldYear! };
    const verdict = checkApplicationLevel(plan.skillLevel as SkillLevelValue, {
      yearsWorked: applicant.yearsWorked,
      apprenticeshipCompleted: false,
      schooling: applicant.schooling,
      held,
      year: siteYear(Date.parse(my.submittedAt!)),
    });
    expect(verdict).toBe(true);
    const listed = await w.data<{ list: { id: number }[] }>('GET', '/order/list?group=enrollment&tab=all', token);
    expect(listed.list.map((card) => card.id)).toEqual([seeded.id]);
  });
});
