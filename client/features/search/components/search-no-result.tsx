import { SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchResult, type SearchType } from '@shared/schemas/search';
import { searchHref } from '@client/lib/search/search-href';
import styles from './search-no-result.module.css';

function EmptyArt() {
  return (
    <svg viewBox="0 0 96 80" width="96" height="80" aria-hidden="true" className={styles.art}>
      <rect x="8" y="14" width="60" height="48" rx="10" fill="currentColor" opacity=".1" />
      <path d="M22 32h30M22 42h20" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity=".35" />
      <circle cx="64" cy="50" r="14" fill="var(--surface)" stroke="currentColor" strokeWidth="4" opacity=".75" />
      <path d="m74 60 10 10" stroke="currentColor" strokeWidth="5" strokeLinecap="round" opacity=".75" />
      <path d="M59 45l10 10M69 45 59 55" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".5" />
    </svg>
  );
}

/**
 * Nothing on this tab: past the last page (a way back to the first), other tabs that do have
 * results, or nothing anywhere — with tips and the suggested keywords as links that search.
 */
export function SearchNoResult({ result, type }: { result: SearchResult; type: SearchType }) {
  const { keyword, counts, total, suggestions } = result;
  const elsewhere = SEARCH_TYPES.filter((other) => other !== type && counts[other] > 0);
  if (total > 0) {
    return (
      <div className={styles.empty} role="status">
        <EmptyArt />
        <p className={styles.title}>这一页没有结果了</p>
        <p className={styles.text}>
          「{keyword}」在{SEARCH_TYPE_LABELS[type]}中共有 {total} 条结果，没有这么多页。
        </p>
        <a href={searchHref({ keyword, type })} className={styles.action}>
          回到第一页
        </a>
      </div>
    );
  }
  return (
    <div className={styles.empty} role="status" data-testid="search-no-result">
      <EmptyArt />
      <p className={styles.title}>
        {elsewhere.length > 0 ? (
          <>
            {SEARCH_TYPE_LABELS[type]}中没有找到与「<span className={styles.keyword}>{keyword}</span>」相关的结果
          </>
        ) : (
          <>
            没有找到与「<span className={styles.keyword}>{keyword}</span>」相关的内容
          </>
        )}
      </p>
      {elsewhere.length > 0 ? (
        <p className={styles.text}>
          在其他分类中找到了：
          {elsewhere.map((other, index) => (
            <span key={other}>
              {index > 0 ? '、' : null}
              <a href={searchHref({ keyword, type: other })} className={styles.inlineLink}>
                {`${SEARCH_TYPE_LABELS[other]} ${counts[other]} 条`}
              </a>
            </span>
          ))}
        </p>
      ) : (
        <ul className={styles.tips}>
          <li>检查关键词是否有错别字</li>
          <li>换一个更常用的说法，如职业名称「电工」「养老护理员」</li>
          <li>减少关键词的数量，多个词之间用空格分隔</li>
        </ul>
      )}
      {suggestions.length > 0 ? (
        <div className={styles.suggestions}>
          <p className={styles.suggestTitle}>试试这些搜索</p>
          <ul className={styles.chips} aria-label="推荐搜索">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <a href={searchHref({ keyword: suggestion })} className={styles.chip} data-testid="search-suggestion">
                  {suggestion}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
