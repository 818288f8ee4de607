import type { Journey } from '@shared/schemas/certification';
import { writeCalendar } from './icalendar';

export const CALENDAR_PRODUCT_ID = '-//技能学堂//考证日程//ZH';

/**
 * The journey's dated steps as an iCalendar file. UIDs are the API's stable event ids qualified by the
 * site's host (RFC 5545 §3.8.4.7: `id@host`; a domain the API put on its id gives way to the site's),
 * so importing the file again updates the events instead of adding them twice. The sessions (the
 * events with an end: the theory and practical parts) remind the learner the day before; deadlines and
 * releases are instants, without a reminder of their own (the message centre warns of deadlines).
 */
export function journeyCalendar(journey: Journey, siteHost: string, now: Date): string {
  return writeCalendar({
    productId: CALENDAR_PRODUCT_ID,
    name: `考证日程：${journey.planTitle}`,
    stamp: now,
    events: journey.calendar.map((event) => ({
      uid: `${event.uid.replace(/@[^@]*$/, '')}@${siteHost}`,
      summary: event.title,
      start: event.start,
      end: event.end,
      location: event.location,
      description: event.description,
      alarm: event.end ? { trigger: '-P1D', description: `明天：${event.title}` } : undefined,
    })),
  });
}
