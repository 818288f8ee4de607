import { describe, expect, it } from 'vitest';
import { OrderStatus, RefundStatus } from '@shared/enums/order';
import { orderStatusTag } from './order-format';

const paidWithRefund = (status: number) => ({ status: OrderStatus.PAID, refund: { status } }) as Parameters<typeof orderStatusTag>[0];

describe('orderStatusTag', () => {
  it('says each refund state once, never 退款退款中 (issue 26)', () => {
    const labels = RefundStatus.values
      .filter((status) => status !== RefundStatus.CANCELLED)
      .map((status) => orderStatusTag(paidWithRefund(status)).label);
    expect(labels).toEqual(['退款申请中', '退款已同意', '退款被拒', '已退款', '退款失败', '不可退款', '退款中']);
    for (const label of labels) expect(label).not.toMatch(/退款.*退款/);
  });

  it('a cancelled refund, or none, shows the order status', () => {
    expect(orderStatusTag(paidWithRefund(RefundStatus.CANCELLED)).label).toBe('已支付');
    expect(orderStatusTag({ status: OrderStatus.READY_TO_PAY, refund: null } as Parameters<typeof orderStatusTag>[0]).label).toBe('待支付');
  });
});
