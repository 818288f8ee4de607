import { formatFen } from '@shared/lib/order-rules';
import type { InvoiceableOrder } from '@shared/schemas/invoice';
import { formatSiteTime } from '@client/components/site-time-format';
import { ApplyFieldError } from './apply-field-error';
import styles from '../invoices.module.css';

interface ApplyOrdersStepProps {
  orders: InvoiceableOrder[];
  selected: number[];
  /** Some order the link asked for cannot be invoiced (any more). */
  missing: boolean;
  problem: string | undefined;
  onToggle: (id: number) => void;
}

/** 1. 选择订单: the paid orders that can still be invoiced, one or more into one invoice. */
export function ApplyOrdersStep({ orders, selected, missing, problem, onToggle }: ApplyOrdersStepProps) {
  return (
    <fieldset
      className={styles.step}
      data-invalid={problem ? true : undefined}
      aria-describedby={problem ? 'apply-orders-error' : undefined}
    >
      <legend>1. 选择订单</legend>
      {missing ? <p className={styles.notice}>链接中的订单已开票、正在申请或不可开票，请在下方重新选择。</p> : null}
      {orders.length === 0 ? (
        <p className={styles.empty}>
          暂无可开票的订单。已支付、实付金额大于 0 且未退款的订单可以开票，<a href="/order/course">去看看我的订单</a>。
        </p>
      ) : (
        <ul className={styles.orderPick}>
          {orders.map((order) => (
            <li key={order.id}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.includes(order.id)}
                  onChange={() => onToggle(order.id)}
                  aria-invalid={problem ? true : undefined}
                />
                <span className={styles.orderTitle}>{order.product.title}</span>
                <span className={styles.muted}>
                  订单号 {order.orderNo} · {formatSiteTime(order.paidAt, 'YYYY-MM-DD')} 支付
                </span>
                <span className={styles.orderAmount}>{formatFen(order.amount)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <ApplyFieldError name="orders" message={problem} />
    </fieldset>
  );
}
