/**
 * The review schedule's days: China's calendar days as the API writes them (`2026-11-23`, UTC+8),
 * counted as dates, never through the browser's time zone. No imports: the study page's 错题本 line uses it.
 */

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day as a day number (days since 1970-01-01), for counting days between two. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Whole days from `today` to `day` (negative: past). */
export const daysFrom = (today: string, day: string): number => dayNumber(day) - dayNumber(today);

/** `2026-11-23` → 11月23日 (the year when not this one's). */
export function dayText(day: string, today: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return `${sameYear ? '' : `${year}年`}${month}月${date}日`;
}

/** When the next review is, relative to today: 今天 (overdue too), 明天, 3 天后（11月25日）. */
export function dueText(dueOn: string, today: string): string {
  const days = daysFrom(today, dueOn);
  if (days <= 0) return '今天';
  if (days === 1) return '明天';
  return `${days} 天后（${dayText(dueOn, today)}）`;
}
