/**
 * The book's days are China's calendar days (UTC+8): a review at 23:59 and one at 00:01 are on
 * different days, whatever the server's or the browser's time zone (the scheduler: fsrs-schedule.ts).
 */
import { chinaDayOf, dateOfDay } from '@shared/lib/china-date';

/** The China calendar day of a moment, as a day number (days since 1970-01-01 in UTC+8). */
export const chinaDay = chinaDayOf;
/** A day number as `YYYY-MM-DD`. */
export const chinaDate = dateOfDay;
