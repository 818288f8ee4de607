import { Link } from 'react-router';
import { formatPrice } from '@shared/lib/money-format';
import { liveBuyHref } from './live-hero';
import styles from '../live-replay-page.module.css';

/**
 * In place of the stream or the recording of a paid class the learner has not bought (the API
 * answered 4702): what it costs and 立即购买 (product type 9), over the class's cover.
 */
export function LivePurchaseGate({ id, price, poster, what }: { id: number; price: number; poster: string; what: 'live' | 'replay' }) {
  return (
    <div className={styles.gate} style={{ backgroundImage: `url("${poster}")` }} data-testid="live-purchase-gate">
      <div className={styles.gateCard}>
        <p className={styles.gateTitle}>本直播为付费直播，购买后即可观看</p>
        <p className={styles.gateText}>
          {what === 'live' ? '购买后可观看直播、参与互动聊天，结束后可看回放' : '购买后可观看回放，聊天记录随回放同步显示'}
        </p>
        <p className={styles.gatePrice}>{formatPrice(price)}</p>
        <Link to={liveBuyHref(id)} className={styles.gateAction}>
          立即购买
        </Link>
      </div>
    </div>
  );
}
