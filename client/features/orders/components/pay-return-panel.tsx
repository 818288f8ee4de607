import { useEffect, useState } from 'react';
import { getOrderStatus } from '@shared/api/order';
import { OrderStatus, PayMethod } from '@shared/enums/order';
import { formatFen } from '@shared/lib/money-format';
import type { OrderDetail } from '@shared/schemas/order';
import { useApi } from '@client/lib/api-context';
import styles from './wechat-pay-panel.module.css';

const POLL_MS = 2_000;

interface PayReturnPanelProps {
  order: OrderDetail;
  /** The order left 待支付 (paid, closed): the page reads it and moves on. */
  onSettled: (orderId: number) => void;
  onBack: () => void;
}

/**
 * Back from WeChat's page or the cashier with the order still 待支付: the way back proves nothing, so
 * the order's state is read from the server — now and every 2 s while shown, and at once on
 * 我已完成支付 — until the pay notice has come (支付成功) or the order closed.
 */
export function PayReturnPanel({ order, onSettled, onBack }: PayReturnPanelProps) {
  const api = useApi();
  const [checks, setChecks] = useState(0);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const { status } = await api.call(getOrderStatus, { params: { id: order.id } });
        if (stopped) return;
        if (status !== OrderStatus.CREATED && status !== OrderStatus.READY_TO_PAY) return onSettled(order.id);
      } catch {
        // A missed read (network) is tried again.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, order.id, onSettled, checks]);

  const method = order.payMethod === PayMethod.AGGREGATED ? '聚合支付' : '微信支付';
  return (
    <section className={styles.panel} aria-labelledby="pay-return-title" data-testid="pay-return">
      <h2 id="pay-return-title" className={styles.title}>
        正在确认支付结果
      </h2>
      <p className={styles.amount}>{formatFen(order.amount)}</p>
      <p className={styles.hint}>{method}完成后，订单会在几秒内变为已支付；如果你没有付款，可以重新选择支付方式。</p>
      <p className={styles.waiting} role="status">
        {asked ? '尚未收到付款，请稍候或重新支付' : '等待支付结果…'}
      </p>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        onClick={() => {
          setAsked(true);
          setChecks((count) => count + 1);
        }}
      >
        我已完成支付
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onBack}>
        重新支付
      </button>
    </section>
  );
}
