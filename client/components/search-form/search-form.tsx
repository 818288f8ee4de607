import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchType } from '@shared/schemas/search';
import { showToast } from '@client/components/toast/toast-store';
import { SearchIcon } from '@client/components/icons/search-icon';
import { searchHref } from '@client/lib/search/search-href';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import styles from './search-form.module.css';

export const SEARCH_PLACEHOLDER = '搜索课程、直播、考试';

const loadHistory = () => import('./search-history-dropdown');
export const EMPTY_SEARCH_MESSAGE = '请输入搜索内容';

interface SearchFormProps {
  /** header: compact pill in the top bar · drawer: full width in the mobile menu · hero: the big box of the search layout. */
  variant?: 'header' | 'drawer' | 'hero';
  defaultValue?: string;
  /** The result tab a new search opens on (the search page keeps its tab); the course tab when absent. */
  type?: SearchType;
  /** Called after a search is started (the drawer closes itself). */
  onSearched?: () => void;
  className?: string;
}

/**
 * A real GET form to /search, so it works before hydration and without JavaScript. With JS, a blank
 * query warns instead of navigating, a filled one navigates client-side, and the focused box offers
 * the visitor's recent searches (the search page records them).
 */
export function SearchForm({ variant = 'header', defaultValue, type, onSearched, className }: SearchFormProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The history's code comes with the first focus (search-history-dropdown.tsx), which says when it shows.
  const history = useLoadedModule(loadHistory, open);
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();

  const close = () => setOpen(false);
  /** A search is on its way (submitted, or a history link followed): the box steps aside. */
  const searched = () => {
    close();
    inputRef.current?.blur();
    onSearched?.();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = inputRef.current?.value.trim() ?? '';
    if (!keyword) {
      showToast({ color: 'warning', title: EMPTY_SEARCH_MESSAGE });
      inputRef.current?.focus();
      return;
    }
    searched();
    void navigate(searchHref({ keyword, type }));
  };
  // Focus moving inside the box (input → history links) keeps the history open; leaving closes it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The panel in the page is the truth: `expanded` follows it one render later (an effect), and an
    // Escape pressed in between must still close it. Without a panel, Escape clears the field as usual.
    const shown = expanded || document.getElementById(panelId) !== null;
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
      inputRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === inputRef.current && shown) {
      event.preventDefault();
      document.getElementById(panelId)?.querySelector<HTMLElement>('a')?.focus();
    }
  };

  return (
    // Catches the keys and focus moves of the input and the history links inside; not interactive itself.
    <div className={[styles.box, className].filter(Boolean).join(' ')} role="presentation" onBlur={onBlur} onKeyDown={onKeyDown}>
      <form role="search" action="/search" method="get" className={`${styles.form} ${styles[variant]}`} onSubmit={onSubmit}>
        <input
          ref={inputRef}
          type="search"
          name="keyword"
          aria-label="搜索"
          placeholder={SEARCH_PLACEHOLDER}
          defaultValue={defaultValue}
          maxLength={50}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
          aria-controls={expanded ? panelId : undefined}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setOpen(true);
          }}
        />
        {type && type !== 'course' ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className={styles.submit}>
          <SearchIcon size={variant === 'hero' ? 20 : 18} />
          <span className={variant === 'hero' ? undefined : 'sr-only'}>搜索</span>
        </button>
      </form>
      {history ? (
        <history.SearchHistoryDropdown
          id={panelId}
          open={open}
          typed={typed}
          type={type}
          onFollow={searched}
          onEmptied={() => inputRef.current?.focus()}
          onExpanded={setExpanded}
        />
      ) : null}
    </div>
  );
}
