import { useState } from 'react';
import { formatFen } from '@shared/lib/money-format';
import { CoinEntryKind } from '@shared/lib/order-rules';
import type { CoinSummary } from '@shared/schemas/order';
import { formatSiteTime } from '@client/components/site-time-format';
import { COIN_HISTORY_SIZE, useCoinHistory } from '../get-profile';
import styles from './coin-panel.module.css';

/** 技能币: the balance, what came in and went out, the top-up packs (checkout product type 7) and the history. */
export function CoinPanel({ summary }: { summary: CoinSummary }) {
  const [page, setPage] = useState(1);
  const history = useCoinHistory(page);
  const last = Math.max(1, Math.ceil((history.data?.total ?? 0) / COIN_HISTORY_SIZE));
  return (
    <section id="coins" className={styles.panel} aria-labelledby="coins-title">
      <h2 id="coins-title" className={styles.title}>
        技能币
      </h2>
      <dl className={styles.stats}>
        <div className={styles.balance}>
          <dt>当前余额</dt>
          <dd>{summary.balance}</dd>
        </div>
        <div>
          <dt>累计获得</dt>
          <dd>{summary.earned}</dd>
        </div>
        <div>
          <dt>累计使用</dt>
          <dd>{summary.spent}</dd>
        </div>
      </dl>
      <p className={styles.rule}>1 元 = {summary.coinsPerYuan} 技能币，可用于购买课程、直播和悬赏提问；充值后不支持退款。</p>
      <h3 className={styles.subtitle}>充值</h3>
      <ul className={styles.packs}>
        {summary.packages.map((pack) => (
          <li key={pack.id}>
            <a className={styles.pack} href={`/order/pay/create?productType=7&productId=${pack.id}`}>
              <strong>{pack.coins}</strong>
              <span>技能币{pack.bonus ? <em> +{pack.bonus}</em> : null}</span>
              <span className={styles.price}>{formatFen(pack.price)}</span>
            </a>
          </li>
        ))}
      </ul>
      <h3 className={styles.subtitle}>明细</h3>
      {history.data && history.data.list.length > 0 ? (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">时间</th>
                <th scope="col">类型</th>
                <th scope="col">说明</th>
                <th scope="col" className={styles.num}>
                  数量
                </th>
                <th scope="col" className={styles.num}>
                  余额
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatSiteTime(entry.at, 'YYYY-MM-DD HH:mm')}</td>
                  <td>{CoinEntryKind.label(entry.kind)}</td>
                  <td>{entry.orderId ? <a href={`/order/detail/${entry.orderId}`}>{entry.title}</a> : entry.title}</td>
                  <td className={`${styles.num} ${entry.amount > 0 ? styles.plus : styles.minus}`}>
                    {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
                  </td>
                  <td className={styles.num}>{entry.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {last > 1 ? (
            <nav className={styles.pager} aria-label="技能币明细分页">
              <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
                上一页
              </button>
              <span>
                {page} / {last}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={page >= last}
                onClick={() => setPage((current) => current + 1)}
              >
                下一页
              </button>
            </nav>
          ) : null}
        </>
      ) : (
        <p className={styles.empty}>{history.isError ? '明细加载失败，请稍后重试' : history.data ? '还没有技能币记录' : '加载中…'}</p>
      )}
    </section>
  );
}
