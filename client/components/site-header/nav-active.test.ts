import { describe, expect, it } from 'vitest';
import { isNavActive } from './nav-active';

describe('isNavActive (NavLink rules)', () => {
  it('matches exactly for end items', () => {
    expect(isNavActive('/', '/', true)).toBe(true);
    expect(isNavActive('/course', '/', true)).toBe(false);
  });
  it('matches sub-paths but not prefixes of other words', () => {
    expect(isNavActive('/course', '/course')).toBe(true);
    expect(isNavActive('/course/1/play', '/course')).toBe(true);
    expect(isNavActive('/courses', '/course')).toBe(false);
  });
});
