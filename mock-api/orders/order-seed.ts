import { InvoiceHolder } from '@shared/enums/finance';
import { OrderStatus, PayMethod, ProductType, RefundStatus, RequestStatus } from '@shared/enums/order';
import { MessageType } from '@shared/enums/message';
import { RefundReason } from '@shared/lib/order-rules';
import { formatFen } from '@shared/lib/order-rules';
import type { MockStore } from '../store';
import { productCatalogue } from './products';
import type { OrderRecord } from './orders';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The seeded orders the message seed speaks of (its 我的消息 links open them). */
export interface SeededOrders {
  paid: OrderRecord;
  timedOut: OrderRecord;
  invoiced: OrderRecord;
  refunded: OrderRecord;
}

/**
 * 技能学员小王's order history at start, oldest first, so every page has something true to show:
 * a course invoiced, a course refunded, a series left unpaid until it closed, an enrolment fee and
 * a recent course (still refundable and invoiceable), and an unpaid live class about to close.
 * Their whisper messages come from the same steps a live order takes; all but the latest are read.
 */
export function seedOrders(store: MockStore, startedAt: number): SeededOrders | undefined {
  const account = store.accountById(1);
  if (!account) return undefined;
  const { resolve } = productCatalogue(store);
  const paidCourses = store.catalogue.courses.filter((course) => course.price > 0);
  const plan = store.content.enrollmentPlans.find((candidate) => candidate.fee > 0 && candidate.status === 'open');
  const series = store.content.courseBundles.series[0];
  const live = store.catalogue.lives.find((candidate) => candidate.price > 0 && candidate.status === 1);
  if (paidCourses.length < 3 || !series) return undefined;
  const { orders } = store;
  const make = (type: number, id: number, at: number) => orders.create(account, resolve(type, id), `seed-${type}-${id}-${at}`, at);

  const invoiced = make(ProductType.COURSE, paidCourses[0]!.id, startedAt - 20 * DAY);
  orders.markPaid(invoiced, PayMethod.WECHAT, invoiced.createdAt + 2 * MINUTE);
  orders.linkInvoice(invoiced, { requestId: 1, status: RequestStatus.APPLY, title: '电子普通发票 · 个人', rejectReason: null }, 'invoice_applied', '申请发票', `电子普通发票（${InvoiceHolder.label(InvoiceHolder.PERSONAL)}）`);
  invoiced.events.at(-1)!.at = startedAt - 19 * DAY;
  orders.linkInvoice(invoiced, { requestId: 1, status: RequestStatus.DONE, title: '电子普通发票 · 个人', rejectReason: null }, 'invoice_issued', '发票已开具', '电子发票已发送至你的邮箱');
  invoiced.events.at(-1)!.at = startedAt - 18 * DAY;
  store.messages.notify(account.id, { type: MessageType.INVOICE_APPLY, senderId: null, action: '发票申请已提交', title: '电子普通发票', quote: `订单号 ${invoiced.orderNo}`, content: '我们会在 3 个工作日内完成审核。', link: `/order/detail/${invoiced.id}` }, startedAt - 19 * DAY);
  store.messages.notify(account.id, { type: MessageType.INVOICE_AUDIT, senderId: null, action: '发票已开具', title: '电子普通发票', quote: `订单号 ${invoiced.orderNo}`, content: '发票已开具，已发送至你的邮箱。', link: `/order/detail/${invoiced.id}` }, startedAt - 18 * DAY);

  const refunded = make(ProductType.COURSE, paidCourses[1]!.id, startedAt - 12 * DAY);
  orders.markPaid(refunded, PayMethod.WECHAT, refunded.createdAt + MINUTE);
  refunded.refund = {
    status: RefundStatus.COMPLETED,
    reason: RefundReason.DUPLICATE,
    description: '单位已统一购买，个人重复下单',
    amount: refunded.amount,
    coinAmount: 0,
    appliedAt: startedAt - 11 * DAY,
    rejectReason: null,
    nextAt: null,
    decision: 'agree',
  };
  refunded.status = OrderStatus.CHARGED_BACK;
  store.enrolments.unenrol(account.id, paidCourses[1]!.id);
  const refundSteps: [OrderRecord['events'][number]['kind'], string, string, number][] = [
    ['refund_applied', '申请退款', `${RefundReason.label(RefundReason.DUPLICATE)}：单位已统一购买，个人重复下单`, 11 * DAY],
    ['refund_agreed', '退款申请已同意', `将退回 ${formatFen(refunded.amount)}`, 10.9 * DAY],
    ['refunding', '退款处理中', '款项将原路退回微信', 10.8 * DAY],
    ['refunded', '退款完成', `${formatFen(refunded.amount)} 已退回`, 10 * DAY],
  ];
  for (const [kind, title, detail, ago] of refundSteps) refunded.events.push({ kind, title, detail, at: startedAt - ago });
  store.messages.notify(account.id, { type: MessageType.ORDER_REFUND_AUDIT, senderId: null, action: '退款已完成', title: refunded.product.title, quote: `订单号 ${refunded.orderNo}`, content: `${formatFen(refunded.amount)} 已原路退回你的微信账户。`, link: `/order/detail/${refunded.id}` }, startedAt - 10 * DAY);
  store.messages.notify(account.id, { type: MessageType.ORDER_REFUND, senderId: null, action: '退款已到账', title: refunded.product.title, quote: `订单号 ${refunded.orderNo}`, content: `${formatFen(refunded.amount)} 已退回原支付账户。`, link: `/order/detail/${refunded.id}` }, startedAt - 10 * DAY);

  const timedOut = make(ProductType.SERIES, series.id, startedAt - 6 * DAY);
  orders.close(timedOut, OrderStatus.TIMEOUT, '超时关闭', '订单超时未支付，已自动关闭', timedOut.deadline);

  if (plan) {
    const fee = make(ProductType.ENROLLMENT, plan.id, startedAt - 3 * DAY);
    orders.markPaid(fee, PayMethod.WECHAT, fee.createdAt + 3 * MINUTE);
  }
  const paid = make(ProductType.COURSE, paidCourses[2]!.id, startedAt - 2 * DAY);
  orders.markPaid(paid, PayMethod.WECHAT, paid.createdAt + MINUTE);
  // Everything so far is read; the latest payment's notice is new.
  store.messages.markRead(account.id, { all: true });
  const latest = store.messages.list(account.id, [MessageType.ORDER_PAID])[0];
  if (latest) latest.readFlag = 1;
  if (live) make(ProductType.LIVE, live.id, startedAt - 3 * MINUTE);
  return { paid, timedOut, invoiced, refunded };
}
