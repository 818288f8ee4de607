import { defineEnum } from '../enums/define-enum';
import { OrderStatus, ProductType, type ProductTypeValue } from '../enums/order';

/**
 * The order pages (/order/{group}) split a learner's orders by what was bought. The spec names the
 * five routes but not what each holds: 课程包 (project) follows /course/project (product type 2),
 * 套餐 (package) gathers the series, bundles, member benefits and skill-coin top-ups.
 */
export const ORDER_GROUP_KEYS = Object.freeze(['course', 'project', 'package', 'enrollment', 'live'] as const);
export type OrderGroup = (typeof ORDER_GROUP_KEYS)[number];

export const ORDER_GROUPS: Readonly<Record<OrderGroup, { label: string; productTypes: readonly ProductTypeValue[] }>> = Object.freeze({
  course: { label: '课程订单', productTypes: [ProductType.COURSE] },
  project: { label: '课程包订单', productTypes: [ProductType.PACKAGE] },
  package: {
    label: '套餐订单',
    productTypes: [
      ProductType.SERIES,
      ProductType.BUNDLE,
      ProductType.MEMBER_BENEFIT,
      ProductType.STANDALONE_MEMBER_BENEFIT,
      ProductType.SKILL_COIN,
    ],
  },
  enrollment: { label: '报名订单', productTypes: [ProductType.ENROLLMENT] },
  live: { label: '直播订单', productTypes: [ProductType.LIVE] },
});

export function orderGroupOf(productType: number): OrderGroup {
  for (const key of ORDER_GROUP_KEYS) if ((ORDER_GROUPS[key].productTypes as readonly number[]).includes(productType)) return key;
  return 'package';
}

/** Status tabs of an order list: each spec status falls in exactly one besides 全部; 退款 is by refund, not status. */
export const ORDER_LIST_TABS = Object.freeze(['all', 'unpaid', 'paid', 'refund', 'closed'] as const);
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

export const ORDER_TAB_LABELS: Readonly<Record<OrderListTab, string>> = Object.freeze({
  all: '全部',
  unpaid: '待支付',
  paid: '已支付',
  refund: '退款/售后',
  closed: '已关闭',
});

/** The tab an order's status belongs to (退款 aside). */
export function orderStatusTab(status: number): Exclude<OrderListTab, 'all' | 'refund'> {
  if (status === OrderStatus.CREATED || status === OrderStatus.READY_TO_PAY) return 'unpaid';
  if (status === OrderStatus.PAID) return 'paid';
  return 'closed';
}

/** Why a refund is asked for (the platform's own list; the spec gives none). */
export const RefundReason = defineEnum({
  NO_LONGER_NEEDED: [1, '不想学了 / 拍错了'],
  NOT_AS_DESCRIBED: [2, '内容与介绍不符'],
  QUALITY: [3, '课程质量不满意'],
  DUPLICATE: [4, '重复购买'],
  SCHEDULE: [5, '时间安排冲突'],
  OTHER: [6, '其他原因'],
});

/** 技能币 kinds in the balance history. */
export const CoinEntryKind = defineEnum({
  EARN: [1, '获得'],
  SPEND: [2, '消费'],
  TOP_UP: [3, '充值'],
  REFUND: [4, '退还'],
});

/** Refunds are open for this many days after payment… */
export const REFUND_WINDOW_DAYS = 7;
/** …and only while less than this share of a course (or bundle) has been learnt (服务条款 3.2: 学习进度低于 30%). */
export const REFUND_MAX_LEARNT_PERCENT = 30;
/** 1 元 = 10 技能币. */
export const COINS_PER_YUAN = 10;

/** What a price in fen costs in skill coins: 1 coin is 10 fen, rounded up so coins never buy for less. */
export function coinCostOf(fen: number): number {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`price must be a non-negative integer of fen, got ${fen}`);
  return Math.ceil((fen * COINS_PER_YUAN) / 100);
}

/** Money as text is shared/lib/money-format.ts's; the mock's order texts import formatFen from here. */
export { formatFen } from './money-format';
