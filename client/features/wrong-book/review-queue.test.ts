import { describe, expect, it } from 'vitest';
import { canSkip, skipCurrent } from './review-queue';

describe('今日复习’s queue', () => {
  it('跳过 moves the question on screen after every other one, the answered ones staying where they were', () => {
    expect(skipCurrent(['a', 'b', 'c', 'd'], 1)).toEqual(['a', 'c', 'd', 'b']);
    // Skipped twice in a row: each goes to the end, in the order skipped.
    expect(skipCurrent(skipCurrent(['a', 'b', 'c', 'd'], 1), 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(skipCurrent(['a', 'b'], 1)).toEqual(['a', 'b']);
    expect(skipCurrent(['a'], 3)).toEqual(['a']);
  });

  it('offers 跳过 only while another question is left: further on in the queue, or due and not fetched yet', () => {
    expect(canSkip(3, 0, 3)).toBe(true);
    expect(canSkip(3, 2, 3)).toBe(false);
    expect(canSkip(10, 9, 14)).toBe(true);
    expect(canSkip(1, 0, 1)).toBe(false);
  });
});
