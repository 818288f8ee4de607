import { useRef } from 'react';
import type { SearchType } from '@shared/schemas/search';
import { ClockIcon } from '@client/components/icons/clock-icon';
import { CloseIcon } from '@client/components/icons/close-icon';
import { searchHref } from '@client/lib/search/search-href';
import { clearSearchHistory, forgetSearch } from '@client/lib/search/use-search-history';
import styles from './search-form.module.css';

interface SearchHistoryPanelProps {
  id: string;
  keywords: readonly string[];
  type?: SearchType;
  /** A history link was followed (the link itself navigates). */
  onFollow: () => void;
  /** The last entry went: focus goes back to the box. */
  onEmptied: () => void;
}

/**
 * The recent searches under a focused search box: links that search again, a remove button each
 * and 清空. A mouse press inside never takes focus from the box, so the panel stays open for it.
 */
export function SearchHistoryPanel({ id, keywords, type, onFollow, onEmptied }: SearchHistoryPanelProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // Keyboard users removing entries keep their place: focus moves to the next remove button.
  const remove = (keyword: string, index: number) => {
    forgetSearch(keyword);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else onEmptied();
    });
  };
  return (
    // A press anywhere on the panel (its padding too) must not take the focus from the search input,
    // which would close the panel before the click lands; the panel is not interactive itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- only keeps the input's focus (above)
    <div id={id} className={styles.panel} role="group" aria-label="搜索历史" onMouseDown={(event) => event.preventDefault()}>
      <div className={styles.panelHead}>
        <span className={styles.panelTitle}>搜索历史</span>
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            clearSearchHistory();
            onEmptied();
          }}
        >
          清空
        </button>
      </div>
      <ul ref={listRef} className={styles.history}>
        {keywords.map((keyword, index) => (
          <li key={keyword} className={styles.historyItem}>
            <a href={searchHref({ keyword, type })} className={styles.historyLink} onClick={onFollow} data-testid="search-history-link">
              <ClockIcon size={15} className={styles.historyIcon} />
              <span className={styles.historyText}>{keyword}</span>
            </a>
            <button type="button" className={styles.remove} aria-label={`删除搜索历史：${keyword}`} onClick={() => remove(keyword, index)}>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
