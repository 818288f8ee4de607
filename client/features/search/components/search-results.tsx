import { SEARCH_PAGE_SIZE, SEARCH_TYPE_LABELS, type HotKeywords, type SearchResult } from '@shared/schemas/search';
import { Pagination } from '@client/components/pagination/pagination';
import { searchHref } from '@client/lib/search/search-href';
import type { SearchPageQuery } from '@client/lib/search/search-query';
import { SearchTabs } from './search-tabs';
import { SearchHitList } from './search-hits';
import { SearchNoResult } from './search-no-result';
import { HotSearches } from './hot-searches';
import styles from '../search-page.module.css';

/** A keyword's results: the summary, a tab per kind with its count, one page of rows, the pages; hot searches alongside. */
export function SearchResults({ query, result, hot }: { query: SearchPageQuery; result: SearchResult; hot: HotKeywords | undefined }) {
  const { keyword, type } = query;
  const found = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <div className={styles.summary}>
          <h1 className={styles.heading}>
            「<span className={styles.keyword}>{keyword}</span>」的搜索结果
          </h1>
          <p className={styles.found}>
            共找到 <strong>{found}</strong> 条相关内容
          </p>
        </div>
        <section className={styles.panel} aria-labelledby="search-results-title">
          <SearchTabs keyword={keyword} type={type} counts={result.counts} />
          <h2 id="search-results-title" className="sr-only">
            {SEARCH_TYPE_LABELS[type]}结果
          </h2>
          {result.hits.list.length > 0 ? (
            <SearchHitList hits={result.hits} terms={result.terms} />
          ) : (
            <SearchNoResult result={result} type={type} />
          )}
        </section>
        <Pagination page={query.page} total={result.total} size={SEARCH_PAGE_SIZE} hrefOf={(page) => searchHref({ keyword, type, page })} />
      </div>
      {hot ? (
        <aside className={styles.side} aria-label="热门推荐">
          <HotSearches hot={hot} />
        </aside>
      ) : null}
    </div>
  );
}
