import type { ItemFavorite } from '@shared/schemas/learning';
import { formatSiteTime } from '@client/components/site-time-format';
import styles from './favorite-item-row.module.css';

const STAR = 'm12 3.2 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17.1 6.6 20l1.1-6.1-4.5-4.3 6.1-.8L12 3.2Z';

/**
 * One favourite of /collect other than a course (live class, exam, question, idea, news): thumbnail,
 * title, one line of detail, when it was kept, 取消收藏. A deleted target shows as 已失效, still removable.
 */
export function FavoriteItemRow({ favorite, onRemove }: { favorite: ItemFavorite; onRemove: (id: number, gone: boolean) => void }) {
  const { target } = favorite;
  const titleId = `favorite-${favorite.kind}-${favorite.id}`;
  return (
    <li className={target ? styles.row : `${styles.row} ${styles.gone}`} data-testid="favorite-item">
      {target?.cover ? (
        <a href={target.href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
          <img src={target.cover} alt="" width={128} height={72} loading="lazy" decoding="async" />
        </a>
      ) : null}
      <div className={styles.body}>
        {target ? (
          <h3 id={titleId} className={styles.title}>
            <a href={target.href}>{target.title}</a>
          </h3>
        ) : (
          <h3 id={titleId} className={styles.title}>
            <span className={styles.badge}>已失效</span>
            该内容已被删除或下架
          </h3>
        )}
        <p className={styles.meta}>
          {target ? <span>{target.meta}</span> : null}
          <span>收藏于 {formatSiteTime(favorite.favoritedAt, 'YYYY-MM-DD')}</span>
        </p>
      </div>
      <button type="button" className={styles.remove} onClick={() => onRemove(favorite.id, !target)} aria-describedby={titleId}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d={STAR} />
        </svg>
        {target ? '取消收藏' : '移除'}
      </button>
    </li>
  );
}
