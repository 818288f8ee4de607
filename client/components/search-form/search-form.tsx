import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '@client/components/toast/toast-store';
import { SearchIcon } from '@client/components/icons';
import styles from './search-form.module.css';

export const SEARCH_PLACEHOLDER = '搜索课程、直播、考试';
export const EMPTY_SEARCH_MESSAGE = '请输入搜索内容';

interface SearchFormProps {
  /** header: compact pill in the top bar · drawer: full width in the mobile menu · hero: the big box of the search layout. */
  variant?: 'header' | 'drawer' | 'hero';
  defaultValue?: string;
  /** Called after a successful submit (the drawer closes itself). */
  onSearched?: () => void;
  className?: string;
}

/**
 * A real GET form to /search, so it works before hydration and without JavaScript. With JS, a blank
 * query warns instead of navigating, and a filled one navigates client-side.
 */
export function SearchForm({ variant = 'header', defaultValue, onSearched, className }: SearchFormProps) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('keyword') as HTMLInputElement | null;
    const keyword = input?.value.trim() ?? '';
    if (!keyword) {
      showToast({ color: 'warning', title: EMPTY_SEARCH_MESSAGE });
      input?.focus();
      return;
    }
    onSearched?.();
    void navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  return (
    <form
      role="search"
      action="/search"
      method="get"
      className={[styles.form, styles[variant], className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <input
        type="search"
        name="keyword"
        aria-label="搜索"
        placeholder={SEARCH_PLACEHOLDER}
        defaultValue={defaultValue}
        maxLength={50}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={variant === 'hero' ? 20 : 18} />
        <span className={variant === 'hero' ? undefined : 'sr-only'}>搜索</span>
      </button>
    </form>
  );
}
