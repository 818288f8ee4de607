import { OrderStatus, ProductType } from '@shared/enums/order';
import type { OrderDetail } from '@shared/schemas/order';
import { paidAmountText } from '../order-format';
import styles from './checkout-result.module.css';

/** 完成: paid (where to go next, the invoice if asked for) or closed (why, and a fresh order). */
export function CheckoutResult({ order, wantInvoice, onRetry }: { order: OrderDetail; wantInvoice: boolean; onRetry: () => void }) {
  const paid = order.status === OrderStatus.PAID;
  const next =
    order.product.type === ProductType.LIVE
      ? '去看直播'
      : order.product.type === ProductType.ENROLLMENT
        ? '查看报名'
        : order.product.type === ProductType.SKILL_COIN
          ? null
          : '开始学习';
  return (
    <section className={`${styles.result} ${paid ? styles.ok : styles.closed}`} aria-labelledby="checkout-result" role="status">
      <span className={styles.icon} aria-hidden="true">
        {paid ? '✓' : '!'}
      </span>
      <h2 id="checkout-result" className={styles.title}>
        {paid ? (order.amount === 0 ? '领取成功' : '支付成功') : `订单${OrderStatus.label(order.status)}`}
      </h2>
      <p className={styles.text}>
        {paid
          ? order.product.type === ProductType.SKILL_COIN
            ? `${order.product.summary}，可在技能币明细中查看。`
            : `「${order.product.title}」已为你开通，实付 ${paidAmountText(order)}。`
          : order.status === OrderStatus.TIMEOUT
            ? '订单超时未支付，已自动关闭。'
            : '支付未完成，订单已关闭。'}
      </p>
      <div className={styles.actions}>
        {paid && next && order.product.href ? (
          <a className="btn btn-primary" href={order.product.href}>
            {next}
          </a>
        ) : null}
        {paid && wantInvoice && order.actions.invoice ? (
          <a className="btn btn-soft" href={`/setting/invoice/edit?orderId=${order.id}`}>
            申请发票
          </a>
        ) : null}
        {!paid ? (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            重新下单
          </button>
        ) : null}
        <a className="btn btn-ghost" href={`/order/detail/${order.id}`}>
          查看订单
        </a>
      </div>
    </section>
  );
}
