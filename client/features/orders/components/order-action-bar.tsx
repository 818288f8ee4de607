import { useState } from 'react';
import { ProductType, RequestStatus } from '@shared/enums/order';
import type { OrderCard } from '@shared/schemas/order';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import type { OrderAction } from '../use-order-actions';
import styles from './order-action-bar.module.css';

const loadDialogs = () => import('./order-action-dialogs');

/** Where 去支付 goes: the checkout, which goes on with this unpaid order rather than make another. */
export const payHref = (order: Pick<OrderCard, 'product'>) =>
  `/order/pay/create?productType=${order.product.type}&productId=${order.product.id}`;

/** The order's actions by its state, as the server decided them; the dialogs' code and the writes come with the first click. */
export function OrderActionBar({ order, showDetail = true }: { order: OrderCard; showDetail?: boolean }) {
  const { actions } = order;
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [asked, setAsked] = useState(0);
  const dialogs = useLoadedModule(loadDialogs, asked);
  const ask = (which: OrderAction) => {
    setOpen(which);
    setAsked((count) => count + 1);
  };
  const close = () => setOpen(null);
  // Pointing at, focusing or touching a button starts the download, so the dialog opens at once on the click.
  const warm = () => void loadDialogs().catch(() => undefined);
  const dialogButton = {
    type: 'button',
    className: 'btn btn-ghost btn-sm',
    disabled: busy !== null,
    onPointerEnter: warm,
    onFocus: warm,
    onTouchStart: warm,
  } as const;

  return (
    <div className={styles.bar}>
      {actions.refundBlocked ? (
        <span className={styles.note} data-testid="refund-blocked">
          {actions.refundBlocked}
          {/* Held by the invoice (5111): the way on, one click away. */}
          {order.invoice?.status === RequestStatus.APPLY ? (
            <>
              {' '}
              <a href="/setting/invoice">去开票记录</a>
            </>
          ) : order.invoice?.status === RequestStatus.DONE ? (
            <>
              {' '}
              <a href="/feedback">联系客服</a>
            </>
          ) : null}
        </span>
      ) : null}
      {showDetail ? (
        <a className="btn btn-ghost btn-sm" href={`/order/detail/${order.id}`}>
          查看详情
        </a>
      ) : null}
      {actions.cancel ? (
        <button {...dialogButton} onClick={() => ask('cancel')}>
          取消订单
        </button>
      ) : null}
      {actions.cancelRefund ? (
        <button {...dialogButton} onClick={() => ask('cancel-refund')}>
          撤销退款
        </button>
      ) : null}
      {actions.refund ? (
        <button {...dialogButton} onClick={() => ask('refund')}>
          申请退款
        </button>
      ) : null}
      {actions.invoice ? (
        <a className="btn btn-ghost btn-sm" href={`/setting/invoice/edit?orderId=${order.id}`}>
          申请发票
        </a>
      ) : null}
      {actions.pay ? (
        <a className="btn btn-primary btn-sm" href={payHref(order)}>
          去支付
        </a>
      ) : order.status === 3 && order.product.href && order.product.type !== ProductType.SKILL_COIN ? (
        <a className="btn btn-soft btn-sm" href={order.product.href}>
          {order.product.type === ProductType.LIVE ? '去看直播' : order.product.type === ProductType.ENROLLMENT ? '查看报名' : '去学习'}
        </a>
      ) : null}
      {dialogs ? <dialogs.OrderActionDialogs order={order} open={open} onClose={close} onBusyChange={setBusy} /> : null}
    </div>
  );
}
