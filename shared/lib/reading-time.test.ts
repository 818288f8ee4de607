import { describe, expect, it } from 'vitest';
import { READING_MAX_SECONDS, READING_MIN_SECONDS, readingMinimumSeconds } from './reading-time';

describe('readingMinimumSeconds', () => {
  it('grows with the text, 15 characters a second, between 10 s and 5 minutes', () => {
    expect(readingMinimumSeconds(0)).toBe(READING_MIN_SECONDS);
    expect(readingMinimumSeconds(151)).toBe(11);
    expect(readingMinimumSeconds(900)).toBe(60);
    expect(readingMinimumSeconds(1_000_000)).toBe(READING_MAX_SECONDS);
    expect(readingMinimumSeconds(-5)).toBe(READING_MIN_SECONDS);
  });
});
