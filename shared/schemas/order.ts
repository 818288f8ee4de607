import * as z from 'zod/mini';
import { fenSchema, idSchema, int, nonNegativeInt, pageOf, positiveInt, timestampSchema } from './common';
import { ORDER_GROUP_KEYS, ORDER_LIST_TABS } from '../lib/order-rules';

/** What was bought, as it stood when the order was made (a later price change does not touch it). */
export const productSnapshotSchema = z.object({
  type: int(),
  id: idSchema,
  title: z.string(),
  /** One line under the title: 共 12 课时 · 初级工, the class's start, 到账 300 技能币. */
  summary: z.string(),
  cover: z.nullable(z.string()),
  /** The product's own page on the site; null for skill coins. */
  href: z.nullable(z.string()),
  price: fenSchema,
  originalPrice: fenSchema,
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

export const payMethodOptionSchema = z.object({
  method: int(),
  available: z.boolean(),
  /** Why a method cannot be used here (余额不足, 仅限技能学堂App), or its hint when it can. */
  note: z.string(),
});
export type PayMethodOption = z.infer<typeof payMethodOptionSchema>;

export const checkoutSchema = z.object({
  product: productSnapshotSchema,
  coinBalance: nonNegativeInt(),
  /** What the product costs in skill coins (1 元 = 10 技能币, rounded up); null when coins cannot buy it. */
  coinCost: z.nullable(nonNegativeInt()),
  payMethods: z.array(payMethodOptionSchema),
  /** The learner already has it (a course they study, a class they bought): nothing to pay. */
  owned: z.boolean(),
  /** An unpaid order for the same product: the page offers to go on with it instead of a second one. */
  pendingOrderId: z.nullable(idSchema),
  /** When this product can be refunded, in one line (a course's rule is not a fee's); null when free. */
  refundRule: z.nullable(z.string()),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const orderGroupSchema = z.enum(ORDER_GROUP_KEYS);
export const orderListTabSchema = z.enum(ORDER_LIST_TABS);

export const refundInfoSchema = z.object({
  status: int(),
  reason: int(),
  description: z.string(),
  amount: fenSchema,
  /** Coins go back to the balance, money back the way it came. */
  coinAmount: nonNegativeInt(),
  appliedAt: timestampSchema,
  /** The platform's answer when refused. */
  rejectReason: z.nullable(z.string()),
});
export type RefundInfo = z.infer<typeof refundInfoSchema>;

export const orderInvoiceInfoSchema = z.object({
  requestId: idSchema,
  status: int(),
  title: z.string(),
  rejectReason: z.nullable(z.string()),
});

/** What the learner may do with the order now; the server decides (refund windows, watched share). */
export const orderActionsSchema = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  refund: z.boolean(),
  /** Why 申请退款 is not offered on a paid order (过了 7 天, 学习进度达到 30%); null when it is, or not relevant. */
  refundBlocked: z.nullable(z.string()),
  cancelRefund: z.boolean(),
  invoice: z.boolean(),
});

export const orderCardSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  group: orderGroupSchema,
  product: productSnapshotSchema,
  /** What is paid, in fen (the product's price at the time). */
  amount: fenSchema,
  /** Coins spent when paid with skill coins (else 0). */
  coinAmount: nonNegativeInt(),
  payMethod: z.nullable(int()),
  status: int(),
  createdAt: timestampSchema,
  paidAt: z.nullable(timestampSchema),
  /** Until when an unpaid order can be paid (then it closes as 101). */
  payDeadline: timestampSchema,
  refund: z.nullable(refundInfoSchema),
  invoice: z.nullable(orderInvoiceInfoSchema),
  actions: orderActionsSchema,
  /** The product's refund rule, as the checkout quoted it; null when free. */
  refundRule: z.nullable(z.string()),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

export const orderEventSchema = z.object({
  kind: z.enum([
    'created',
    'paying',
    'paid',
    'pay_failed',
    'cancelled',
    'timeout',
    'refund_applied',
    'refund_cancelled',
    'refund_agreed',
    'refund_refused',
    'refunding',
    'refunded',
    'invoice_applied',
    'invoice_cancelled',
    'invoice_approved',
    'invoice_rejected',
    'invoice_issued',
    'wechat_closed',
    'duplicate_refunded',
  ]),
  at: timestampSchema,
  title: z.string(),
  detail: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderDetailSchema = z.extend(orderCardSchema, {
  /** Oldest first: created → paid → refund → invoice. */
  timeline: z.array(orderEventSchema),
  /** The server's clock, so the countdown to the deadline does not trust the browser's. */
  serverNow: timestampSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderTabCountsSchema = z.record(orderListTabSchema, nonNegativeInt());

export const orderPageSchema = z.extend(pageOf(orderCardSchema), { counts: orderTabCountsSchema });
export type OrderPage = z.infer<typeof orderPageSchema>;

export const wechatPaySchema = z.object({
  /** What the QR code holds: the payment URL WeChat opens. */
  payUrl: z.string(),
  expiresAt: timestampSchema,
});

/** The provider's page the browser goes to (微信 H5 支付, the 聚合支付 cashier); it comes back to the checkout with `orderId`. */
export const h5PaySchema = z.object({ url: z.string(), expiresAt: timestampSchema });

export const payResultSchema = z.object({
  order: orderDetailSchema,
  /** The QR code to scan (WeChat, channel qr). */
  wechat: z.nullable(wechatPaySchema),
  /** The page to open in this browser (channel h5, and 聚合支付). */
  h5: z.nullable(h5PaySchema),
});
export type PayResult = z.infer<typeof payResultSchema>;

export const orderStatusSchema = z.object({ id: idSchema, status: int(), paidAt: z.nullable(timestampSchema) });

export const coinPackageSchema = z.object({ id: idSchema, coins: positiveInt(), bonus: nonNegativeInt(), price: fenSchema });
export type CoinPackage = z.infer<typeof coinPackageSchema>;

export const coinEntrySchema = z.object({
  id: idSchema,
  /** 1 获得 (tasks, rewards), 2 消费, 3 充值, 4 退还. */
  kind: z.int().check(z.gte(1), z.lte(4)),
  /** Signed: + in, − out. */
  amount: int(),
  balanceAfter: nonNegativeInt(),
  title: z.string(),
  orderId: z.nullable(idSchema),
  at: timestampSchema,
});
export type CoinEntry = z.infer<typeof coinEntrySchema>;

export const coinSummarySchema = z.object({
  balance: nonNegativeInt(),
  /** Skill coins per yuan. */
  coinsPerYuan: positiveInt(),
  packages: z.array(coinPackageSchema),
  earned: nonNegativeInt(),
  spent: nonNegativeInt(),
});
export type CoinSummary = z.infer<typeof coinSummarySchema>;
