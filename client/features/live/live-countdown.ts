const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until a class starts, as a learner reads it: 距开播 2 天 3 小时 / 3 小时 12 分 / 12 分钟,
 * 即将开播 in the last minute and once the time has come (the teacher starts the room, not the clock).
 */
export function countdownLabel(startMs: number, nowMs: number): string {
  const left = startMs - nowMs;
  if (left < MINUTE) return '即将开播';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `距开播 ${days} 天${hours > 0 ? ` ${hours} 小时` : ''}`;
  if (hours > 0) return `距开播 ${hours} 小时${minutes > 0 ? ` ${minutes} 分` : ''}`;
  return `距开播 ${minutes} 分钟`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The waiting room's ticking countdown: 2 天 03:12:45, 03:12:45, 00:00:09; null once the planned
 * start has come (the teacher starts the room, not the clock: the room then says 即将开播).
 */
export function countdownClock(startMs: number, nowMs: number): string | null {
  const left = Math.ceil((startMs - nowMs) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? `${days} 天 ${clock}` : clock;
}
