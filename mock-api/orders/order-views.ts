import { OrderStatus, PayMethod, RefundStatus, RequestStatus } from '@shared/enums/order';
import {
  coinCostOf,
  orderGroupOf,
  orderStatusTab,
  REFUND_MAX_LEARNT_PERCENT,
  REFUND_WINDOW_DAYS,
  type OrderListTab,
} from '@shared/lib/order-rules';
import { CODE_REFUND_INVOICED, CODE_REFUND_LEARNT_TOO_MUCH, CODE_REFUND_NOT_ALLOWED, CODE_REFUND_WINDOW_PASSED } from '@shared/api/order';
import type { Checkout, OrderCard, OrderDetail, PayMethodOption } from '@shared/schemas/order';
import type { Account } from '../account/account-seed';
import { shanghaiIso } from '../core/faker';
import type { MockStore } from '../core/store';
import type { OrderRecord } from './orders';
import { invoiceBlock } from '../invoice/invoices';
import type { Purchasable } from './products';
import { mediaServedOf } from '../media/media-served';
import { refundRuleOf } from './refund-rules';

const DAY = 86_400_000;
const iso = (at: number | null) => (at === null ? null : shanghaiIso(at));

/** Methods the web cannot take, listed so the learner knows where they work. */
const APP_ONLY: readonly [number, string][] = [
  [PayMethod.APPLE, '仅限 iOS 版技能学堂App'],
  [PayMethod.BANK, '仅限单位对公转账，请联系客服'],
  [PayMethod.MEDICAL_TRAINING, '仅限医疗卫生继续教育项目'],
];

