import { describe, expect, it } from 'vitest';
import { orderListHref, parseOrderListUrl } from './order-list-query';

const parse = (path: string) => parseOrderListUrl(new URL(path, 'http://site.test'));

describe('order list URLs', () => {
  it('reads the group from the path and the tab and page from the query', () => {
    expect(parse('/order/live?tab=paid&page=2')).toEqual({ group: 'live', tab: 'paid', page: 2 });
    expect(parse('/order/project')).toEqual({ group: 'project', tab: 'all', page: 1 });
  });

  it('falls back to 全部, page 1 for anything unknown', () => {
    expect(parse('/order/nope?tab=<script>&page=-3')).toEqual({ group: 'course', tab: 'all', page: 1 });
    expect(parse('/order/course?page=1.5')).toMatchObject({ page: 1 });
    expect(parse('/order/course?page=99999')).toMatchObject({ page: 1 });
  });

  it('writes canonical URLs that read back the same', () => {
    for (const query of [
      { group: 'course', tab: 'all', page: 1 },
      { group: 'package', tab: 'refund', page: 3 },
    ] as const) {
      expect(parse(orderListHref(query))).toEqual(query);
    }
    expect(orderListHref({ group: 'course', tab: 'all', page: 1 })).toBe('/order/course');
  });
});
