import { describe, expect, it } from 'vitest';
import { JOURNEY_FIXTURE } from '../test-support/certification-fixtures';
import { escapeText, foldLine, utcDateTime, writeCalendar } from './icalendar';
import { journeyCalendar } from './journey-calendar';

/** A reader's view of an iCalendar body (RFC 5545 §3.1): lines unfolded, then split into name, params and value. */
function parseIcs(body: string) {
  const unfolded = body.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.split('\r\n');
  expect(lines.pop()).toBe('');
  const components: { name: string; props: Record<string, string[]>; children: string[] }[] = [];
  const stack: (typeof components)[number][] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === 'BEGIN') {
      const component = { name: value, props: {}, children: [] };
      stack.at(-1)?.children.push(value);
      stack.push(component);
      components.push(component);
    } else if (name === 'END') {
      expect(stack.pop()?.name).toBe(value);
    } else {
      const props = stack.at(-1)!.props;
      (props[name] ??= []).push(value);
    }
  }
  expect(stack).toEqual([]);
  return components;
}

/** TEXT unescaped as a reader does. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

const HOST = 'www.example.com';

describe('the iCalendar writer', () => {
  it('escapes what TEXT must (\\ ; , and line breaks) and leaves Chinese punctuation alone', () => {
    expect(escapeText('考场：第 03 考场, 座位 17; 携带身份证\\准考证\n准时入场')).toBe(
      '考场：第 03 考场\\, 座位 17\\; 携带身份证\\\\准考证\\n准时入场',
    );
    expect(escapeText('携带身份证、准考证原件；穿绝缘鞋，工作服。')).toBe('携带身份证、准考证原件；穿绝缘鞋，工作服。');
  });

  it('folds at 75 octets, continuation lines starting with a space, never inside a character', () => {
    const line = `DESCRIPTION:${'考生须知：携带身份证、准考证原件🎓'.repeat(8)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const [index, piece] of physical.entries()) {
      expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(piece.startsWith(' ')).toBe(true);
      // A split inside a UTF-8 sequence or a surrogate pair would not survive a round trip.
      expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
      expect(piece).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes instants in UTC', () => {
    expect(utcDateTime('2026-12-04T09:00:00+08:00')).toBe('20261204T010000Z');
    expect(utcDateTime('2026-12-31T23:30:00-02:00')).toBe('20270101T013000Z');
    expect(() => utcDateTime('not a date')).toThrow(RangeError);
  });

  it('ends every line with CRLF and nothing else', () => {
    const body = writeCalendar({ productId: '-//x//y//ZH', name: 'n', stamp: new Date(0), events: [] });
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

describe('the journey calendar', () => {
  const now = new Date('2026-11-20T02:03:04Z');
  const body = journeyCalendar(JOURNEY_FIXTURE, HOST, now);
  const components = parseIcs(body);
  const calendar = components.find((component) => component.name === 'VCALENDAR')!;
  const events = components.filter((component) => component.name === 'VEVENT');

  it('is one VCALENDAR 2.0 with a VEVENT per dated step', () => {
    expect(calendar.props.VERSION).toEqual(['2.0']);
    expect(calendar.props.PRODID).toHaveLength(1);
    expect(unescapeText(calendar.props['X-WR-CALNAME']![0]!)).toBe(`考证日程：${JOURNEY_FIXTURE.planTitle}`);
    expect(events).toHaveLength(JOURNEY_FIXTURE.calendar.length);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('keeps each event’s text, times (UTC) and place; a deadline has no end', () => {
    JOURNEY_FIXTURE.calendar.forEach((source, index) => {
      const event = events[index]!.props;
      expect(unescapeText(event.SUMMARY![0]!)).toBe(source.title);
      expect(unescapeText(event.DESCRIPTION![0]!)).toBe(source.description);
      expect(event.LOCATION?.map(unescapeText)).toEqual(source.location ? [source.location] : undefined);
      expect(event.DTSTART).toEqual([utcDateTime(source.start)]);
      expect(event.DTEND).toEqual(source.end ? [utcDateTime(source.end)] : undefined);
      expect(event.DTSTAMP).toEqual(['20261120T020304Z']);
    });
    expect(events[1]!.props.DTSTART).toEqual(['20261204T010000Z']);
    expect(events[1]!.props.DTEND).toEqual(['20261204T023000Z']);
    // The fixture's practical location and description carry an ASCII comma and semicolon: escaped on the wire.
    expect(body.replace(/\r\n /g, '')).toContain('LOCATION:浦东新区职业技能实训基地，上海市浦东新区锦绣路 1500 号\\; 3 号楼');
    expect(body.replace(/\r\n /g, '')).toContain('考场：第 03 考场\\, 座位 17');
  });

  it('qualifies the API’s event ids with the site’s host, replacing a domain they carry', () => {
    const withDomain = {
      ...JOURNEY_FIXTURE,
      calendar: [{ ...JOURNEY_FIXTURE.calendar[0]!, uid: 'skill-certification-12-1-fee@skill-site' }],
    };
    expect(journeyCalendar(withDomain, HOST, now)).toContain('\r\nUID:skill-certification-12-1-fee@www.example.com\r\n');
  });

  it('has stable UIDs on the site’s host: the same in every export, whatever the time', () => {
    const again = parseIcs(journeyCalendar(JOURNEY_FIXTURE, HOST, new Date('2026-12-01T00:00:00Z'))).filter(
      (component) => component.name === 'VEVENT',
    );
    const uids = events.map((event) => event.props.UID![0]);
    expect(uids).toEqual(JOURNEY_FIXTURE.calendar.map((event) => `${event.uid}@${HOST}`));
    expect(again.map((event) => event.props.UID![0])).toEqual(uids);
    expect(again[0]!.props.DTSTAMP).not.toEqual(events[0]!.props.DTSTAMP);
  });

  it('reminds the day before each session (an event with an end), not before a deadline', () => {
    const alarms = components.filter((component) => component.name === 'VALARM');
    expect(events.map((event) => event.children)).toEqual(JOURNEY_FIXTURE.calendar.map((event) => (event.end ? ['VALARM'] : [])));
    expect(alarms).toHaveLength(2);
    for (const alarm of alarms) {
      expect(alarm.props).toMatchObject({ ACTION: ['DISPLAY'], TRIGGER: ['-P1D'] });
      expect(alarm.props.DESCRIPTION![0]).toMatch(/^明天：/);
    }
  });
});
