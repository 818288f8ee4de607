import { describe, expect, it } from 'vitest';
import { continueLessonId } from './continue-learning';

const course = (...statuses: (1 | 2 | 3 | null)[]) => statuses.map((status, index) => ({ id: 11 + index, status }));

describe('continueLessonId', () => {
  it('nothing studied yet: the first lesson', () => {
    expect(continueLessonId(course(1, 1, 1), null)).toBe(11);
    expect(continueLessonId(course(null, null), undefined)).toBe(11);
  });

  it('the last lesson studied while it is unfinished, even with earlier lessons unfinished', () => {
    expect(continueLessonId(course(1, 2, 1, 2), 14)).toBe(14);
    expect(continueLessonId(course(3, 1, 2), 13)).toBe(13);
  });

  it('the last lesson finished: the next unfinished one after it in syllabus order', () => {
    expect(continueLessonId(course(3, 3, 1, 1), 12)).toBe(13);
    expect(continueLessonId(course(1, 3, 3, 2), 12)).toBe(14);
  });

  it('nothing unfinished after the last one: the first unfinished from the start', () => {
    expect(continueLessonId(course(3, 1, 3, 3), 14)).toBe(12);
  });

  it('everything finished: the first lesson (再学一遍)', () => {
    expect(continueLessonId(course(3, 3, 3), 12)).toBe(11);
  });

  it('a last lesson that is not in the course is ignored', () => {
    expect(continueLessonId(course(3, 1), 99)).toBe(12);
  });

  it('a course without lessons has none', () => {
    expect(continueLessonId([], 5)).toBeUndefined();
  });
});
