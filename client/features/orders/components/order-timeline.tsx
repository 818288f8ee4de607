import type { OrderEvent } from '@shared/schemas/order';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from './order-timeline.module.css';

/** The colour of a step: money in or done is green, a refusal or closing red, waiting amber, the rest azure. */
const TONE: Partial<Record<OrderEvent['kind'], string>> = {
  paid: styles.good,
  refunded: styles.good,
  invoice_issued: styles.good,
  invoice_approved: styles.good,
  refund_agreed: styles.good,
  pay_failed: styles.bad,
  timeout: styles.bad,
  cancelled: styles.muted,
  refund_refused: styles.bad,
  invoice_rejected: styles.bad,
  refund_cancelled: styles.muted,
  invoice_cancelled: styles.muted,
  paying: styles.wait,
  refunding: styles.wait,
  wechat_closed: styles.muted,
  duplicate_refunded: styles.good,
};

/** One timeline from 提交订单 through payment, refund and invoice, oldest first, newest marked. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  return (
    <ol className={styles.timeline}>
      {events.map((event, index) => (
        <li
          key={`${event.kind}-${event.at}-${index}`}
          className={`${styles.step} ${TONE[event.kind] ?? ''}`}
          aria-current={index === events.length - 1 ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.text}>
            <p className={styles.title}>{event.title}</p>
            {event.detail ? <p className={styles.detail}>{event.detail}</p> : null}
          </div>
          <time className={styles.time} dateTime={event.at}>
            {formatSiteTime(event.at, 'YYYY-MM-DD HH:mm:ss')}
          </time>
        </li>
      ))}
    </ol>
  );
}
