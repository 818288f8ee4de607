import { defineEnum } from './define-enum';

/**
 * 订单状态。4、6、7、101 都是失败终态：支付失败、失败-已取消、失败-已退单、失败-超时关闭。
 * 规格中没有 5。
 */
export const OrderStatus = defineEnum({
  CREATED: [1, '已创建'],
  READY_TO_PAY: [2, '待支付'],
  PAID: [3, '已支付'],
  PAY_FAILED: [4, '支付失败'],
  CANCELLED: [6, '已取消'],
  CHARGED_BACK: [7, '已退单'],
  TIMEOUT: [101, '超时关闭'],
});
export type OrderStatusValue = (typeof OrderStatus)['values'][number];

/** 失败类订单状态（支付失败、已取消、已退单、超时关闭）。 */
export const ORDER_FAILED_STATUSES: readonly OrderStatusValue[] = Object.freeze([
  OrderStatus.PAY_FAILED,
  OrderStatus.CANCELLED,
  OrderStatus.CHARGED_BACK,
  OrderStatus.TIMEOUT,
]);
const failedStatuses = new Set<unknown>(ORDER_FAILED_STATUSES);

export function isOrderFailed(status: unknown): boolean {
  return failedStatuses.has(status);
}

export function isOrderPaid(status: unknown): boolean {
  return status === OrderStatus.PAID;
}

/** 尚可支付：已创建或待支付。 */
export function isOrderAwaitingPayment(status: unknown): boolean {
  return status === OrderStatus.CREATED || status === OrderStatus.READY_TO_PAY;
}

/** 退款状态。 */
export const RefundStatus = defineEnum({
  APPLYING: [1, '申请中'],
  AGREED: [2, '已同意'],
  REFUSED: [3, '已拒绝'],
  COMPLETED: [4, '已完成'],
  FAILED: [5, '退款失败'],
  NOT_REFUNDABLE: [6, '不可退款'],
  CANCELLED: [7, '已撤销'],
  REFUNDING: [8, '退款中'],
});
export type RefundStatusValue = (typeof RefundStatus)['values'][number];

/** 申请类状态（退款/发票等）。 */
export const RequestStatus = defineEnum({
  APPLY: [1, '申请'],
  APPROVED: [2, '已通过'],
  REJECTED: [3, '已驳回'],
  DONE: [4, '已完成'],
  FAILED: [5, '失败'],
  CANCELLED: [6, '已取消'],
});
export type RequestStatusValue = (typeof RequestStatus)['values'][number];

/** 申请类状态的展示文案（取值与 RequestStatus 相同，1 显示为「进行中」）。 */
export const RequestStatusDisplay = defineEnum({
  IN_PROGRESS: [1, '进行中'],
  PASSED: [2, '已通过'],
  REJECTED: [3, '已驳回'],
  COMPLETED: [4, '已完成'],
  FAILED: [5, '失败'],
  CANCELLED: [6, '已取消'],
});
export type RequestStatusDisplayValue = (typeof RequestStatusDisplay)['values'][number];

/** 申请审核状态（如报名申请）。 */
export const AuditStatus = defineEnum({
  NOT_APPLIED: [0, '未申请'],
  PENDING: [1, '待审核'],
  APPROVED: [2, '已通过'],
  REJECTED: [3, '已驳回'],
});
export type AuditStatusValue = (typeof AuditStatus)['values'][number];

/** 商品类型（订单的 productType）。 */
export const ProductType = defineEnum({
  COURSE: [1, '课程'],
  PACKAGE: [2, '课程包'],
  SERIES: [3, '系列课'],
  ENROLLMENT: [4, '报名计划'],
  MEMBER_BENEFIT: [5, '会员权益'],
  STANDALONE_MEMBER_BENEFIT: [6, '独立会员权益'],
  SKILL_COIN: [7, '技能币'],
  BUNDLE: [8, '组合套餐'],
  LIVE: [9, '直播'],
});
export type ProductTypeValue = (typeof ProductType)['values'][number];

/** 商品分类（另一份列表，顺序与 ProductType 不同）。 */
export const ProductCategory = defineEnum({
  ENROLLMENT: [1, '报名计划'],
  SERIES: [2, '系列课'],
  PACKAGE: [3, '课程包'],
  COURSE: [4, '课程'],
  OCCUPATION: [5, '职业'],
});
export type ProductCategoryValue = (typeof ProductCategory)['values'][number];

/** 支付方式。 */
export const PayMethod = defineEnum({
  WECHAT: [1, '微信支付'],
  AGGREGATED: [2, '聚合支付'],
  FREE: [3, '免费'],
  BANK: [4, '银行支付'],
  MEDICAL_TRAINING: [5, '医培支付'],
  APPLE: [6, '苹果支付'],
  SKILL_COIN: [7, '技能币支付'],
});
export type PayMethodValue = (typeof PayMethod)['values'][number];
