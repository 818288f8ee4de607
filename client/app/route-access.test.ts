import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { isProtectedPath as handKeptIsProtectedPath } from '@shared/auth/protected-routes';
import { routes } from './route-table';
import { joinRoutePath } from './page-declaration';
import { isProtectedPath, PROTECTED_PATTERNS, protectedPatternsOf } from './route-access';
import { ACCESS_CORPUS } from './route-access.corpus';

/** Every route's full path pattern: pages, sections, layouts and redirecting indexes. */
function routePatterns(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = joinRoutePath(parent, route.path);
    return [path || '/', ...routePatterns(route.children ?? [], path)];
  });
}

/** Thousands of spellings built from the table: every parameter value and odd spelling crossed with every route. */
function generatedPaths(): string[] {
  const paths = new Set<string>(['', '/', '//', '/?', '/#', '/%', '/%%', '/%2', '/zzz', '/zzz/yyy']);
  for (const pattern of new Set(routePatterns(routes))) {
    for (const value of ['7', 'abc', 'group', 'play', '%E4%B8%AD', '%zz']) {
      const path = pattern.replace(/:[^/]+/g, value);
      for (const variant of [
        path,
        `${path}/`,
        `${path}//`,
        `/${path}`,
        `${path}/zzz`,
        `${path}/zzz/yyy`,
        `${path}x`,
        path.toUpperCase(),
        path.replace(/^\/(.)/, (_, first: string) => `/${first.toUpperCase()}`),
        path.replace(/^\/(.)/, (_, first: string) => `/%${first.charCodeAt(0).toString(16)}`),
        path.replace(/\//g, '%2F').replace(/^%2F/, '/'),
        `${path}?tab=1`,
        `${path}#top`,
        `${path}%3Fx`,
        `${path}%23x`,
        `${path}/%E0%A4%A`,
        `${path}%`,
        `/./${path.slice(1)}`,
        `${path}/..`,
        `/zzz/..${path}`,
        path.replace(/\//g, '//'),
        `${path};x=1`,
        `${path}%20`,
      ])
        paths.add(variant);
    }
  }
  return [...paths];
}

describe('the protected paths derived from the route table', () => {
  it('are the globs that were kept by hand', () => {
    expect([...PROTECTED_PATTERNS].sort()).toEqual(
      [
        '/setting/**',
        '/order/**',
        '/message/**',
        '/study',
        '/collect',
        '/community/question',
        '/course/*/play',
        '/live/*/play',
        '/exam/*/history',
        '/exam/*/mocks/*',
        '/exam/*/official/*',
      ].sort(),
    );
  });

  it('answer as the hand-kept matcher did for every spelling of every route', () => {
    const paths = [...generatedPaths(), ...ACCESS_CORPUS.map(([path]) => path)];
    expect(paths.length).toBeGreaterThan(5000);
    expect(paths.filter((path) => isProtectedPath(path) !== handKeptIsProtectedPath(path))).toEqual([]);
  });

  it('answer the corpus', () => {
    expect(ACCESS_CORPUS.filter(([path, signedIn]) => isProtectedPath(path) !== signedIn)).toEqual([]);
  });

  it('protect a signed-in section with its subtree and a signed-in page alone', () => {
    const table: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'a', path: 'a/:id', handle: { access: 'signed-in' } },
          { id: 'b', path: 'b', handle: { access: 'public' }, children: [{ id: 'c', path: 'c', handle: { access: 'signed-in' } }] },
          { id: 'd', path: 'd', handle: { access: 'signed-in' }, children: [{ id: 'e', path: 'e', handle: { access: 'signed-in' } }] },
        ],
      },
    ];
    expect(protectedPatternsOf(table)).toEqual(['/a/*', '/b/c', '/d/**']);
  });
});
