import { describe, expect, it } from 'vitest';
import type { Chapter } from '@shared/schemas/course';
import { canPlayLesson, resumeLessonOf } from './resume-lesson';

const chapters = (...progress: (1 | 2 | 3 | null)[][]): Chapter[] =>
  progress.map((lessons, chapterIndex) => ({
    id: chapterIndex + 1,
    title: `第${chapterIndex + 1}章`,
    lessons: lessons.map((value, index) => ({
      id: (chapterIndex + 1) * 10 + index,
      title: '课时',
      kind: 1,
      freePreview: false,
      durationSeconds: 60,
      materialCount: 0,
      progress: value,
    })),
  }));

describe('resumeLessonOf', () => {
  it('nothing started (or signed out): from the beginning', () => {
    expect(resumeLessonOf(chapters([1, 1], [1]))).toBeUndefined();
    expect(resumeLessonOf(chapters([null, null]))).toBeUndefined();
  });

  it('the last lesson studied while unfinished, even with earlier ones in progress (the shared rule)', () => {
    expect(resumeLessonOf(chapters([3, 3], [1, 2, 2]), 22)).toBe(22);
    expect(resumeLessonOf(chapters([2, 1], [1, 2]), 21)).toBe(21);
  });

  it('the last one finished: the next unfinished lesson after it', () => {
    expect(resumeLessonOf(chapters([3, 1], [3, 1]), 20)).toBe(21);
    expect(resumeLessonOf(chapters([3, 1], [3, 3]), 21)).toBe(11);
  });

  it('without a last lesson (an older answer): the first unfinished once some are studied', () => {
    expect(resumeLessonOf(chapters([3, 1], [3, 1]))).toBe(11);
  });

  it('all done: the first lesson again', () => {
    expect(resumeLessonOf(chapters([3], [3]), 10)).toBe(10);
  });
});

describe('canPlayLesson', () => {
  it('enrolled learners play every lesson, others only free previews', () => {
    expect(canPlayLesson({ freePreview: false }, true)).toBe(true);
    expect(canPlayLesson({ freePreview: true }, false)).toBe(true);
    expect(canPlayLesson({ freePreview: false }, false)).toBe(false);
  });
});
