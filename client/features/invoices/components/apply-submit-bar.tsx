import { formatFen } from '@shared/lib/order-rules';
import styles from '../invoices.module.css';

interface ApplySubmitBarProps {
  count: number;
  /** The chosen orders' amount, in fen. */
  total: number;
  busy: boolean;
  /** No order can be invoiced: nothing to send. */
  disabled: boolean;
}

/** 已选 N 个订单，开票金额 ¥…, and 提交申请. */
export function ApplySubmitBar({ count, total, busy, disabled }: ApplySubmitBarProps) {
  return (
    <div className={styles.submitBar}>
      <p>
        已选 <strong>{count}</strong> 个订单，开票金额 <strong className={styles.amount}>{formatFen(total)}</strong>
      </p>
      <button type="submit" className="btn btn-primary" disabled={busy || disabled} aria-busy={busy || undefined}>
        提交申请
      </button>
    </div>
  );
}
