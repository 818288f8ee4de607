/**
 * A plan counted back from the exam day (issue 36 §2, docs/decisions/030-study-plan.md): the shift
 * rota a learner studies by and the sizes the plan reckons work in. Plain data the browser and the API
 * share; the plan itself is laid out by the API (mock-api/study-plan/plan-builder.ts).
 */
import { dateOfDay, dayNumber, daysFrom, dayText } from './china-date';

/**
 * When the learner can study: a cycle of days starting on `cycleStart` (7 from a Monday is a week;
 * 14 fits a day week and a night week; 6 fits 做四休二), minutes on each day of it (0 = no study),
 * and single days off on top.
 */
export interface Rota {
  cycleStart: string;
  minutes: number[];
  daysOff: string[];
}

export const ROTA_CYCLE_MIN = 1;
export const ROTA_CYCLE_MAX = 28;
export const ROTA_DAY_MAX_MINUTES = 480;
export const ROTA_DAYS_OFF_MAX = 60;
/** The minutes a day offers when the form opens: after a shift, half an hour on five days of seven. */
export const DEFAULT_ROTA_MINUTES = [30, 30, 30, 30, 30, 60, 0];

/** What the plan reckons each kind of work takes. */
export const PLAN_SIZES = {
  /** A practice question read, answered and checked against its 解析. */
  minutesPerQuestion: 1,
  /** A card of the wrong-question book reviewed. */
  minutesPerReview: 1,
  /** Practice comes in sets of at most this many questions of one 鉴定要素. */
  practiceSet: 10,
  /** Full mock papers sat before the exam… */
  mockPapers: 3,
  /** …within this many days of it. */
  mockWindowDays: 21,
} as const;

/** Minutes the rota offers on `date` (YYYY-MM-DD). */
export function minutesOn(rota: Rota, date: string): number {
  if (rota.daysOff.includes(date)) return 0;
  const length = rota.minutes.length;
  const index = (((daysFrom(rota.cycleStart, date) % length) + length) % length) as number;
  return rota.minutes[index] ?? 0;
}

/** A real calendar day: 2026-02-30 is not one (Date.parse would roll it over). */
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dateOfDay(dayNumber(value)) === value;

/** Checks a rota as the API does: null when fine, else the message (first problem only). */
export function rotaProblem(rota: Rota, today: string): string | null {
  if (!isDate(rota.cycleStart)) return '请填写排班周期从哪一天开始';
  const { minutes, daysOff } = rota;
  if (minutes.length < ROTA_CYCLE_MIN || minutes.length > ROTA_CYCLE_MAX) return `排班周期应为 ${ROTA_CYCLE_MIN} 到 ${ROTA_CYCLE_MAX} 天`;
  if (minutes.some((value) => !Number.isInteger(value) || value < 0 || value > ROTA_DAY_MAX_MINUTES))
    return `每天可学习的时间应为 0 到 ${ROTA_DAY_MAX_MINUTES} 分钟的整数`;
  if (minutes.every((value) => value === 0)) return '排班里至少要有一天能学习';
  if (daysOff.length > ROTA_DAYS_OFF_MAX) return `休息日最多设置 ${ROTA_DAYS_OFF_MAX} 天`;
  for (const day of daysOff) {
    if (!isDate(day)) return '休息日的日期格式不正确';
    if (daysFrom(today, day) < 0) return `休息日 ${dayText(day, today)} 已经过去了`;
  }
  if (new Set(daysOff).size !== daysOff.length) return '休息日有重复的日期';
  return null;
}

/** The words for a number of minutes: 45 分钟, 1 小时 30 分钟. */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}
