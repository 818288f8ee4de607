import { REFUND_MAX_LEARNT_PERCENT, REFUND_WINDOW_DAYS } from '@shared/lib/order-rules';
import type { Grant } from './products';

/**
 * The refund rule of what is bought, in one line as the checkout and the refund dialog quote it: the
 * rule refundBlock (order-views.ts) applies to that kind of product, not the course's for everything
 * (issue 35 §12: a fee order quoted the course's 30 % rule). Null when there is nothing to refund (free).
 */
export function refundRuleOf(grant: Grant, price: number): string | null {
  if (price === 0) return null;
  switch (grant.kind) {
    case 'courses':
      return `支付后 ${REFUND_WINDOW_DAYS} 天内、学习进度低于 ${REFUND_MAX_LEARNT_PERCENT}% 可申请退款，审核通过后原路退回`;
    case 'plan':
      return `缴费后 ${REFUND_WINDOW_DAYS} 天内、考试日前可申请退款，考试当天及之后不再退还；退款完成后报名撤回、名额释放`;
    case 'live':
      return `支付后 ${REFUND_WINDOW_DAYS} 天内、直播开始前可申请退款，开播后不再退还`;
    case 'coins':
      return '技能币充值后不支持退款';
  }
}
