import { useParams, type LoaderFunctionArgs } from 'react-router';
import { OrderStatus, RefundStatus } from '@shared/enums/order';
import { RefundReason } from '@shared/lib/order-rules';
import type { OrderDetail } from '@shared/schemas/order';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { formatSiteTime } from '@client/components/site-time-format';
import { getOrderQueryOptions, useOrder } from '@client/features/orders/get-orders';
import { formatFen } from '@shared/lib/money-format';
import { invoiceStatusText, orderStatusTag, paidAmountText, payMethodText } from '@client/features/orders/order-format';
import { OrderActionBar } from '@client/features/orders/components/order-action-bar';
import { OrderGroupNav } from '@client/features/orders/components/order-group-nav';
import { OrderTimeline } from '@client/features/orders/components/order-timeline';
import { ProductThumb } from '@client/features/orders/components/product-thumb';
import pages from '@client/features/orders/order-pages.module.css';
import styles from '@client/features/orders/order-detail-page.module.css';

/** Someone else's order and an unknown id are the same 404 (the API says 订单不存在或不属于当前账号). */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const order = await loadFresh(queryClient, getOrderQueryOptions(api, id));
  return { meta: { title: `订单 ${order.orderNo}` } };
}

const time = (iso: string | null) => (iso ? formatSiteTime(iso, 'YYYY-MM-DD HH:mm:ss') : '—');

/** What the state means for the learner, in one line under it. */
function statusHint(order: OrderDetail): string {
  const refund = order.refund;
  if (refund && refund.status !== RefundStatus.CANCELLED && order.status === OrderStatus.PAID) {
    if (refund.status === RefundStatus.REFUSED) return refund.rejectReason ?? '退款申请未通过';
    return refund.status === RefundStatus.APPLYING ? '平台将在 1 个工作日内审核你的退款申请' : '退款处理中，款项将原路退回';
  }
  switch (order.status) {
    case OrderStatus.CREATED:
    case OrderStatus.READY_TO_PAY:
      return `请在 ${formatSiteTime(order.payDeadline, 'HH:mm')} 前完成支付，超时订单将自动关闭`;
    case OrderStatus.PAID:
      return order.amount === 0 ? '已免费领取' : '支付成功，已为你开通';
    case OrderStatus.CHARGED_BACK:
      return '退款已完成，订单已关闭';
    case OrderStatus.TIMEOUT:
      return '订单超时未支付，已自动关闭';
    case OrderStatus.PAY_FAILED:
      return '支付未完成，订单已关闭';
    default:
      return '订单已取消';
  }
}

export function Component() {
  const order = useOrder(Number(useParams().id));
  if (!order) return null;
  const tag = orderStatusTag(order);
  return (
    <div className={pages.page}>
      <Breadcrumb />
      <div className={pages.columns}>
        <OrderGroupNav current={order.group} />
        <div className={pages.main}>
          <section className={styles.status} aria-labelledby="order-status">
            <div>
              <h1 className="sr-only">订单详情</h1>
              <h2 id="order-status" className={styles.statusTitle}>
                {tag.label}
              </h2>
              <p className={styles.hint}>{statusHint(order)}</p>
            </div>
            <OrderActionBar order={order} showDetail={false} />
          </section>

          <section className={styles.card} aria-labelledby="order-timeline">
            <h2 id="order-timeline" className={styles.cardTitle}>
              订单进度
            </h2>
            <OrderTimeline events={order.timeline} />
          </section>

          <section className={styles.card} aria-labelledby="order-product">
            <h2 id="order-product" className={styles.cardTitle}>
              商品信息
            </h2>
            <div className={styles.product}>
              <ProductThumb product={order.product} size="lg" />
              <div className={styles.productInfo}>
                <p className={styles.productTitle}>
                  {order.product.href ? <a href={order.product.href}>{order.product.title}</a> : order.product.title}
                </p>
                <p className={styles.muted}>{order.product.summary}</p>
              </div>
              <p className={styles.price}>{formatFen(order.product.price)}</p>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>订单号</dt>
                <dd>{order.orderNo}</dd>
              </div>
              <div>
                <dt>下单时间</dt>
                <dd>{time(order.createdAt)}</dd>
              </div>
              <div>
                <dt>支付方式</dt>
                <dd>{payMethodText(order.payMethod)}</dd>
              </div>
              <div>
                <dt>支付时间</dt>
                <dd>{time(order.paidAt)}</dd>
              </div>
              {order.product.originalPrice > order.product.price ? (
                <div>
                  <dt>原价</dt>
                  <dd>
                    <s>{formatFen(order.product.originalPrice)}</s>
                  </dd>
                </div>
              ) : null}
              <div className={styles.total}>
                <dt>{order.paidAt ? '实付' : '应付'}</dt>
                <dd>{order.paidAt ? paidAmountText(order) : formatFen(order.amount)}</dd>
              </div>
            </dl>
          </section>

          {order.refund ? (
            <section className={styles.card} aria-labelledby="order-refund">
              <h2 id="order-refund" className={styles.cardTitle}>
                退款信息
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>退款状态</dt>
                  <dd>{RefundStatus.label(order.refund.status)}</dd>
                </div>
                <div>
                  <dt>退款原因</dt>
                  <dd>{RefundReason.label(order.refund.reason)}</dd>
                </div>
                <div>
                  <dt>申请时间</dt>
                  <dd>{time(order.refund.appliedAt)}</dd>
                </div>
                <div>
                  <dt>退款金额</dt>
                  <dd>{order.refund.coinAmount > 0 ? `${order.refund.coinAmount} 技能币` : formatFen(order.refund.amount)}</dd>
                </div>
                {order.refund.description ? (
                  <div className={styles.wide}>
                    <dt>补充说明</dt>
                    <dd>{order.refund.description}</dd>
                  </div>
                ) : null}
                {order.refund.rejectReason ? (
                  <div className={styles.wide}>
                    <dt>拒绝原因</dt>
                    <dd>{order.refund.rejectReason}</dd>
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}

          {order.invoice ? (
            <section className={styles.card} aria-labelledby="order-invoice">
              <h2 id="order-invoice" className={styles.cardTitle}>
                发票信息
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>发票状态</dt>
                  <dd>{invoiceStatusText(order.invoice.status)}</dd>
                </div>
                <div>
                  <dt>发票抬头</dt>
                  <dd>{order.invoice.title}</dd>
                </div>
                {order.invoice.rejectReason ? (
                  <div className={styles.wide}>
                    <dt>驳回原因</dt>
                    <dd>{order.invoice.rejectReason}</dd>
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
