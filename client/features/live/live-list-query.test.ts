import { describe, expect, it } from 'vitest';
import { liveListHref, parseLiveListQuery } from './live-list-query';

describe('live list query', () => {
  it('reads status, type and page; ignores anything else', () => {
    expect(parseLiveListQuery(new URLSearchParams('status=2&type=1&page=3'))).toEqual({ status: 2, type: 1, page: 3 });
    expect(parseLiveListQuery(new URLSearchParams('status=7&type=x&page=0'))).toEqual({ status: undefined, type: undefined, page: 1 });
    expect(parseLiveListQuery(new URLSearchParams('status=22&page=99999999'))).toEqual({ status: undefined, type: undefined, page: 1 });
  });

  it('builds hrefs: a new tab starts at page 1, empty filters leave no query', () => {
    expect(liveListHref({ status: 1, page: 4 }, { type: 2 })).toBe('/live?status=1&type=2');
    expect(liveListHref({ status: 1, page: 1 }, { status: undefined })).toBe('/live');
    expect(liveListHref({ page: 1 }, { page: 2 })).toBe('/live?page=2');
  });
});
