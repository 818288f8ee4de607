import { MOCK_EPOCH, shanghaiIso } from './faker';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/**
 * The mock's world repeats instead of ageing: an enrolment round, an exam sitting or a live class
 * comes round again every `period`, and each one is shown from `lead` before it starts until the
 * next one is shown. `roundAt` is the round shown at `now` (…, -1, 0, 1, …), with round 0 starting
 * at `firstStart`: a pure function of the clock, so every page, every instance and every test that
 * asks at the same moment sees the same dates, and on any day some rounds are ahead, some under
 * way and some over.
 */
export function roundAt(now: number, firstStart: number, period: number, lead: number): number {
  return Math.floor((now - (firstStart - lead)) / period);
}

/** Phases of the repeating plans and exams are counted from here (09:00 Beijing), never "now" itself. */
export const ROLLING_ORIGIN = MOCK_EPOCH;

/** Memoises the Beijing timestamps of one round: getters ask many times per request. */
export function roundCache<T>(compute: (round: number) => T): (round: number) => T {
  let last: { round: number; value: T } | undefined;
  return (round) => {
    if (last?.round !== round) last = { round, value: compute(round) };
    return last.value;
  };
}

/**
 * Defines `fields` on `target` as enumerable getters, so spreading, JSON and `toEqual` see the
 * value of the moment: the seeded records stay frozen objects, their dates and statuses are read
 * from the clock every time.
 */
export function defineClocked<T extends object>(target: T, fields: { [K in keyof T]?: () => T[K] }): T {
  for (const [name, get] of Object.entries(fields) as [string, () => unknown][]) {
    Object.defineProperty(target, name, { get, enumerable: true, configurable: false });
  }
  return target;
}

export { shanghaiIso };