/** How the mock shows orders: cards, details, the checkout, and the rules that decide the actions. */
export function orderViews(store: MockStore, courseLessons: (courseId: number) => number) {
  const { orders, enrolments, progress } = store;

  /**
   * Share of the bought courses learnt, 0–1 (0 for what is not a course): each lesson counts
   * whole once completed, else by the share of its video the media route has sent the learner
   * (mock-api/media/media-served.ts) — what was fetched counts whether or not progress was reported.
   */
  const learntShare = (order: OrderRecord): number => {
    if (order.grant.kind !== 'courses') return 0;
    const served = mediaServedOf(store);
    let lessons = 0;
    let learnt = 0;
    for (const courseId of order.grant.courseIds) {
      lessons += courseLessons(courseId);
      for (const chapter of store.catalogue.courseExtras.get(courseId)?.chapters ?? []) {
        for (const lesson of chapter.lessons) {
          learnt += progress.statusOf(order.accountId, lesson.id) === 3 ? 1 : served.shareOf(order.accountId, lesson.id);
        }
      }
    }
    return lessons === 0 ? 0 : learnt / lessons;
  };

  /** Why a paid order cannot be refunded now, with the business code that says so; null when it can. */
  const refundBlock = (order: OrderRecord): { code: number; message: string } | null => {
    const no = (message: string, code = CODE_REFUND_NOT_ALLOWED) => ({ code, message });
    if (order.status !== OrderStatus.PAID) return no('只有已支付的订单可以申请退款');
    if (order.amount === 0) return no('免费订单无需退款');
    if (order.grant.kind === 'coins') return no('技能币充值后不支持退款');
    const refund = order.refund;
    if (refund && refund.status !== RefundStatus.CANCELLED && refund.status !== RefundStatus.REFUSED)
      return no(refund.status === RefundStatus.COMPLETED ? '订单已退款' : '退款正在处理中');
    const { grant } = order;
    // A class that has started can no longer be given back.
    if (grant.kind === 'live' && (store.catalogue.lives.find((live) => live.id === grant.liveId)?.status ?? 1) !== 1)
      return no('直播已开始，不支持退款');
    // Nor a fee once its exam day has come: the seat was held for the learner.
    if (grant.kind === 'plan') {
      const plan = store.content.enrollmentPlans.find((candidate) => candidate.id === grant.planId);
      // The exam day starts at midnight in China (examDate is `YYYY-MM-DDTHH:mm:ss+08:00`).
      if (plan && store.now() >= Date.parse(`${plan.examDate.slice(0, 10)}T00:00:00+08:00`)) return no('考试当天及之后不再退还报名费');
    }
    if (order.paidAt !== null && store.now() > order.paidAt + REFUND_WINDOW_DAYS * DAY)
      return no(`已超过退款期限（支付后 ${REFUND_WINDOW_DAYS} 天内可申请）`, CODE_REFUND_WINDOW_PASSED);
    // Money given back under a valid invoice would leave the tax record wrong: the invoice goes first.
    const invoice = order.invoice?.status;
    if (invoice === RequestStatus.APPLY)
      return no('该订单的开票申请正在审核中，请先在「开票记录」中撤销开票申请后再退款', CODE_REFUND_INVOICED);
    if (invoice === RequestStatus.APPROVED)
      return no('该订单的发票正在开具，暂不能退款；发票开具后如需退款，请先联系客服作废发票', CODE_REFUND_INVOICED);
    if (invoice === RequestStatus.DONE) return no('该订单已开具发票，请先通过「意见反馈」联系客服作废发票后再退款', CODE_REFUND_INVOICED);
    // 服务条款 3.2: refunds while below 30 %, on the exact share (29.6 % may; rounded it read 30 % and was refused).
    const learnt = learntShare(order) * 100;
    if (learnt >= REFUND_MAX_LEARNT_PERCENT)
      return no(
        `已学习 ${Math.floor(learnt * 10) / 10}% 的课程内容（已完成的课时与已加载的课程视频），学习进度达到 ${REFUND_MAX_LEARNT_PERCENT}% 不支持退款`,
        CODE_REFUND_LEARNT_TOO_MUCH,
      );
    return null;
  };

  const toCard = (order: OrderRecord): OrderCard => {
    const awaiting = order.status === OrderStatus.CREATED || order.status === OrderStatus.READY_TO_PAY;
    const blocked = refundBlock(order);
    return {
      id: order.id,
      orderNo: order.orderNo,
      group: orderGroupOf(order.product.type),
      product: order.product,
      amount: order.amount,
      coinAmount: order.coinAmount,
      payMethod: order.payMethod,
      status: order.status,
      createdAt: shanghaiIso(order.createdAt),
      paidAt: iso(order.paidAt),
      payDeadline: shanghaiIso(order.deadline),
      refund: order.refund
        ? {
            status: order.refund.status,
            reason: order.refund.reason,
            description: order.refund.description,
            amount: order.refund.amount,
            coinAmount: order.refund.coinAmount,
            appliedAt: shanghaiIso(order.refund.appliedAt),
            rejectReason: order.refund.rejectReason,
          }
        : null,
      invoice: order.invoice,
      actions: {
        pay: awaiting,
        cancel: awaiting,
        refund: blocked === null,
        // Said only where 申请退款 would be expected: a paid, charged order with no refund going.
        refundBlocked:
          order.status === OrderStatus.PAID &&
          order.amount > 0 &&
          (order.refund === null || order.refund.status === RefundStatus.CANCELLED || order.refund.status === RefundStatus.REFUSED)
            ? (blocked?.message ?? null)
            : null,
        cancelRefund: order.refund?.status === RefundStatus.APPLYING,
        invoice: invoiceBlock(order) === null,
      },
      refundRule: refundRuleOf(order.grant, order.amount),
    };
  };

  const toDetail = (order: OrderRecord): OrderDetail => ({
    ...toCard(order),
    timeline: order.events.map((event) => ({ kind: event.kind, at: shanghaiIso(event.at), title: event.title, detail: event.detail })),
    serverNow: shanghaiIso(store.now()),
  });

  const inTab = (order: OrderRecord, tab: OrderListTab) =>
    tab === 'all' || (tab === 'refund' ? order.refund !== null : orderStatusTab(order.status) === tab);

  /** The learner has what this would buy: every course of it, the class, the plan's fee. */
  const owns = (account: Account, { snapshot, grant }: Purchasable): boolean => {
    if (grant.kind === 'courses') return grant.courseIds.every((courseId) => enrolments.isEnrolled(account.id, courseId));
    if (grant.kind === 'coins') return false;
    // An enrolment fee is owned for the application it paid, not for a later round's application to the plan.
    if (grant.kind === 'plan') {
      const application = store.applications.get(account.id, grant.planId);
      return application !== undefined && store.applicationFees.paidOrderOf(account.id, grant.planId, application) !== undefined;
    }
    return orders.paidFor(account.id, snapshot.type, snapshot.id) !== undefined;
  };

  const checkoutOf = (account: Account, purchasable: Purchasable): Checkout => {
    const { snapshot, grant } = purchasable;
    const free = snapshot.price === 0;
    const coinCost = free || grant.kind === 'coins' ? null : coinCostOf(snapshot.price);
    const coinNote =
      grant.kind === 'coins'
        ? '技能币不能用于购买技能币'
        : coinCost === null
          ? '免费商品无需支付'
          : account.coinBalance < coinCost
            ? `余额不足：需要 ${coinCost} 技能币，当前余额 ${account.coinBalance}`
            : `使用 ${coinCost} 技能币支付，当前余额 ${account.coinBalance}`;
    const payMethods: PayMethodOption[] = [
      // On a computer the QR code; on a phone or tablet WeChat's page in the browser (the checkout picks the channel).
      { method: PayMethod.WECHAT, available: !free, note: free ? '免费商品无需支付' : '电脑上扫码付款，手机上跳转微信付款' },
      { method: PayMethod.AGGREGATED, available: !free, note: free ? '免费商品无需支付' : '支付宝或微信，跳转收银台付款' },
      { method: PayMethod.SKILL_COIN, available: coinCost !== null && account.coinBalance >= coinCost, note: coinNote },
      { method: PayMethod.FREE, available: free, note: free ? '免费领取，立即开通' : '仅限免费商品' },
      ...APP_ONLY.map(([method, note]) => ({ method, available: false, note })),
    ];
    return {
      product: snapshot,
      coinBalance: account.coinBalance,
      coinCost,
      payMethods,
      owned: owns(account, purchasable),
      pendingOrderId: orders.pendingFor(account.id, snapshot.type, snapshot.id)?.id ?? null,
      refundRule: refundRuleOf(grant, snapshot.price),
    };
  };

  return { toCard, toDetail, inTab, owns, checkoutOf, refundBlock };
}
