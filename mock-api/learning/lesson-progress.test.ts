import { describe, expect, it } from 'vitest';
import { LessonProgress, statusAfter } from './lesson-progress';
import { AccountStateRegistry } from '../core/account-scoped-state';

describe('statusAfter: the progress rule', () => {
  it.each([
    [1, 0, 9, 2],
    [1, 8.99, 9, 2],
    [1, 9, 9, 3],
    [2, 12, 9, 3],
    [3, 0, 9, 3],
    [2, 4, 0, 2],
  ] as const)('from %i with %d s studied of %d s required → %i', (previous, watched, required, expected) => {
    expect(statusAfter(previous, watched, required)).toBe(expected);
  });
});

describe('LessonProgress', () => {
  const at = 1_000;

  it('answers 未开始 and nothing before any report', () => {
    const progress = new LessonProgress(new AccountStateRegistry());
    expect(progress.statusOf(1, 5)).toBe(1);
    expect(progress.lastLessonOf(1, 9)).toBeUndefined();
    expect(progress.completedCount(1, 9)).toBe(0);
  });

  it('keeps the position, the last lesson per course and the completed count, per learner', () => {
    const progress = new LessonProgress(new AccountStateRegistry());
    progress.record(1, { courseId: 9, lessonId: 5, position: 3.21, event: 'pause', at, watched: [0, 3.21], requiredSeconds: 9 });
    progress.record(1, { courseId: 9, lessonId: 6, position: 10, event: 'end', at: at + 1, watched: [0, 10], requiredSeconds: 9 });
    progress.record(1, { courseId: 9, lessonId: 6, position: 2, event: 'tick', at: at + 2, watched: null, requiredSeconds: 9 });
    expect(progress.statusOf(1, 5)).toBe(2);
    expect(progress.standingOf(1, 5)).toEqual({ lessonId: 5, position: 3.2, status: 2, updatedAt: at, openedAt: at });
    expect(progress.watchedWith(1, 5, null)).toBe(3.21);
    // openedAt: when the lesson was first reported on (a reading lesson's minimum is counted from it).
    expect(progress.lastLessonOf(1, 9)).toEqual({ lessonId: 6, position: 2, status: 3, updatedAt: at + 2, openedAt: at + 1 });
    expect(progress.completedCount(1, 9)).toBe(1);
    expect(progress.statusOf(2, 5)).toBe(1);
    expect(progress.completedCount(2, 9)).toBe(0);
  });

  it('a stretch watched again counts once: 已完成 needs the required seconds covered, not reported', () => {
    const progress = new LessonProgress(new AccountStateRegistry());
    const watch = (from: number, to: number) =>
      progress.record(1, { courseId: 9, lessonId: 5, position: to, event: 'tick', at, watched: [from, to], requiredSeconds: 9 });
    watch(0, 5);
    watch(0, 5);
    watch(2, 7);
    expect(progress.statusOf(1, 5)).toBe(2);
    expect(progress.watchedWith(1, 5, null)).toBe(7);
    expect(progress.watchedWith(1, 5, [6, 9])).toBe(9);
    watch(7, 9);
    expect(progress.statusOf(1, 5)).toBe(3);
  });

  it('is bounded: lessons per learner, then learners', () => {
    const progress = new LessonProgress(new AccountStateRegistry(), { learners: 2, lessonsPerLearner: 3 });
    for (const lessonId of [1, 2, 3, 4])
      progress.record(1, {
        courseId: lessonId === 4 ? 8 : 7,
        lessonId,
        position: 10,
        event: 'end',
        at,
        watched: [0, 10],
        requiredSeconds: 9,
      });
    expect(progress.statusOf(1, 1)).toBe(1);
    expect(progress.completedCount(1, 7)).toBe(2);
    expect(progress.lastLessonOf(1, 8)?.lessonId).toBe(4);
    // The course whose only lesson was forgotten is forgotten with it.
    progress.record(1, { courseId: 9, lessonId: 10, position: 1, event: 'tick', at, watched: null, requiredSeconds: 9 });
    progress.record(1, { courseId: 9, lessonId: 11, position: 1, event: 'tick', at, watched: null, requiredSeconds: 9 });
    progress.record(1, { courseId: 9, lessonId: 12, position: 1, event: 'tick', at, watched: null, requiredSeconds: 9 });
    expect(progress.lastLessonOf(1, 7)).toBeUndefined();
    expect(progress.completedCount(1, 8)).toBe(0);

    progress.record(2, { courseId: 7, lessonId: 1, position: 1, event: 'tick', at, watched: null, requiredSeconds: 9 });
    progress.record(3, { courseId: 7, lessonId: 1, position: 1, event: 'tick', at, watched: null, requiredSeconds: 9 });
    expect(progress.statusOf(1, 12)).toBe(1);
    expect(progress.statusOf(3, 1)).toBe(2);
  });
});
