import { describe, expect, it } from 'vitest';
import { PLAN_SIZES } from '@shared/lib/study-plan-rules';
import { buildPlan, type PlanTask, type PlanWork } from './plan-builder';

const used = (tasks: readonly PlanTask[]) => tasks.reduce((sum, task) => sum + task.minutes, 0);
const points = [
  { id: 1, name: '基础知识', share: 40, questions: 60 },
  { id: 2, name: '安全规范', share: 35, questions: 40 },
  { id: 3, name: '相关法规', share: 25, questions: 30 },
];
const lessons = Array.from({ length: 6 }, (_, index) => ({
  courseId: 9,
  courseTitle: '电工基础',
  lessonId: 100 + index,
  title: `第${index + 1}课`,
  minutes: 20,
}));

function work(change: Partial<PlanWork> = {}): PlanWork {
  return {
    today: 1000,
    examDay: 1030,
    // A 7-day cycle: 45 minutes on weekdays, 90 on day 5, nothing on day 6.
    capacity: (day) => [45, 45, 45, 45, 45, 90, 0][day % 7]!,
    reviewsDue: (day) => (day === 1006 ? 5 : day === 1000 ? 3 : 0),
    lessons,
    points,
    mock: { examId: 7, title: '全真模拟卷', minutes: 90, papers: 3 },
    keptToday: null,
    ...change,
  };
}

describe('the plan counted back from the exam day', () => {
  it('lays everything into the days before the exam, never past a day’s minutes', () => {
    const plan = buildPlan(work());
    expect(plan.days.map((day) => day.day)).toEqual(Array.from({ length: 30 }, (_, index) => 1000 + index));
    for (const day of plan.days) expect(used(day.tasks), `day ${day.day}`).toBeLessThanOrEqual(day.capacity);
    const all = plan.days.flatMap((day) => day.tasks);
    expect(all.filter((task) => task.kind === 'lesson').map((task) => task.key)).toEqual(
      lessons.map((lesson) => `lesson:${lesson.lessonId}`),
    );
    const practiced = new Map<number, number>();
    for (const task of all) if (task.kind === 'practice') practiced.set(task.pointId, (practiced.get(task.pointId) ?? 0) + task.questions);
    expect(Object.fromEntries(practiced)).toEqual({ 1: 60, 2: 40, 3: 30 });
    expect(plan).toMatchObject({ dropped: [], unplacedLessons: 0, unplacedMocks: 0, neededMinutesPerDay: null });
  });

  it('puts reviews on their day, and a review due on a day off on the next study day', () => {
    const plan = buildPlan(work());
    const reviews = plan.days.flatMap((day) => day.tasks.filter((task) => task.kind === 'review').map((task) => [day.day, task.minutes]));
    // Day 1000 (% 7 = 6) is a day off: its 3 wait for 1001.
    expect(reviews).toEqual([
      [1001, 3 * PLAN_SIZES.minutesPerReview],
      [1006, 5 * PLAN_SIZES.minutesPerReview],
    ]);
  });

  it('sits the mock papers in the last three weeks, spread out, on days with room for a whole paper', () => {
    const plan = buildPlan(work());
    const mockDays = plan.days.filter((day) => day.tasks.some((task) => task.kind === 'mock')).map((day) => day.day);
    expect(mockDays).toHaveLength(3);
    for (const day of mockDays) {
      expect(day).toBeGreaterThanOrEqual(1030 - PLAN_SIZES.mockWindowDays);
      expect(day % 7).toBe(5); // only the 90-minute days hold a 90-minute paper
    }
    expect(new Set(mockDays).size).toBe(3);
  });

  it('when it does not fit, drops practice of the lowest-share points first and says the minutes it would need', () => {
    const plan = buildPlan(work({ examDay: 1005, mock: null }));
    expect(plan.dropped.length).toBeGreaterThan(0);
    expect(plan.dropped[0]!.pointId).toBe(3);
    const kept = plan.days.flatMap((day) => day.tasks).filter((task) => task.kind === 'practice');
    const droppedOf = (id: number) => plan.dropped.find((point) => point.pointId === id)?.questions ?? 0;
    // The highest share loses least.
    expect(droppedOf(1)).toBeLessThanOrEqual(droppedOf(3));
    expect(kept.length).toBeGreaterThan(0);
    expect(plan.neededMinutesPerDay).toBeGreaterThan(45);
    for (const day of plan.days) expect(used(day.tasks)).toBeLessThanOrEqual(day.capacity);
  });

  it('keeps today’s list as it was laid out and schedules only the days after', () => {
    const kept: PlanTask[] = [{ kind: 'lesson', key: 'lesson:100', ...lessons[0]!, minutes: 20 }];
    const plan = buildPlan(work({ today: 1001, keptToday: kept, lessons: lessons.slice(1) }));
    expect(plan.days[0]!.tasks).toEqual(kept);
    expect(
      plan.days
        .slice(1)
        .flatMap((day) => day.tasks)
        .some((task) => task.key === 'lesson:100'),
    ).toBe(false);
  });

  it('splits a lesson longer than any study day, and places nothing when every day is off', () => {
    const long = [{ ...lessons[0]!, minutes: 100 }];
    const plan = buildPlan(work({ lessons: long, points: [], mock: null, reviewsDue: () => 0 }));
    const parts = plan.days.flatMap((day) => day.tasks).filter((task) => task.kind === 'lesson');
    expect(parts.reduce((sum, task) => sum + task.minutes, 0)).toBe(100);
    const none = buildPlan(work({ capacity: () => 0 }));
    expect(none.days.every((day) => day.tasks.length === 0)).toBe(true);
    expect(none).toMatchObject({ unplacedLessons: 6, unplacedMocks: 3, neededMinutesPerDay: null });
  });
});
