import { describe, expect, it } from 'vitest';
import { requestKeySchema } from '@shared/schemas/lesson-questions';
import { formatMoment, lessonMomentHref, newRequestKey } from './lesson-moment';

describe('lesson moments', () => {
  it('reads as the player shows time, and links to the player at the moment with the question open', () => {
    expect(formatMoment(0)).toBe('00:00');
    expect(formatMoment(192.7)).toBe('03:12');
    expect(formatMoment(3723)).toBe('1:02:03');
    expect(formatMoment(-4)).toBe('00:00');
    expect(lessonMomentHref(7, 70, 12.9, 301)).toBe('/course/7/play?lesson=70&t=12&question=301');
    expect(lessonMomentHref(7, 70, 0)).toBe('/course/7/play?lesson=70&t=0');
  });

  it('makes request keys the contract accepts, each different', () => {
    const keys = Array.from({ length: 50 }, newRequestKey);
    expect(keys.every((key) => requestKeySchema.safeParse(key).success)).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });
});
