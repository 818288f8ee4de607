import { useRef } from 'react';
import { ClockIcon } from '@client/components/icons/clock-icon';
import { CloseIcon } from '@client/components/icons/close-icon';
import { searchHref } from '@client/lib/search/search-href';
import { clearSearchHistory, forgetSearch, useSearchHistory } from '@client/lib/search/use-search-history';
import styles from './search-side.module.css';

/** The empty search page's 搜索历史: each a link, removable one by one or all at once (browser only). */
export function SearchHistorySection({ className }: { className?: string }) {
  const history = useSearchHistory();
  const sectionRef = useRef<HTMLElement>(null);
  // A removed entry's button is gone: keyboard focus moves on to the next one (or the heading's row).
  const remove = (keyword: string, index: number) => {
    forgetSearch(keyword);
    requestAnimationFrame(() => {
      const buttons = sectionRef.current?.querySelectorAll<HTMLButtonElement>('li button');
      (buttons?.[Math.min(index, buttons.length - 1)] ?? sectionRef.current)?.focus();
    });
  };
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby="search-history-title"
      data-testid="search-history"
    >
      <div className={styles.headRow}>
        <h2 id="search-history-title" className={styles.heading}>
          搜索历史
        </h2>
        {history.length > 0 ? (
          <button type="button" className={styles.clear} onClick={clearSearchHistory}>
            清空
          </button>
        ) : null}
      </div>
      {history.length > 0 ? (
        <ul className={styles.historyChips}>
          {history.map((keyword, index) => (
            <li key={keyword} className={styles.historyChip}>
              <a href={searchHref({ keyword })} className={styles.historyLink}>
                <ClockIcon size={14} />
                {keyword}
              </a>
              <button
                type="button"
                className={styles.remove}
                aria-label={`删除搜索历史：${keyword}`}
                onClick={() => remove(keyword, index)}
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>暂无搜索历史，搜索过的关键词会保存在这台设备上。</p>
      )}
    </section>
  );
}
