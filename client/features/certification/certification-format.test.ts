import { describe, expect, it } from 'vitest';
import { JOURNEY_STEPS, STEP_STATES, stepStateLabel } from '@shared/lib/certification-journey';
import { durationUntil, formatPartScore, formatSpan, isDeadlineNear, levelLabel, timeLeftLabel } from './certification-format';

const NOW = Date.parse('2026-12-01T10:00:00+08:00');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('certification format', () => {
  it('counts a deadline down in whole days, then hours, never promising more than is left', () => {
    expect(timeLeftLabel(at(3 * DAY - 1), NOW)).toBe('还剩 2 天');
    expect(timeLeftLabel(at(DAY), NOW)).toBe('还剩 1 天');
    expect(timeLeftLabel(at(DAY - 1), NOW)).toBe('还剩 23 小时');
    expect(timeLeftLabel(at(HOUR), NOW)).toBe('还剩 1 小时');
    expect(timeLeftLabel(at(HOUR - 1), NOW)).toBe('还剩不足 1 小时');
    expect(timeLeftLabel(at(0), NOW)).toBe('已截止');
    expect(timeLeftLabel(at(-DAY), NOW)).toBe('已截止');
    expect(durationUntil(at(-1), NOW)).toBeNull();
  });

  it('calls a deadline near under three days, and a past one not near', () => {
    expect(isDeadlineNear(at(3 * DAY - 1), NOW)).toBe(true);
    expect(isDeadlineNear(at(3 * DAY), NOW)).toBe(false);
    expect(isDeadlineNear(at(-1), NOW)).toBe(false);
  });

  it('words every state of every step, a failed one as that step ends', () => {
    for (const key of JOURNEY_STEPS) for (const state of STEP_STATES) expect(stepStateLabel(key, state)).toMatch(/\S/);
    expect(stepStateLabel('fee', 'failed')).toBe('已失效');
    expect(stepStateLabel('score', 'failed')).toBe('未通过');
    expect(stepStateLabel('fee', 'skipped')).toBe('无需此步');
    expect(stepStateLabel('exam', 'current')).toBe('进行中');
  });

  it('writes sessions in Beijing time, one day or across two', () => {
    expect(formatSpan('2026-12-20T01:00:00Z', '2026-12-20T03:00:00Z')).toBe('2026年12月20日 09:00–11:00');
    expect(formatSpan('2026-12-20T15:00:00Z', '2026-12-21T01:00:00Z')).toBe('2026年12月20日 23:00 – 2026年12月21日 09:00');
  });

  it('writes levels and scores as the paper does', () => {
    expect(levelLabel(1)).toBe('初级工/五级');
    expect(levelLabel(5)).toBe('高级技师/一级');
    expect(formatPartScore(86)).toBe('86');
    expect(formatPartScore(72.5)).toBe('72.5');
    expect(formatPartScore(null)).toBe('缺考');
  });
});
