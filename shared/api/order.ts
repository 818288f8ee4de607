import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema, pageOf, pageQuerySchema } from '../schemas/common';
import {
  checkoutSchema,
  coinEntrySchema,
  coinSummarySchema,
  orderDetailSchema,
  orderGroupSchema,
  orderListTabSchema,
  orderPageSchema,
  orderStatusSchema,
  payResultSchema,
} from '../schemas/order';
import { PayMethod, ProductType } from '../enums/order';
import { RefundReason } from '../lib/order-rules';

/** The product cannot be bought on the web (member benefits, bundles) or is not for sale now. */
export const CODE_PRODUCT_UNAVAILABLE = 5101;
/** The learner already has it: a course they study, a class they bought, a plan they paid. */
export const CODE_ALREADY_OWNED = 5102;
/** The order can no longer be paid: cancelled, timed out, failed. */
export const CODE_ORDER_CLOSED = 5103;
/** The order is paid already (a second payment, or one with another key): nothing is charged again. */
export const CODE_ORDER_PAID = 5104;
/** A skill-coin payment above the balance. */
export const CODE_COINS_INSUFFICIENT = 5105;
/** The pay method cannot be used for this order (coins for coins, an app-only method on the web). */
export const CODE_PAY_METHOD_UNAVAILABLE = 5106;
/** Refund refused: the window (7 days after payment) has passed. */
export const CODE_REFUND_WINDOW_PASSED = 5107;
/** Refund refused: too much of the course was learnt. */
export const CODE_REFUND_LEARNT_TOO_MUCH = 5108;
/** Refund refused or not cancellable in the order's state (unpaid, free, already asked, finished). */
export const CODE_REFUND_NOT_ALLOWED = 5109;
/** The order cannot be cancelled now (paid, closed). */
export const CODE_ORDER_NOT_CANCELLABLE = 5110;
/**
 * Refund refused: the order has an invoice issued or a request for one under way (申请/已通过). A
 * refund would leave a valid invoice for money given back, so the invoice goes first (撤销 the
 * request while it is under review; an issued invoice is voided by customer service).
 */
export const CODE_REFUND_INVOICED = 5111;

const productTypeSchema = z.coerce.number().check(
  z.int(),
  z.refine((value) => ProductType.is(value), '商品类型不正确'),
);
/**
 * How an online payment is made: `qr` — the QR code a phone scans (the checkout on a computer); `h5` —
 * the provider's page in this browser (微信 H5 支付, or the 聚合支付 cashier with 支付宝), which comes
 * back to the checkout; phones and tablets pay this way, as a screen cannot scan itself.
 */
