import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { getOrderStatus } from '@shared/api/order';
import { OrderStatus } from '@shared/enums/order';
import { formatFen } from '@shared/lib/money-format';
import { QR_DARK, QR_LIGHT } from '@shared/design/image-colours';
import { useApi } from '@client/lib/api-context';
import styles from './wechat-pay-panel.module.css';

const POLL_MS = 2_000;
const QR_SIZE = 200;

/** mm:ss left, from the server's clock (the browser's may be wrong): the offset is taken once. */
function useCountdown(expiresAt: string, serverNow: string): number {
  const [left, setLeft] = useState(() => Math.max(0, Date.parse(expiresAt) - Date.parse(serverNow)));
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const tick = () => setLeft(Math.max(0, Date.parse(expiresAt) - (Date.now() + offset)));
    tick();
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [expiresAt, serverNow]);
  return left;
}

const mmss = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

interface WechatPayPanelProps {
  orderId: number;
  amount: number;
  payUrl: string;
  expiresAt: string;
  serverNow: string;
  /** The order left 待支付 (paid, failed, closed): the page reads it and moves on. */
  onSettled: (orderId: number) => void;
  onBack: () => void;
}

/**
 * 微信扫码支付: the QR code of the payment URL (this panel and the qrcode package load on 提交订单), a
 * countdown to the deadline, and a poll of the order's status until it is no longer waiting.
 */
export function WechatPayPanel({ orderId, amount, payUrl, expiresAt, serverNow, onSettled, onBack }: WechatPayPanelProps) {
  const api = useApi();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const left = useCountdown(expiresAt, serverNow);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(payUrl, { margin: 1, width: QR_SIZE, color: { dark: QR_DARK, light: QR_LIGHT } })
      .then((url) => current && setImage(url))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [payUrl]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const { status } = await api.call(getOrderStatus, { params: { id: orderId } });
        if (stopped) return;
        if (status !== OrderStatus.CREATED && status !== OrderStatus.READY_TO_PAY) return onSettled(orderId);
      } catch {
        // A missed poll (network) is tried again; the deadline still closes the order on the server.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, orderId, onSettled]);

  useEffect(() => {
    // At zero the server has closed it: one last look says so.
    if (left === 0) onSettled(orderId);
  }, [left, orderId, onSettled]);

  return (
    <section className={styles.panel} aria-labelledby="wechat-pay-title" data-testid="wechat-pay">
      <h2 id="wechat-pay-title" className={styles.title}>
        微信扫码支付
      </h2>
      <p className={styles.amount}>{formatFen(amount)}</p>
      <div className={styles.qr}>
        {image ? (
          <img src={image} width={QR_SIZE} height={QR_SIZE} alt="微信支付二维码" />
        ) : (
          <span className={styles.placeholder}>{failed ? '二维码生成失败，请返回重试' : '二维码生成中…'}</span>
        )}
      </div>
      <p className={styles.hint}>请使用微信扫一扫，扫描二维码完成支付</p>
      <p className={styles.countdown} role="timer" aria-live="off">
        支付剩余时间 <strong>{mmss(left)}</strong>
      </p>
      <p className={styles.waiting} role="status">
        支付完成后页面将自动跳转
      </p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onBack} aria-describedby="wechat-pay-switch">
        更换支付方式
      </button>
      {/* One method per order: paying another way closes this QR code first (a late WeChat payment is refunded). */}
      <p id="wechat-pay-switch" className={styles.hint}>
        改用其他方式支付后，此二维码将失效
      </p>
    </section>
  );
}
