import { describe, expect, it } from 'vitest';
import type { ExamGoal } from '@shared/schemas/exam-goal';
import { dayText } from '@shared/lib/china-date';
import { examDateBounds, examLine } from './exam-goal-format';

const goal = (patch: Partial<ExamGoal>): ExamGoal => ({
  today: '2026-12-03',
  retentionPercent: 90,
  examDate: null,
  source: null,
  examTitle: null,
  journeyExam: null,
  ...patch,
});

describe('the exam goal as the panel says it', () => {
  it('the exam day, the days left and where the date comes from', () => {
    expect(examLine(goal({}))).toBeNull();
    expect(examLine(goal({ examDate: '2026-12-15', source: 'journey', examTitle: '2026年12月电工（中级工）职业技能等级认定' }))).toEqual({
      date: '12月15日',
      countdown: '还有 12 天',
      source: '准考证：2026年12月电工（中级工）职业技能等级认定',
    });
    expect(examLine(goal({ examDate: '2026-12-04', source: 'chosen', examTitle: '自定考试日期' }))).toMatchObject({
      countdown: '明天考试',
      source: '自己设定的日期',
    });
    expect(dayText('2027-01-09', '2026-12-03')).toBe('2027年1月9日');
  });

  it('a date may be chosen from tomorrow to a year on, across a month and a year end', () => {
    expect(examDateBounds('2026-12-31', 366)).toEqual({ min: '2027-01-01', max: '2028-01-01' });
  });
});
