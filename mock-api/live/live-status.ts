import { LiveStatus, type LiveStatusValue } from '@shared/enums/live';
import type { LiveCard } from '@shared/schemas/home';
import { shanghaiIso } from '../core/faker';
import { MINUTE, defineClocked, roundAt, roundCache } from '../core/rolling';

/** How long a class lasts: 60, 90 or 120 minutes by id (the detail's durationMinutes and endTime). */
export const liveDurationMinutes = (liveId: number): number => 60 + (liveId % 3) * 30;

/** When a class of the catalogue comes round: its first start from the anchor, how often, and how long before a start it is shown as 未开始. */
interface Rhythm {
  offsetMinutes: number;
  periodMinutes: number;
  leadMinutes: number;
}

/**
 * The 12 classes, by catalogue index, from the mock's start hour (the anchor): two on air then, seven
 * over the next four days, three that ended weeks ago. Each comes round again, so on any day and at
 * any hour one is on air (class 1 follows itself every 90 minutes: the room the demos use), several
 * are coming up (the weekly ones, shown four days ahead) and several have ended with a replay (the
 * four-weekly ones, staggered so one of them is always over).
 */
export function liveRhythmOf(index: number): Rhythm {
  if (index === 0) return { offsetMinutes: -20, periodMinutes: 90, leadMinutes: 0 };
  if (index === 1) return { offsetMinutes: -40, periodMinutes: 6 * 60, leadMinutes: 2 * 60 };
  if (index < 9) return { offsetMinutes: (1 + (index - 2) * 13) * 60, periodMinutes: 7 * 24 * 60, leadMinutes: 4 * 24 * 60 };
  return { offsetMinutes: -48 * 60 * index, periodMinutes: 28 * 24 * 60, leadMinutes: 3 * 24 * 60 };
}

/** A status the live controls set for one occurrence: started early by hand, or ended early. */
interface Override {
  start: number;
  status: typeof LiveStatus.LIVE | typeof LiveStatus.ENDED;
}

/**
 * The one source of a class's status: the clock against its current occurrence (未开始 before the
 * start, 直播中 until start + duration, then 已结束), unless the teacher started it early or ended
 * it early (the live controls) — that holds for this occurrence only. The list, the detail, the
 * playback, the room and the reminders all read it here, so they never disagree.
 */
export class LiveSchedule {
  private readonly overrides = new Map<number, Override>();
  private readonly audiences = new Map<number, number>();
  private readonly rhythms = new Map<number, Rhythm & { first: number; iso: (round: number) => string }>();

  constructor(
    private readonly anchor: number,
    private readonly now: () => number,
  ) {}

  /** The first occurrence's start of the class at catalogue `index` (the catalogue's seeded startTime). */
  firstStart(index: number): number {
    return this.anchor + liveRhythmOf(index).offsetMinutes * MINUTE;
  }

  private rhythm(liveId: number) {
    let rhythm = this.rhythms.get(liveId);
    if (!rhythm) {
      const base = liveRhythmOf(liveId - 1);
      const first = this.firstStart(liveId - 1);
      rhythm = { ...base, first, iso: roundCache((round) => shanghaiIso(first + round * base.periodMinutes * MINUTE)) };
      this.rhythms.set(liveId, rhythm);
    }
    return rhythm;
  }

  /** The occurrence shown now: its start and scheduled end (epoch ms) and its start as shown. */
  occurrence(liveId: number): { start: number; end: number; startTime: string } {
    const { first, periodMinutes, leadMinutes, iso } = this.rhythm(liveId);
    const round = roundAt(this.now(), first, periodMinutes * MINUTE, leadMinutes * MINUTE);
    const start = first + round * periodMinutes * MINUTE;
    return { start, end: start + liveDurationMinutes(liveId) * MINUTE, startTime: iso(round) };
  }

  statusOf(liveId: number): LiveStatusValue {
    const now = this.now();
    const { start, end } = this.occurrence(liveId);
    const override = this.overrides.get(liveId);
    if (override && override.start === start) {
      if (override.status === LiveStatus.ENDED) return LiveStatus.ENDED;
      return now < end ? LiveStatus.LIVE : LiveStatus.ENDED;
    }
    return now < start ? LiveStatus.NOT_STARTED : now < end ? LiveStatus.LIVE : LiveStatus.ENDED;
  }

  /** The audience a class has while on air (the room's simulation drifts around it). */
  audienceOf(liveId: number): number {
    return this.audiences.get(liveId) ?? 0;
  }

  /** The teacher starts (直播中 until the scheduled end) or ends (已结束, with its replay) the current occurrence. */
  set(liveId: number, status: LiveStatusValue): void {
    if (status === LiveStatus.NOT_STARTED) {
      this.overrides.delete(liveId);
      return;
    }
    this.overrides.set(liveId, { start: this.occurrence(liveId).start, status });
  }

  /**
   * The catalogue's cards with startTime, status and onlineCount read from the schedule: frozen
   * records whose getters follow the clock, so whoever holds a card sees the class as it is now.
   */
  clock(cards: readonly LiveCard[]): LiveCard[] {
    return cards.map((card) => {
      // The seeded audience of a class on air at the start; a steady figure for the others.
      const audience = card.onlineCount > 0 ? card.onlineCount : 80 + (((card.id * 2_654_435_761) >>> 0) % 3120);
      this.audiences.set(card.id, audience);
      return defineClocked(
        { ...card },
        {
          startTime: () => this.occurrence(card.id).startTime,
          status: () => this.statusOf(card.id),
          onlineCount: () => (this.statusOf(card.id) === LiveStatus.LIVE ? audience : 0),
        },
      );
    });
  }
}
