/**
 * A small iCalendar (RFC 5545) writer: the few components the journey's export needs, written to the
 * letter. Not the `ics` package: it folds lines at 75 characters, not 75 octets, so a Chinese line
 * (3 octets a character) came out three times too long for strict readers.
 */

/** One VEVENT; times are instants (ISO strings with an offset), written in UTC. */
export interface IcsEvent {
  /** Globally unique and stable across exports: a re-import updates the event instead of duplicating it. */
  uid: string;
  summary: string;
  start: string;
  /** Null: an instant (a deadline), written without DTEND, which RFC 5545 reads as taking no time. */
  end: string | null;
  location: string | null;
  description: string;
  /** A reminder this long before the start (an RFC 5545 duration, e.g. `-P1D`), shown with its text. */
  alarm?: { trigger: string; description: string };
}

export interface IcsCalendar {
  /** Who made it, as PRODID wants: `-//Owner//Product//Language`. */
  productId: string;
  /** The calendar's display name (X-WR-CALNAME, read by Apple, Google and Outlook). */
  name: string;
  events: readonly IcsEvent[];
  /** DTSTAMP of every event: when this export was made. */
  stamp: Date;
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. Full-width 、，； are plain text. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const OCTET_LIMIT = 75;

/**
 * Folds a content line (RFC 5545 §3.1): at most 75 octets a line without its CRLF, continuation lines
 * starting with one space (which counts), never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > OCTET_LIMIT) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n');
}

/** 20261204T010000Z: an instant in UTC (DATE-TIME form #2). */
export function utcDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcDateTime(event.start)}`,
    ...(event.end ? [`DTEND:${utcDateTime(event.end)}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A deadline is a moment, not a meeting: it does not make the learner look busy.
    `TRANSP:${event.end ? 'OPAQUE' : 'TRANSPARENT'}`,
  ];
  if (event.alarm) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:${event.alarm.trigger}`,
      `DESCRIPTION:${escapeText(event.alarm.description)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as a text/calendar body: CRLF line ends, every line folded. */
export function writeCalendar(calendar: IcsCalendar): string {
  const stamp = utcDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    'X-WR-TIMEZONE:Asia/Shanghai',
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
