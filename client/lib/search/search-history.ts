import { SEARCH_KEYWORD_MAX } from '@shared/schemas/search';

/** The local storage key of spec §9. */
export const SEARCH_HISTORY_KEY = 'search_history';
export const SEARCH_HISTORY_MAX = 10;

/**
 * The stored history as a clean list: most recent first, trimmed, non-empty, each keyword once,
 * at most ten. Anything else in storage (bad JSON, not an array, numbers, objects) is dropped
 * instead of breaking the search box.
 */
export function parseSearchHistory(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const history: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const keyword = item.trim().slice(0, SEARCH_KEYWORD_MAX);
    if (keyword && !history.includes(keyword)) history.push(keyword);
    if (history.length === SEARCH_HISTORY_MAX) break;
  }
  return history;
}

/** The keyword moved (or added) to the front; the oldest falls off past ten. */
export function withSearch(history: readonly string[], keyword: string): string[] {
  const trimmed = keyword.trim().slice(0, SEARCH_KEYWORD_MAX);
  if (!trimmed) return [...history];
  return [trimmed, ...history.filter((item) => item !== trimmed)].slice(0, SEARCH_HISTORY_MAX);
}

export function withoutSearch(history: readonly string[], keyword: string): string[] {
  return history.filter((item) => item !== keyword);
}
