// An order's action dialogs with the writes they make: fetched with the first click on 取消订单,
// 撤销退款 or 申请退款, so the order pages' first load has neither the dialogs nor the mutation code
// (useMutation's observer), which nothing needs before a learner asks.
import { useEffect } from 'react';
import type { OrderCard } from '@shared/schemas/order';
import { useOrderActions, type OrderAction } from '../use-order-actions';
import { ConfirmDialog, RefundDialog } from './order-dialogs';

interface OrderActionDialogsProps {
  order: OrderCard;
  /** The dialog shown, if any. */
  open: OrderAction | null;
  onClose: () => void;
  /** Told which action is under way (null: none), so the bar's buttons wait for it. */
  onBusyChange: (busy: OrderAction | null) => void;
}

export function OrderActionDialogs({ order, open, onClose, onBusyChange }: OrderActionDialogsProps) {
  const { busy, cancel, refund, cancelRefund } = useOrderActions(order);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  return (
    <>
      <RefundDialog order={order} open={open === 'refund'} onClose={onClose} onSubmit={refund} />
      <ConfirmDialog
        open={open === 'cancel'}
        onClose={onClose}
        title="取消订单"
        description="取消后订单将关闭，如需购买请重新下单。"
        confirmLabel="确认取消"
        onConfirm={cancel}
      />
      <ConfirmDialog
        open={open === 'cancel-refund'}
        onClose={onClose}
        title="撤销退款申请"
        description="撤销后订单恢复为已支付，退款期限内可以再次申请。"
        confirmLabel="确认撤销"
        onConfirm={cancelRefund}
      />
    </>
  );
}
