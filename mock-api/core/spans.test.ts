import { describe, expect, it } from 'vitest';
import { addSpan, coveredLength, type Span } from './spans';

const build = (...stretches: Span[]) => stretches.reduce<Span[]>((spans, [start, end]) => addSpan(spans, start, end), []);

describe('covered spans', () => {
  it('overlapping and touching stretches merge; the same stretch again adds nothing', () => {
    expect(build([0, 10], [5, 15])).toEqual([[0, 15]]);
    expect(build([0, 10], [10, 20])).toEqual([[0, 20]]);
    expect(coveredLength(build([0, 10], [0, 10], [2, 8]))).toBe(10);
  });

  it('disjoint stretches stay apart, sorted; one covering several swallows them', () => {
    expect(build([20, 30], [0, 5])).toEqual([
      [0, 5],
      [20, 30],
    ]);
    expect(build([0, 5], [20, 30], [40, 50], [3, 45])).toEqual([[0, 50]]);
    expect(coveredLength(build([0, 5], [20, 30]))).toBe(15);
  });

  it('an empty or reversed stretch changes nothing', () => {
    expect(build([5, 5], [9, 3])).toEqual([]);
  });
});
