import { AttemptStatus } from '@shared/enums/exam';
import type { AttemptSummary } from '@shared/schemas/exam-attempt';

/** One handed-in attempt on the score chart: when (ms), its score, and whether it passed. */
export interface ScorePoint {
  time: number;
  score: number;
  passed: boolean | null;
}

/**
 * The attempts the chart plots, oldest first: every full paper with its final score (已交卷 /
 * 已批阅). 错题练习 (a handful of questions, its own total) and papers still being answered or
 * waiting for the marker are left out.
 */
export function scorePointsOf(list: readonly AttemptSummary[]): ScorePoint[] {
  return list
    .filter(
      (attempt) =>
        attempt.fromAttemptId === null &&
        attempt.score !== null &&
        (attempt.status === AttemptStatus.SUBMITTED || attempt.status === AttemptStatus.MARKED),
    )
    .map((attempt) => ({ time: Date.parse(attempt.submittedAt ?? attempt.startedAt), score: attempt.score!, passed: attempt.passed }))
    .sort((a, b) => a.time - b.time);
}

const HOUR = 3600;
const DAY = 86_400;
/** Beijing is UTC+8 all year: ticks fall on its round hours and midnights. */
const BEIJING = 8 * HOUR;
const STEPS = [
  5 * 60,
  10 * 60,
  15 * 60,
  30 * 60,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
  30 * DAY,
  91 * DAY,
  365 * DAY,
];

/** The time shown: the attempts with a margin, at least half an hour either side (one attempt, or several minutes apart). */
export function timeRange(xs: readonly number[]): [number, number] {
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  const pad = Math.max((max - min) * 0.08, HOUR / 2);
  return [min - pad, max + pad];
}

/** Round Beijing times between `from` and `to`, at most `most` of them; and how to label them. */
export function timeTicks(from: number, to: number, most: number): { ticks: number[]; pattern: string } {
  const step = STEPS.find((candidate) => (to - from) / candidate <= most) ?? STEPS[STEPS.length - 1]!;
  const ticks: number[] = [];
  // Weeks and longer start on a Monday (1970-01-05); shorter steps on Beijing's round hours and midnights.
  const origin = step >= 7 * DAY ? 4 * DAY - BEIJING : -BEIJING;
  for (let tick = Math.ceil((from - origin) / step) * step + origin; tick <= to; tick += step) ticks.push(tick);
  const pattern = step >= DAY ? 'M月D日' : to - from > DAY ? 'D日 HH:mm' : 'HH:mm';
  return { ticks, pattern };
}