export const PAY_CHANNELS = ['qr', 'h5'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** One per checkout page: the same key twice is the same order or payment, never a second one. */
const idempotencyKeySchema = z.string().check(z.regex(/^[\w-]{8,64}$/, '幂等键格式不正确'));

export const getCheckout = defineEndpoint({
  id: 'order.checkout',
  method: 'GET',
  path: '/order/checkout',
  summary:
    '确认订单（需要 token）：商品快照、技能币余额与抵扣、可用支付方式、是否已拥有、同一商品未支付的订单；报名费（商品类型 4）只对本人审核通过且未过缴费截止的报名开放，否则 5101 并说明原因',
  query: z.object({ productType: productTypeSchema, productId: idSchema }),
  data: checkoutSchema,
  codes: [401, 404, CODE_PRODUCT_UNAVAILABLE],
});

export const createOrder = defineEndpoint({
  id: 'order.create',
  method: 'POST',
  path: '/order',
  summary:
    '提交订单（需要 token）：同一幂等键只建一个订单；免费商品直接完成并开通；报名费须本人报名审核通过、未过缴费截止（否则 5101），已缴 → 5102；返回订单详情',
  body: z.object({ productType: productTypeSchema, productId: idSchema, idempotencyKey: idempotencyKeySchema }),
  data: orderDetailSchema,
  codes: [401, 404, CODE_PRODUCT_UNAVAILABLE, CODE_ALREADY_OWNED],
});

export const payOrder = defineEndpoint({
  id: 'order.pay',
  method: 'POST',
  path: '/order/:id/pay',
  summary:
    '支付（需要 token）：微信支付返回二维码内容与有效期（channel=qr），或手机浏览器的支付页地址（channel=h5，微信 H5 支付）；聚合支付（支付宝等）总是返回收银台地址；支付页付款后回到确认订单页，订单状态以服务端收到的支付通知为准；技能币支付立即扣减（余额不足拒绝，原子操作）；同一幂等键重复提交得到同一结果；报名费在支付时再查一次报名（已撤回、已失效或过了缴费截止 → 5101，不扣款）',
  params: idParamsSchema,
  body: z.object({
    payMethod: z
      .int()
      .check(
        z.refine(
          (value) => value === PayMethod.WECHAT || value === PayMethod.AGGREGATED || value === PayMethod.SKILL_COIN,
          '网页端支持微信支付、聚合支付和技能币支付',
        ),
      ),
    idempotencyKey: idempotencyKeySchema,
    channel: z._default(z.enum(PAY_CHANNELS), 'qr'),
  }),
  data: payResultSchema,
  codes: [
    401,
    404,
    CODE_ORDER_CLOSED,
    CODE_ORDER_PAID,
    CODE_COINS_INSUFFICIENT,
    CODE_PAY_METHOD_UNAVAILABLE,
    CODE_ALREADY_OWNED,
    CODE_PRODUCT_UNAVAILABLE,
  ],
});

export const getOrderStatus = defineEndpoint({
  id: 'order.status',
  method: 'GET',
  path: '/order/:id/status',
  summary: '订单支付状态（需要 token），扫码支付页轮询',
  params: idParamsSchema,
  data: orderStatusSchema,
  codes: [401, 404],
});

export const getOrder = defineEndpoint({
  id: 'order.detail',
  method: 'GET',
  path: '/order/:id',
  summary: '订单详情（需要 token）：商品快照、金额、支付方式、时间线（下单 → 支付 → 退款 → 发票）、可做的操作',
  params: idParamsSchema,
  data: orderDetailSchema,
  codes: [401, 404],
});

export const listOrders = defineEndpoint({
  id: 'order.list',
  method: 'GET',
  path: '/order/list',
  summary: '我的订单（需要 token）：按商品分组与状态标签筛选，新的在前，分页；含各标签数量',
  query: z.extend(pageQuerySchema, { group: orderGroupSchema, tab: z._default(orderListTabSchema, 'all') }),
  data: orderPageSchema,
  codes: [401],
});

export const cancelOrder = defineEndpoint({
  id: 'order.cancel',
  method: 'POST',
  path: '/order/:id/cancel',
  summary: '取消未支付的订单（需要 token）',
  params: idParamsSchema,
  data: orderDetailSchema,
  codes: [401, 404, CODE_ORDER_NOT_CANCELLABLE],
});

export const applyRefund = defineEndpoint({
  id: 'order.refund',
  method: 'POST',
  path: '/order/:id/refund',
  summary:
    '申请退款（需要 token）：支付后 7 天内、学习进度低于 30%、没有已开具或申请中的发票；平台审核后原路退回（技能币退回余额）；报名费考试当天及之后不退，退款完成后该报名撤回、名额释放',
  params: idParamsSchema,
  body: z.object({
    reason: z.int().check(z.refine((value) => RefundReason.is(value), '请选择退款原因')),
    description: z._default(z.string().check(z.trim(), z.maxLength(200, '补充说明不能超过200字')), ''),
  }),
  data: orderDetailSchema,
  codes: [401, 404, CODE_REFUND_WINDOW_PASSED, CODE_REFUND_LEARNT_TOO_MUCH, CODE_REFUND_NOT_ALLOWED, CODE_REFUND_INVOICED],
});

export const cancelRefund = defineEndpoint({
  id: 'order.refund.cancel',
  method: 'POST',
  path: '/order/:id/refund/cancel',
  summary: '撤销退款申请（需要 token），仅在审核前',
  params: idParamsSchema,
  data: orderDetailSchema,
  codes: [401, 404, CODE_REFUND_NOT_ALLOWED],
});

export const getCoinSummary = defineEndpoint({
  id: 'coin.summary',
  method: 'GET',
  path: '/coin/summary',
  summary: '技能币（需要 token）：余额、累计获得与消费、充值套餐',
  data: coinSummarySchema,
  codes: [401],
});

export const listCoinEntries = defineEndpoint({
  id: 'coin.history',
  method: 'GET',
  path: '/coin/history',
  summary: '技能币明细（需要 token）：获得、消费、充值、退还，新的在前，分页',
  query: z.extend(pageQuerySchema, { kind: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(4))) }),
  data: pageOf(coinEntrySchema),
  codes: [401],
});
