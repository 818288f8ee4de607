import { describe, expect, it } from 'vitest';
import { playHref } from './play-href';

describe('playHref', () => {
  it('opens the player at a lesson when one is given', () => {
    expect(playHref(7)).toBe('/course/7/play');
    expect(playHref(7, 42)).toBe('/course/7/play?lesson=42');
  });
});
