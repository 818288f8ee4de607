import type { NewsItem } from '@shared/schemas/home';
import { formatSiteTime } from '@client/components/site-time-format';
import { formatCount } from '@client/lib/format/catalogue-format';
import styles from './news-side-list.module.css';

/** A ranked list of story links for a side column (热门资讯, 相关资讯). */
export function NewsSideList({
  title,
  news,
  ranked = false,
  testId,
}: {
  title: string;
  news: readonly NewsItem[];
  ranked?: boolean;
  testId?: string;
}) {
  if (news.length === 0) return null;
  const headingId = `side-${testId ?? 'news'}`;
  return (
    <section className={styles.box} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ol className={ranked ? `${styles.list} ${styles.ranked}` : styles.list}>
        {news.map((item) => (
          <li key={item.id}>
            <a href={`/news/${item.id}`} className={styles.link}>
              <span className={styles.headline}>{item.title}</span>
              <span className={styles.meta}>
                <time dateTime={item.publishedAt}>{formatSiteTime(item.publishedAt, 'MM-DD')}</time> · {formatCount(item.views)} 阅读
              </span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
