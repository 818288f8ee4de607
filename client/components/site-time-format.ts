import { siteTime } from '@client/lib/dayjs-setup';

/**
 * `siteTime(value).format(pattern)`, memoised. dayjs's timezone plugin goes through Intl on every
 * call, which made date formatting the single largest cost of a home-page render; the same
 * timestamps come back on every request, so their Beijing-time text is kept (bounded).
 */
const cache = new Map<string, string>();
const MAX_ENTRIES = 2000;

export function formatSiteTime(value: string, pattern: string): string {
  const key = `${pattern}\u0000${value}`;
  let text = cache.get(key);
  if (text === undefined) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    text = siteTime(value).format(pattern);
    cache.set(key, text);
  }
  return text;
}
