import { describe, expect, it } from 'vitest';
import { parseReviewQuery, reviewHref } from './review-query';

describe('review query', () => {
  it('round-trips every sort and page through the URL', () => {
    for (const sort of ['latest', 'helpful'] as const)
      for (const page of [1, 2, 17]) {
        const href = reviewHref(7, { sort, page });
        const url = new URL(href, 'http://site');
        expect(url.pathname).toBe('/course/7');
        expect(url.hash).toBe('#reviews');
        expect(parseReviewQuery(url.searchParams)).toEqual({ sort, page });
      }
  });
  it('leaves the defaults out', () => {
    expect(reviewHref(7, { sort: 'latest', page: 1 })).toBe('/course/7#reviews');
  });
  it('reads impossible values as the defaults', () => {
    for (const search of ['reviewSort=best&reviewPage=-1', 'reviewSort=<script>&reviewPage=1e3', 'reviewPage=0', 'reviewPage=99999999'])
      expect(parseReviewQuery(new URLSearchParams(search))).toEqual({ sort: 'latest', page: 1 });
  });
});
