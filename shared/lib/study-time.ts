/**
 * How study time and watched time are counted from the player's progress reports (the mock credits
 * with this; /study explains it in one line, STUDY_TIME_RULE). Per learner, whatever tab or lesson a
 * report comes from, a report counts only what the clock since the learner's previous report allows
 * (so two tabs share one clock and a replayed report counts nothing):
 *   - a report with no previous one counts nothing: it starts the clock (the player reports when
 *     playback starts, so the first seconds are counted by the next report);
 *   - a report counts the media time it advanced from the lesson's saved position (pausing, going
 *     back or watching again from an earlier point counts nothing), at most what the fastest
 *     playback rate covers in that wall time; an advance faster than that is a seek and counts nothing;
 *   - study time is the smaller of that advance and the wall time, never more than 60 s for one
 *     report; watched time (what completes a video lesson) is the advance itself, so double speed
 *     finishes a lesson in half the time but studies only the time spent.
 */
export const STUDY_CREDIT_CAP_SECONDS = 60;
/** The player's fastest rate (player-format.ts PLAYBACK_RATES). */
export const MAX_PLAYBACK_RATE = 2;
/** An advance this much past what the clock allows is still playback (the timer's jitter, rounding), not a seek. */
const SEEK_SLACK_SECONDS = 2;

export const STUDY_TIME_RULE =
  '每次播放进度上报，最多计入距上次上报实际经过的时间与视频实际播放前进的时长中较小的一个（单次不超过 60 秒），按北京时间计入当天；拖动快进、暂停、重复上报和多个页面同时播放都不会多计时。';

export interface CreditInput {
  /** Seconds of wall time since the learner's previous report; null when there is none (this report starts the clock). */
  wallSeconds: number | null;
  /** Where the lesson was before this report (its saved position) and where the report says it is now. */
  previousPosition: number;
  position: number;
}

/** Seconds of media one report proves watched: the advance, if the clock since the last report allows it (not rounded). */
export function watchedSeconds({ wallSeconds, previousPosition, position }: CreditInput): number {
  if (wallSeconds === null) return 0;
  const wall = Math.max(0, wallSeconds);
  const advance = position - previousPosition;
  if (!Number.isFinite(advance) || advance <= 0) return 0;
  if (advance > wall * MAX_PLAYBACK_RATE + SEEK_SLACK_SECONDS) return 0;
  return Math.min(advance, wall * MAX_PLAYBACK_RATE);
}

/** Seconds of study one progress report credits (whole seconds, never negative). */
export function creditedSeconds(input: CreditInput): number {
  const wall = input.wallSeconds === null ? 0 : Math.max(0, input.wallSeconds);
  return Math.floor(Math.min(watchedSeconds(input), wall, STUDY_CREDIT_CAP_SECONDS));
}

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China (Asia/Shanghai, UTC+8 all year) calendar day of an instant, as `YYYY-MM-DD`. */
export const chinaDay = (at: number): string => new Date(at + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** The `count` China days ending with the day of `at`, oldest first. */
export function chinaDaysEnding(at: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => chinaDay(at - (count - 1 - index) * DAY_MS));
}

/** A duration as /study says it: 45 秒, 12 分钟, 3 小时 5 分钟. */
export function formatStudyTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole} 秒`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  const rest = minutes % 60;
  return rest > 0 ? `${Math.floor(minutes / 60)} 小时 ${rest} 分钟` : `${Math.floor(minutes / 60)} 小时`;
}
