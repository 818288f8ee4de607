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

  it('the first lesson in progress, across chapters', () => {
    expect(resumeLessonOf(chapters([3, 3], [1, 2, 2]))).toBe(21);
  });

  it('else the first lesson not completed once some are', () => {
    expect(resumeLessonOf(chapters([3, 1], [3, 1]))).toBe(11);
  });

  it('all done: nothing to resume', () => {
    expect(resumeLessonOf(chapters([3], [3]))).toBeUndefined();
  });
});

describe('canPlayLesson', () => {
  it('enrolled learners play every lesson, others only free previews', () => {
    expect(canPlayLesson({ freePreview: false }, true)).toBe(true);
    expect(canPlayLesson({ freePreview: true }, false)).toBe(true);
    expect(canPlayLesson({ freePreview: false }, false)).toBe(false);
  });
});
