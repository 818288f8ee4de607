import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '@client/app/route-table';
import { routePages, type RouteNode } from './js-budget';
import { routeTablePages } from './route-table-pages';

describe('the pages of each lazy module, read from the route table source', () => {
  it('agrees with the walk of the running table (the JS budget’s pages)', () => {
    const expected = new Map<string, number>();
    for (const page of routePages(routes as RouteNode[]))
      for (const module of page.modules) expected.set(module, (expected.get(module) ?? 0) + 1);
    const counted = routeTablePages(readFileSync(new URL('../client/app/route-table.tsx', import.meta.url), 'utf8'));
    expect(Object.fromEntries([...counted].sort())).toEqual(Object.fromEntries([...expected].sort()));
    expect(counted.get('client/layouts/default-layout.tsx')).toBeGreaterThan(60);
  });

  it('follows constants, sections and layouts, and counts a module named by several pages once per page', () => {
    const code = `
const outlet = 'section-outlet';
const docs = [page({ id: 'a', path: 'a', file: 'doc-page', access: 'public', rule: X, meta: {} }), page({ id: 'b', path: 'b', file: 'doc-page', rule: X, meta: {} })];
export const routes = [{ id: 'root', children: [
  layout('l', 'layouts/main', [page({ id: 'home', file: 'home-page', access: 'public', rule: X, meta: {} }),
    section({ id: 's', path: 's', file: outlet, access: 'public', rule: X, meta: {}, children: [redirectIndex('s-index', '/s/x'), page({ meta: {}, file: 'x-page', id: 'x' })] })]),
  layout('m', 'layouts/other', docs),
] }];`;
    expect(Object.fromEntries(routeTablePages(code))).toEqual({
      'client/layouts/main.tsx': 2,
      'client/routes/home-page.tsx': 1,
      'client/routes/section-outlet.tsx': 1,
      'client/routes/x-page.tsx': 1,
      'client/layouts/other.tsx': 2,
      'client/routes/doc-page.tsx': 2,
    });
  });
});
