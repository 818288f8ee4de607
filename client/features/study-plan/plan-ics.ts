import type { StudyPlan } from '@shared/schemas/study-plan';
import { minutesText } from '@shared/lib/study-plan-rules';
import { taskText } from './plan-format';

/** RFC 5545 text: backslash, comma, semicolon and line breaks escaped. */
const escapeText = (text: string) => text.replace(/[\\,;]/g, (match) => `\\${match}`).replace(/\n/g, '\\n');

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (date: string) => date.replaceAll('-', '');

/**
 * The plan's study days as an iCalendar file (all-day events, one per day with tasks), for a phone's
 * calendar: each says the day's tasks and minutes. `stamp` is when it was made (UTC, 20261203T080000Z).
 */
export function planIcs(plan: StudyPlan, stamp: string): string {
  const events = plan.days
    .filter((day) => day.tasks.length > 0)
    .flatMap((day) => {
      const next = new Date(Date.parse(`${day.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const lines = day.tasks.map((task) => `· ${taskText(task).title}（${minutesText(task.minutes)}）`);
      return [
        'BEGIN:VEVENT',
        `UID:study-plan-${compact(day.date)}@skill-site`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${compact(day.date)}`,
        `DTEND;VALUE=DATE:${compact(next)}`,
        `SUMMARY:${escapeText(`备考：${day.tasks.length} 项任务，约 ${minutesText(day.minutes)}`)}`,
        `DESCRIPTION:${escapeText(lines.join('\n'))}`,
        'END:VEVENT',
      ];
    });
  const name = plan.target ? `备考计划：${plan.target.title}` : '备考计划';
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//技能学堂//备考计划//ZH',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Shanghai',
    ...events,
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}
