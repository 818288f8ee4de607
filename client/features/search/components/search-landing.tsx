import type { HotKeywords } from '@shared/schemas/search';
import { SearchHistorySection } from './search-history-section';
import { HotSearches } from './hot-searches';
import styles from '../search-page.module.css';

/** No keyword yet: the visitor's recent searches, then what others search. */
export function SearchLanding({ hot }: { hot: HotKeywords | undefined }) {
  return (
    <div className={styles.landing}>
      <h1 className="sr-only">搜索</h1>
      <SearchHistorySection className={styles.wide} />
      {hot ? <HotSearches hot={hot} /> : null}
    </div>
  );
}
