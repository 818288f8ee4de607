import { describe, expect, it } from 'vitest';
import type { StudyPlan } from '@shared/schemas/study-plan';
import { planIcs } from './plan-ics';
import { fitLines, missedLine, taskProgress } from './plan-format';

const lesson = {
  kind: 'lesson' as const,
  key: 'lesson:7',
  courseId: 3,
  courseTitle: '电工基础，入门；进阶',
  lessonId: 7,
  title: '认识万用表与绝缘电阻表的使用方法和注意事项以及常见故障的判断',
  minutes: 25,
  href: '/course/3/play?lesson=7',
};
const plan = {
  today: '2026-12-03',
  target: { planId: 1, professionId: 1, skillLevel: 3, title: '电工; 高级工, 12月', examDate: '2026-12-20', examId: 9 },
  days: [
    { date: '2026-12-03', capacity: 30, minutes: 25, tasks: [lesson] },
    { date: '2026-12-04', capacity: 0, minutes: 0, tasks: [] },
  ],
  fit: {
    dropped: [{ pointId: 5, name: '相关法规', share: 4, questions: 12 }],
    unplacedLessons: 0,
    unplacedMocks: 1,
    mockMinutes: 90,
    neededMinutesPerDay: 48,
  },
  missed: { date: '2026-12-02', tasks: 2, minutes: 40, daysMissed: 3 },
} as unknown as StudyPlan;

describe('the plan’s words and calendar', () => {
  it('exports each day with tasks as an all-day event, escaped and folded at 75 octets', () => {
    const ics = planIcs(plan, '20261203T010000Z');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261203\r\nDTEND;VALUE=DATE:20261204');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:备考：1 项任务，约 25 分钟');
    expect(unfolded).toContain('X-WR-CALNAME:备考计划：电工\\; 高级工\\, 12月');
    expect(unfolded).toContain('学习「认识万用表与绝缘电阻表的使用方法和注意事项以及常见故障的判断」（25 分钟）');
  });

  it('says what does not fit, what was missed and how far a task got', () => {
    expect(fitLines(plan)).toEqual([
      '按现在的排班考前学不完，先舍弃比重最低的练习：相关法规（占 4%）12 题。',
      '还有 1 套模拟考试排不进去：做一套要连续 1 小时 30 分钟，考前三周里这样长的学习日不够。',
      '想全部学完，每个学习日需要约 48 分钟。',
    ]);
    expect(missedLine(plan)).toBe('12月2日的 2 项任务（约 40 分钟）没有完成，已顺延到后面的日子；最近 7 天共有 3 天没完成。');
    const practice = {
      kind: 'practice' as const,
      key: 'practice:1',
      pointId: 1,
      pointName: '安全',
      share: 20,
      questions: 10,
      minutes: 10,
      examId: 9,
      href: '',
    };
    expect(taskProgress({ ...practice, done: false, progress: 3 })).toBe('已做 3/10 题');
    expect(taskProgress({ ...practice, done: true, progress: 10 })).toBe('已完成');
  });
});
