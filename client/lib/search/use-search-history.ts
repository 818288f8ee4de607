import { useSyncExternalStore } from 'react';
import { parseSearchHistory, SEARCH_HISTORY_KEY, withoutSearch, withSearch } from './search-history';

type Listener = () => void;

const NONE: readonly string[] = Object.freeze([]);
const listeners = new Set<Listener>();
let snapshot: { raw: string | null; list: readonly string[] } = { raw: null, list: NONE };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings, sandboxed frames): the history just stays empty.
    return undefined;
  }
}

/** The stored list, parsed again only when the stored text changed (a stable snapshot for React). */
function read(): readonly string[] {
  const raw = storage()?.getItem(SEARCH_HISTORY_KEY) ?? null;
  if (raw !== snapshot.raw) snapshot = { raw, list: Object.freeze(parseSearchHistory(raw)) };
  return snapshot.list;
}

function write(list: readonly string[]): void {
  try {
    if (list.length === 0) storage()?.removeItem(SEARCH_HISTORY_KEY);
    else storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Full or disabled storage: the search itself still works.
  }
  for (const listener of listeners) listener();
}

/** Another tab searched or cleared: follow it. */
const onStorage = (event: StorageEvent) => {
  if (event.key === SEARCH_HISTORY_KEY || event.key === null) for (const listener of listeners) listener();
};

function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    // Whatever was stored that is not a clean list (bad JSON, wrong types) is replaced by the clean one.
    const raw = storage()?.getItem(SEARCH_HISTORY_KEY) ?? null;
    const list = read();
    if (raw !== null && raw !== JSON.stringify(list)) write(list);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's recent searches (localStorage `search_history`); empty on the server and while hydrating. */
export function useSearchHistory(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

export const rememberSearch = (keyword: string) => write(withSearch(read(), keyword));
export const forgetSearch = (keyword: string) => write(withoutSearch(read(), keyword));
export const clearSearchHistory = () => write([]);
