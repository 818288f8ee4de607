import { describe, expect, it } from 'vitest';
import { isStudyDay, restDayStreak, weekDates, weeklyGoalProblem } from './study-goal-rules';

describe('study days, the week and the streak', () => {
  it('a day counts with 10 minutes of study or 10 answers, not less', () => {
    expect(isStudyDay({ seconds: 600, answers: 0 })).toBe(true);
    expect(isStudyDay({ seconds: 0, answers: 10 })).toBe(true);
    expect(isStudyDay({ seconds: 599, answers: 9 })).toBe(false);
  });

  it('the week runs Monday to Sunday, across a month and a year end', () => {
    // 2026-12-03 is a Thursday; 2027-01-03 a Sunday.
    expect(weekDates('2026-12-03')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekDates('2027-01-03')[0]).toBe('2026-12-28');
    expect(weekDates('2026-11-30')[0]).toBe('2026-11-30');
  });

  it('one rest day between study days keeps the streak; two end it; today not yet studied breaks nothing', () => {
    const days = (studied: string[]) => (date: string) => studied.includes(date);
    expect(restDayStreak('2026-12-03', days(['2026-12-03', '2026-12-02', '2026-11-30', '2026-11-29']))).toBe(4);
    expect(restDayStreak('2026-12-03', days(['2026-12-02', '2026-12-01']))).toBe(2);
    expect(restDayStreak('2026-12-03', days(['2026-12-01']))).toBe(1);
    expect(restDayStreak('2026-12-03', days(['2026-11-30']))).toBe(0);
    expect(restDayStreak('2026-12-03', days(['2026-12-03', '2026-11-30', '2026-11-29']))).toBe(1);
    expect(restDayStreak('2026-12-03', days([]))).toBe(0);
  });

  it('a weekly goal of 1 to 7 days', () => {
    for (const days of [1, 3, 7]) expect(weeklyGoalProblem(days)).toBeNull();
    for (const days of [0, 8, 2.5]) expect(weeklyGoalProblem(days)).toBe('每周目标应为 1 到 7 天');
  });
});
