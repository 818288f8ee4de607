import { DefaultAddressFlag, InvoiceHolder, InvoiceType } from '@shared/enums/finance';
import { creditCodeCheckChar } from '@shared/lib/invoice-rules';
import { OrderStatus, PayMethod, ProductType, RefundStatus } from '@shared/enums/order';
import { MessageType } from '@shared/enums/message';
import { RefundReason } from '@shared/lib/order-rules';
import { formatFen } from '@shared/lib/order-rules';
import type { Accounts } from '../account/accounts';
import type { CourseEnrolments } from '../learning/course-enrolments';
import type { MessageBox } from '../message/message-box';
import { seedApprovedApplication, type ApplicationSeedStores } from '../enrollment/application-seed';
import type { Invoices } from '../invoice/invoices';
import { productCatalogue, type ProductSources } from './products';
import type { OrderRecord, Orders } from './orders';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The seeded orders the message seed speaks of (its 我的消息 links open them). */
export interface SeededOrders {
  paid: OrderRecord;
  timedOut: OrderRecord;
  invoiced: OrderRecord;
  refunded: OrderRecord;
}

/** A made-up company's unified social credit code, with its real check character. */
const SEED_CREDIT_CODE = `91440300MA5F${'8XK2Q'}` + creditCodeCheckChar(`91440300MA5F8XK2Q`);

/** The stores the seed writes to (the mock store, which calls it while it is being built). */
export interface OrderSeedStores extends ProductSources, ApplicationSeedStores {
  accounts: Pick<Accounts, 'byId'>;
  orders: Orders;
  invoices: Invoices;
  enrolments: CourseEnrolments;
  messages: MessageBox;
}

/**
 * 技能学员小王's order history at start, oldest first, so every page has something true to show:
 * a course invoiced, a course refunded, a series left unpaid until it closed, an enrolment fee (for
 * an application approved the day before: application-seed.ts) and a recent course (still
 * refundable and invoiceable), and an unpaid live class about to close.
 * Their whisper messages come from the same steps a live order takes; all but the latest are read.
 */
export function seedOrders(store: OrderSeedStores, startedAt: number): SeededOrders | undefined {
  const account = store.accounts.byId(1);
  if (!account) return undefined;
  const { resolve } = productCatalogue(store);
  const paidCourses = store.catalogue.courses.filter((course) => course.price > 0);
  // Applied four days ago, approved, the fee paid three days ago: a plan whose current round was already
  // open then and still is. The last such (tests and demos that apply to "the first open plan" find it free).
  const plan = store.content.enrollmentPlans.findLast(
    (candidate) => candidate.fee > 0 && candidate.status === 'open' && Date.parse(candidate.enrolStart) <= startedAt - 4 * DAY,
  );
  const series = store.content.courseBundles.series[0];
  const live = store.catalogue.lives.find((candidate) => candidate.price > 0 && candidate.status === 1);
  if (paidCourses.length < 3 || !series) return undefined;
  const { orders } = store;
  const make = (type: number, id: number, at: number) => orders.create(account, resolve(type, id), `seed-${type}-${id}-${at}`, at);

  const invoiced = make(ProductType.COURSE, paidCourses[0]!.id, startedAt - 20 * DAY);
  orders.markPaid(invoiced, PayMethod.WECHAT, invoiced.createdAt + 2 * MINUTE);
  // Their personal title, a company title ready for VAT invoices, a default address, and this course invoiced.
  const { invoices } = store;
  const personal = invoices.saveTitle(account.id, {
    holder: InvoiceHolder.PERSONAL,
    name: '王晓明',
    taxNumber: '',
    bank: '',
    bankAccount: '',
    registeredAddress: '',
    registeredPhone: '',
  });
  invoices.saveTitle(account.id, {
    holder: InvoiceHolder.COMPANY,
    name: '深圳市匠心职业技能培训有限公司',
    taxNumber: SEED_CREDIT_CODE,
    bank: '招商银行深圳科技园支行',
    bankAccount: '755912345610801',
    registeredAddress: '深圳市南山区粤海街道科技中一路 19 号',
    registeredPhone: '0755-86001234',
  });
  invoices.saveAddress(account.id, {
    receiver: '王晓明',
    mobile: '13800138000',
    region: '广东省 深圳市 南山区',
    street: '科技园科苑路 15 号讯美科技广场 2 号楼 1201',
    isDefault: DefaultAddressFlag.DEFAULT,
  });
  const request = invoices.apply(
    account.id,
    { orderIds: [invoiced.id], titleId: personal.id, type: InvoiceType.ORDINARY, email: 'wangxm@example.com', addressId: null, remark: '' },
    startedAt - 19 * DAY,
  );
  request.nextAt = startedAt - 18 * DAY;
  invoices.settle(request);

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
  store.messages.notify(
    account.id,
    {
      type: MessageType.ORDER_REFUND_AUDIT,
      senderId: null,
      action: '退款已完成',
      title: refunded.product.title,
      quote: `订单号 ${refunded.orderNo}`,
      content: `${formatFen(refunded.amount)} 已原路退回你的微信账户。`,
      link: `/order/detail/${refunded.id}`,
    },
    startedAt - 10 * DAY,
  );
  store.messages.notify(
    account.id,
    {
      type: MessageType.ORDER_REFUND,
      senderId: null,
      action: '退款已到账',
      title: refunded.product.title,
      quote: `订单号 ${refunded.orderNo}`,
      content: `${formatFen(refunded.amount)} 已退回原支付账户。`,
      link: `/order/detail/${refunded.id}`,
    },
    startedAt - 10 * DAY,
  );

  const timedOut = make(ProductType.SERIES, series.id, startedAt - 6 * DAY);
  orders.close(timedOut, OrderStatus.TIMEOUT, '超时关闭', '订单超时未支付，已自动关闭', timedOut.deadline);

  if (plan) {
    seedApprovedApplication(store, account, plan, startedAt - 4 * DAY);
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
