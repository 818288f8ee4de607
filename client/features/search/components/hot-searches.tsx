import type { HotKeywords } from '@shared/schemas/search';
import { searchHref } from '@client/lib/search/search-href';
import styles from './search-side.module.css';

/** 热门搜索 ranked, the top three marked, and the most learned professions as chips. */
export function HotSearches({ hot }: { hot: HotKeywords }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="hot-searches-title">
        <h2 id="hot-searches-title" className={styles.heading}>
          热门搜索
        </h2>
        <ol className={styles.ranking}>
          {hot.searches.map((keyword, index) => (
            <li key={keyword}>
              <a href={searchHref({ keyword })} className={styles.rankLink}>
                <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank} aria-hidden="true">
                  {index + 1}
                </span>
                {keyword}
              </a>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="hot-professions-title">
        <h2 id="hot-professions-title" className={styles.heading}>
          热门职业
        </h2>
        <ul className={styles.chips}>
          {hot.professions.map((keyword) => (
            <li key={keyword}>
              <a href={searchHref({ keyword })} className={styles.chip}>
                {keyword}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
