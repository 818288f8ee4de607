import { describe, expect, it } from 'vitest';
import { attemptHref } from './attempt-href';

describe('attemptHref', () => {
  it('puts mocks and practice under mocks/, official papers under official/', () => {
    expect(attemptHref(4, 17, 'mock')).toBe('/exam/4/mocks/17');
    expect(attemptHref(4, 18, 'official')).toBe('/exam/4/official/18');
  });
});
