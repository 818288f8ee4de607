import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, null, 9]],
    [1, 5, [1, 2, 3, 4, 5]],
    [6, 20, [1, null, 4, 5, 6, 7, 8, null, 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, null, 20]],
    [20, 20, [1, null, 18, 19, 20]],
    [4, 9, [1, 2, 3, 4, 5, 6, null, 9]],
  ])('page %i of %i → %j', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});
