import type { NewsLink } from '@shared/schemas/news';
import styles from './news-pager.module.css';

/** 上一篇 / 下一篇 in the list's order (newest first). */
export function NewsPager({ prev, next }: { prev: NewsLink | null; next: NewsLink | null }) {
  return (
    <nav className={styles.pager} aria-label="上一篇与下一篇">
      {prev ? (
        <a href={`/news/${prev.id}`} className={styles.item} rel="prev">
          <span className={styles.label}>上一篇</span>
          <span className={styles.title}>{prev.title}</span>
        </a>
      ) : (
        <span className={`${styles.item} ${styles.none}`}>
          <span className={styles.label}>上一篇</span>
          <span className={styles.title}>已是最新一篇</span>
        </span>
      )}
      {next ? (
        <a href={`/news/${next.id}`} className={`${styles.item} ${styles.next}`} rel="next">
          <span className={styles.label}>下一篇</span>
          <span className={styles.title}>{next.title}</span>
        </a>
      ) : (
        <span className={`${styles.item} ${styles.next} ${styles.none}`}>
          <span className={styles.label}>下一篇</span>
          <span className={styles.title}>已是最后一篇</span>
        </span>
      )}
    </nav>
  );
}
