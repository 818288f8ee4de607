import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from './route-table';
import { pageRuleFor, prerenderPaths, sitemapPaths } from './route-rules.server';
import { joinRoutePath, pageHandleOf } from './page-declaration';
import { PAGE_RULES, PERSONAL, PRERENDER, REAL_TIME, type PageRule } from './page-rules.server';
import { isProtectedPath } from './route-access';

/** Every route that is a page or a section (it has static meta on its handle), with its full path and rule. */
function pageRoutes(table: RouteObject[], prefix = ''): Array<{ id: string; path: string; rule: PageRule | undefined }> {
  return table.flatMap((route) => {
    const path = joinRoutePath(prefix, route.path);
    const self =
      (route.handle as { meta?: unknown } | undefined)?.meta && route.id ? [{ id: route.id, path, rule: PAGE_RULES[route.id] }] : [];
    return [...self, ...pageRoutes(route.children ?? [], path)];
  });
}

describe('route rules', () => {
  const pages = pageRoutes(routes);

  it('are declared for every page of the route table, and for nothing else', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.filter((page) => !page.rule).map((page) => page.id)).toEqual([]);
    expect(Object.keys(PAGE_RULES).sort()).toEqual(pages.map((page) => page.id).sort());
  });

  it('never cache or prerender a page that requires sign-in', () => {
    for (const { id, path, rule } of pages) {
      const concrete = path.replace(/:[^/]+/g, '7');
      if (isProtectedPath(concrete)) expect(rule?.kind, id).toBe('render');
    }
  });

  it('match a path to its deepest page', () => {
    expect(pageRuleFor('/')).toMatchObject({ routeId: 'home', rule: { kind: 'cache' } });
    expect(pageRuleFor('/course')).toMatchObject({ routeId: 'course-list', rule: { kind: 'cache' } });
    expect(pageRuleFor('/course/7')).toMatchObject({ routeId: 'course-detail', rule: { kind: 'cache' } });
    expect(pageRuleFor('/course/7/play')).toMatchObject({ routeId: 'course-play', rule: { kind: 'render', reason: 'personal' } });
    expect(pageRuleFor('/rule/effective/3')).toMatchObject({ routeId: 'rule-effective-detail' });
    expect(pageRuleFor('/search')).toMatchObject({ routeId: 'search', rule: { kind: 'render', reason: 'unbounded' } });
    expect(pageRuleFor('/pricing')).toMatchObject({ routeId: 'pricing', rule: { kind: 'prerender' } });
    // A redirecting section index takes its section's rule.
    expect(pageRuleFor('/order')).toMatchObject({ routeId: 'order', rule: { kind: 'render' } });
    // Not a page: rendered every time (a 404 page is cheap and must not fill the cache).
    expect(pageRuleFor('/no-such-page')).toEqual({ routeId: undefined, rule: { kind: 'render', reason: 'unbounded' } });
  });

  it('agree with React Router on which page every path is', () => {
    const samples = pages.flatMap(({ path }) => [
      path.replace(/:[^/]+/g, '7'),
      path.replace(/:[^/]+/g, 'group'),
      `${path.replace(/:[^/]+/g, '12')}/`,
    ]);
    samples.push('/course/group/3', '/course/project/3', '/course/3/play', '/COURSE/3', '/rule', '/message', '/user/5', '/nope/3');
    for (const sample of samples) {
      const matches = matchRoutes(routes, sample) ?? [];
      const deepestPage = [...matches].reverse().find((match) => pageHandleOf(match.route))?.route.id;
      expect(pageRuleFor(sample).routeId, sample).toBe(deepestPage);
    }
  });

  it('cached rules keep a positive fresh time and a stale window', () => {
    for (const { rule } of pages) {
      if (rule?.kind !== 'cache') continue;
      expect(rule.freshSeconds).toBeGreaterThan(0);
      expect(rule.staleSeconds).toBeGreaterThanOrEqual(rule.freshSeconds);
    }
  });

  it('prerender the static pages the build writes', () => {
    expect(prerenderPaths().sort()).toEqual(['/business', '/contactus', '/pricing', '/privacy', '/service']);
  });

  it('list in the sitemap the static public pages served from the prerender or the cache', () => {
    expect(sitemapPaths().sort()).toEqual(
      [
        '/',
        '/course',
        '/live',
        '/exam',
        '/enrollment',
        '/profession',
        '/institutional',
        '/community',
        '/news',
        '/rule/effective',
        '/rule/publicity',
        '/service',
        '/privacy',
        '/contactus',
        '/pricing',
        '/business',
        '/join',
        '/certificate/query',
      ].sort(),
    );
  });

  it('refuse to prerender a route with parameters', () => {
    const table: RouteObject[] = [
      { id: 'root', path: '/', children: [{ id: 'pricing', path: 'pricing/:plan', handle: { access: 'public' } }] },
    ];
    expect(() => prerenderPaths(table, { pricing: PRERENDER })).toThrow(/pricing.*parameters/);
  });

  it('refuse a page without a rule, a rule for no page, and a signed-in page that is not rendered per request', () => {
    const table: RouteObject[] = [{ id: 'root', path: '/', children: [{ id: 'study', path: 'study', handle: { access: 'signed-in' } }] }];
    expect(pageRuleFor('/study', table, { study: PERSONAL })).toEqual({ routeId: 'study', rule: PERSONAL });
    expect(() => pageRuleFor('/study', table, {})).toThrow(/page study has no rule/);
    expect(() => pageRuleFor('/study', table, { study: PERSONAL, gone: PRERENDER })).toThrow(/rules for no page.*gone/);
    expect(() => pageRuleFor('/study', table, { study: REAL_TIME })).toThrow(/study is signed-in/);
    expect(() => sitemapPaths(table, { study: PRERENDER })).toThrow(/study is signed-in/);
  });
});
