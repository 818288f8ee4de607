import { describe, expect, it } from 'vitest';
import { minutesOn, minutesText, rotaProblem } from './study-plan-rules';

describe('the rota', () => {
  it('repeats its cycle from its first day, before it too, with days off on top', () => {
    const nights = { cycleStart: '2026-11-30', minutes: [30, 30, 30, 30, 30, 0, 0, 90, 90, 90, 90, 90, 0, 0], daysOff: ['2026-12-08'] };
    expect(minutesOn(nights, '2026-11-30')).toBe(30);
    expect(minutesOn(nights, '2026-12-07')).toBe(90); // the night week
    expect(minutesOn(nights, '2026-12-08')).toBe(0); // a day off
    expect(minutesOn(nights, '2026-12-14')).toBe(30); // the cycle again
    expect(minutesOn(nights, '2026-11-29')).toBe(0); // the day before the cycle is its last
  });

  it('is checked as the API checks it', () => {
    const ok = { cycleStart: '2026-11-30', minutes: [30], daysOff: ['2026-12-03'] };
    expect(rotaProblem(ok, '2026-12-03')).toBeNull();
    expect(rotaProblem({ ...ok, minutes: [] }, '2026-12-03')).toBe('排班周期应为 1 到 28 天');
    expect(rotaProblem({ ...ok, minutes: [-1] }, '2026-12-03')).toBe('每天可学习的时间应为 0 到 480 分钟的整数');
    expect(rotaProblem({ ...ok, daysOff: Array.from({ length: 61 }, () => '2026-12-04') }, '2026-12-03')).toBe('休息日最多设置 60 天');
    expect(rotaProblem({ ...ok, daysOff: ['12/04'] }, '2026-12-03')).toBe('休息日的日期格式不正确');
  });

  it('writes minutes as people say them', () => {
    expect([45, 60, 90].map(minutesText)).toEqual(['45 分钟', '1 小时', '1 小时 30 分钟']);
  });
});
