/**
 * China's calendar days as the API writes them (`2026-11-23`, UTC+8), counted as whole days and never
 * through the browser's time zone. One module for the browser and the API.
 */

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China calendar day (UTC+8) a moment (epoch ms) falls on, as a day number. */
export const chinaDayOf = (at: number): number => Math.floor((at + CHINA_OFFSET_MS) / DAY_MS);

/** 00:00 China time of a day number, as a moment (epoch ms). */
export const chinaDayStart = (day: number): number => day * DAY_MS - CHINA_OFFSET_MS;

/** A `YYYY-MM-DD` day as a day number (days since 1970-01-01), for counting days between two. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** A day number back to `YYYY-MM-DD`. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `today` to `date` (negative: past). */
export const daysFrom = (today: string, date: string): number => dayNumber(date) - dayNumber(today);

/** The date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number): string => dateOfDay(dayNumber(date) + days);

/** Monday 0 … Sunday 6 (1970-01-01, day 0, was a Thursday). */
export const weekdayOf = (date: string): number => (dayNumber(date) + 3) % 7;

/** `2026-11-23` → 11月23日 (the year too when it is not `today`'s). */
export function dayText(date: string, today: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${date.slice(0, 4) === today.slice(0, 4) ? '' : `${year}年`}${month}月${day}日`;
}
