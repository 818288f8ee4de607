import { useEffect } from 'react';
import type { SearchType } from '@shared/schemas/search';
import { useSearchHistory } from '@client/lib/search/use-search-history';
import { SearchHistoryPanel } from './search-history-panel';

interface SearchHistoryDropdownProps {
  id: string;
  open: boolean;
  /** What is in the box: the history narrows to the searches holding it. */
  typed: string;
  type?: SearchType;
  onFollow: () => void;
  onEmptied: () => void;
  /** Whether the panel is showing (the box's aria-controls and ArrowDown depend on it). */
  onExpanded: (expanded: boolean) => void;
}

/**
 * The recent searches of a focused search box. Its own chunk, fetched the first time a box is
 * focused: the header's search box is on every page, and its history (storage, panel, icons) is
 * ~1 KB gzip that no first load needs.
 */
export function SearchHistoryDropdown({ id, open, typed, type, onFollow, onEmptied, onExpanded }: SearchHistoryDropdownProps) {
  const history = useSearchHistory();
  const text = typed.trim();
  const shown = text ? history.filter((item) => item.includes(text)) : history;
  const expanded = open && shown.length > 0;
  useEffect(() => onExpanded(expanded), [expanded, onExpanded]);
  return expanded ? <SearchHistoryPanel id={id} keywords={shown} type={type} onFollow={onFollow} onEmptied={onEmptied} /> : null;
}
