/** When a review falls due, in words; the days themselves are counted by shared/lib/china-date.ts. */
import { dayText, daysFrom } from '@shared/lib/china-date';

/** When the next review is, relative to today: 今天 (overdue too), 明天, 3 天后（11月25日）. */
export function dueText(dueOn: string, today: string): string {
  const days = daysFrom(today, dueOn);
  if (days <= 0) return '今天';
  if (days === 1) return '明天';
  return `${days} 天后（${dayText(dueOn, today)}）`;
}
