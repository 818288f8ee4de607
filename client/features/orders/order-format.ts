import { OrderStatus, PayMethod, RefundStatus, RequestStatusDisplay } from '@shared/enums/order';
import { formatFen } from '@shared/lib/money-format';
import type { OrderCard } from '@shared/schemas/order';

/** A tag accent (1–7 of the design's palette) per order status: waiting is warm, done is green, closed is grey. */
const STATUS_TONE: Record<number, string> = {
  [OrderStatus.CREATED]: 'accent-4',
  [OrderStatus.READY_TO_PAY]: 'accent-4',
  [OrderStatus.PAID]: 'accent-3',
};

/**
 * A paid order's refund as its tag says it: each phrase written out, since gluing 退款 to the
 * status's own label wrote 退款退款中 and 退款不可退款 (issue 26).
 */
const REFUND_TAGS: Record<number, string> = {
  [RefundStatus.APPLYING]: '退款申请中',
  [RefundStatus.AGREED]: '退款已同意',
  [RefundStatus.REFUSED]: '退款被拒',
  [RefundStatus.COMPLETED]: '已退款',
  [RefundStatus.FAILED]: '退款失败',
  [RefundStatus.NOT_REFUNDABLE]: '不可退款',
  [RefundStatus.REFUNDING]: '退款中',
};

/** A refund's state as one phrase (退款中, 退款被拒, 已退款). */
export const refundText = (status: number): string => REFUND_TAGS[status] ?? RefundStatus.label(status);

export function orderStatusTag(order: Pick<OrderCard, 'status' | 'refund'>): { label: string; tone: string } {
  if (order.refund && order.status === OrderStatus.PAID && order.refund.status !== RefundStatus.CANCELLED) {
    const label = refundText(order.refund.status);
    return { label, tone: order.refund.status === RefundStatus.REFUSED ? 'accent-6' : 'accent-5' };
  }
  return { label: OrderStatus.label(order.status), tone: STATUS_TONE[order.status] ?? '' };
}

/** ¥129.00, or 1290 技能币 when paid with coins, or 免费. */
export function paidAmountText(order: Pick<OrderCard, 'amount' | 'coinAmount' | 'payMethod'>): string {
  if (order.amount === 0) return '免费';
  if (order.payMethod === PayMethod.SKILL_COIN) return `${order.coinAmount} 技能币`;
  return formatFen(order.amount);
}

export const payMethodText = (method: number | null): string => (method === null ? '未支付' : PayMethod.label(method));

export const invoiceStatusText = (status: number): string => `发票${RequestStatusDisplay.label(status)}`;
