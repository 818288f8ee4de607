import { ProductType, RefundStatus } from '@shared/enums/order';
import type { OrderCard } from '@shared/schemas/order';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatFen } from '@shared/lib/money-format';
import { invoiceStatusText, orderStatusTag, paidAmountText, payMethodText, refundText } from '../order-format';
import { OrderActionBar } from './order-action-bar';
import { ProductThumb } from './product-thumb';
import styles from './order-card.module.css';

/** One order in a list: when and what, how much and how, its state, and what can be done with it now. */
export function OrderCardItem({ order }: { order: OrderCard }) {
  const tag = orderStatusTag(order);
  const unpaid = order.actions.pay;
  return (
    <article className={styles.card} aria-labelledby={`order-${order.id}-title`}>
      <header className={styles.head}>
        <span className={styles.meta}>
          <span>{formatSiteTime(order.createdAt, 'YYYY-MM-DD HH:mm')}</span>
          <span>订单号 {order.orderNo}</span>
        </span>
        <span className={`tag ${tag.tone}`}>{tag.label}</span>
      </header>
      <div className={styles.body}>
        <ProductThumb product={order.product} />
        <div className={styles.info}>
          <h2 id={`order-${order.id}-title`} className={styles.title}>
            {order.product.href ? <a href={order.product.href}>{order.product.title}</a> : order.product.title}
          </h2>
          <p className={styles.summary}>
            <span className="tag">{ProductType.label(order.product.type)}</span>
            {order.product.summary}
          </p>
          {order.refund && order.refund.status !== RefundStatus.CANCELLED ? (
            <p className={styles.sub}>
              {refundText(order.refund.status)}
              {order.refund.rejectReason ? `（${order.refund.rejectReason}）` : ''}
            </p>
          ) : null}
          {order.invoice ? (
            <p className={styles.sub}>
              {invoiceStatusText(order.invoice.status)} · {order.invoice.title}
            </p>
          ) : null}
        </div>
        <div className={styles.amount}>
          <strong>{unpaid ? formatFen(order.amount) : paidAmountText(order)}</strong>
          <span>{unpaid ? `请在 ${formatSiteTime(order.payDeadline, 'HH:mm')} 前支付` : payMethodText(order.payMethod)}</span>
        </div>
      </div>
      <footer className={styles.foot}>
        <OrderActionBar order={order} />
      </footer>
    </article>
  );
}
