import { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchCounts, type SearchType } from '@shared/schemas/search';
import { formatCount } from '@client/lib/format/catalogue-format';
import { searchHref } from '@client/lib/search/search-href';
import styles from './search-tabs.module.css';

/**
 * One tab per kind with its count. Plain links keeping the keyword (the app shell makes them client
 * navigations; without JavaScript they are ordinary page loads), the current one marked.
 */
export function SearchTabs({ keyword, type, counts }: { keyword: string; type: SearchType; counts: SearchCounts }) {
  return (
    <nav className={styles.tabs} aria-label="搜索结果分类">
      {SEARCH_TYPES.map((tab) => (
        <a
          key={tab}
          href={searchHref({ keyword, type: tab })}
          className={styles.tab}
          aria-current={tab === type ? 'page' : undefined}
          data-keep-scroll
          data-testid={`search-tab-${tab}`}
        >
          {SEARCH_TYPE_LABELS[tab]}
          <span className={styles.count}>{formatCount(counts[tab])}</span>
        </a>
      ))}
    </nav>
  );
}
