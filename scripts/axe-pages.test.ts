import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@client/app/route-table';
import { AXE_PAGES, SAME_PAGE_AS } from '../e2e/support/axe-pages';
import { routePages } from './js-budget';

/**
 * e2e/accessibility.spec.ts runs axe on the URLs of e2e/support/axe-pages.ts: this holds that list to
 * the route table, so a page added to the table is checked (or said to be the same page as another).
 */
const pages = routePages(routes);
const byId = new Map(pages.map((page) => [page.id, page]));
/** A `{name}` the spec looks up at run time reads as 7 here (an id the mock has). */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '7');

describe('the axe pages cover the route table', () => {
  it('every page route has a URL of its own, or names the page that stands for it', () => {
    const checked = new Set(AXE_PAGES.map((entry) => entry.route));
    const missing = pages.filter((page) => !checked.has(page.id) && !(page.id in SAME_PAGE_AS)).map((page) => `${page.id} (${page.path})`);
    expect(missing).toEqual([]);
  });

  it('every URL is a page of the route it names', () => {
    const wrong = AXE_PAGES.filter((entry) => entry.route !== '404').flatMap((entry) => {
      const page = byId.get(entry.route);
      const pathname = new URL(concrete(entry.path), 'http://site.test').pathname;
      return page && matchPath({ path: page.path, end: true }, pathname) ? [] : [`${entry.path} is not ${entry.route}`];
    });
    expect(wrong).toEqual([]);
  });

  it('a route standing for another is the same module in the same layout, and has a URL itself', () => {
    const wrong = Object.entries(SAME_PAGE_AS).flatMap(([id, standIn]) => {
      const page = byId.get(id);
      const other = byId.get(standIn);
      if (!page || !other) return [`${id} → ${standIn}: not both in the route table`];
      if (!AXE_PAGES.some((entry) => entry.route === standIn)) return [`${standIn} stands for ${id} but has no URL`];
      return page.modules.join() === other.modules.join()
        ? []
        : [`${id} (${page.modules.join(' + ')}) is not ${other.modules.join(' + ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('each of the three layouts has pages checked', () => {
    const layouts = new Set(
      AXE_PAGES.flatMap((entry) => byId.get(entry.route)?.modules.filter((module) => module.includes('/layouts/')) ?? []),
    );
    expect([...layouts].sort()).toEqual([
      'client/layouts/default-layout.tsx',
      'client/layouts/play-layout.tsx',
      'client/layouts/search-layout.tsx',
    ]);
  });
});
