/**
 * Reading a page's URL query: every list page's filters, sort and page number, by one set of rules.
 * A value that is not what the page can show (`level=9`, `page=-3`, `sort=<script>`, `page=1e3`)
 * is ignored as if absent: a shared or mistyped link still shows a page, and nothing from the URL
 * reaches the API or the markup unchecked. The raw value always comes first.
 */

/** Far past any real list: a bigger page number is read as 1, not sent to the API. */
export const MAX_PAGE = 10_000;

const DIGITS = /^\d{1,9}$/;

/** A whole number written in plain digits (at most nine) from `min` to `max`, else undefined. */
export function intIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !DIGITS.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/** The one of `allowed` written exactly as `raw` (names, or enum numbers: '3' is 3, '03' is nothing), else undefined. */
export function oneOf<T extends string | number>(raw: string | null, allowed: readonly T[]): T | undefined {
  if (raw === null) return undefined;
  for (const value of allowed) if (String(value) === raw) return value;
  return undefined;
}

/** Text trimmed, when it is not empty and at most `maxLength` characters long, else undefined. */
export function textIn(raw: string | null, maxLength: number): string | undefined {
  const text = raw?.trim();
  return text && text.length <= maxLength ? text : undefined;
}

/** `?page=` as a page number from 1 to MAX_PAGE; anything else is page 1. */
export const pageParam = (search: URLSearchParams): number => intIn(search.get('page'), 1, MAX_PAGE) ?? 1;
