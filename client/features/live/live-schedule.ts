import { formatSiteTime } from '@client/components/site-time-format';

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Days since the epoch on Beijing's calendar: the same day for everyone, wherever their browser is. */
const beijingDay = (ms: number) => Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS);

/** 今天 / 明天 / 后天, this week's and next week's weekday (weeks start on Monday), else the date. */
export function dayLabel(startMs: number, nowMs: number): string {
  const day = beijingDay(startMs);
  const today = beijingDay(nowMs);
  const date = formatSiteTime(new Date(startMs).toISOString(), 'M月D日');
  const weekday = WEEKDAYS[new Date(day * DAY_MS).getUTCDay()]!;
  const relative = ['今天', '明天', '后天'][day - today];
  if (relative) return `${relative} · ${date} ${weekday}`;
  // Monday-first weeks: Monday is 0.
  const mondayOf = (value: number) => value - ((new Date(value * DAY_MS).getUTCDay() + 6) % 7);
  const weeks = (mondayOf(day) - mondayOf(today)) / 7;
  if (weeks === 0) return `本${weekday} · ${date}`;
  if (weeks === 1) return `下${weekday} · ${date}`;
  return `${date} ${weekday}`;
}

export interface ScheduleDay<T> {
  /** Beijing calendar day number, for keys and tests. */
  day: number;
  label: string;
  items: T[];
}

/** Upcoming classes grouped by Beijing day, days and classes in start order. */
export function groupByDay<T extends { startTime: string }>(items: readonly T[], nowMs: number): ScheduleDay<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const days: ScheduleDay<T>[] = [];
  for (const item of sorted) {
    const start = Date.parse(item.startTime);
    const day = beijingDay(start);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, label: dayLabel(start, nowMs), items: [item] });
  }
  return days;
}
