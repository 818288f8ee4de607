import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './route-table';
import { joinRoutePath, pageHandleOf } from './page-declaration';
import { isProtectedPath, protectedPathMatcher, protectedPatterns, protectedPatternsOf } from './route-access';
import { ACCESS_CORPUS } from './route-access.corpus';

describe('the protected paths derived from the route table', () => {
  it('are one glob per signed-in page or section', () => {
    expect([...protectedPatterns()].sort()).toEqual(
      [
        '/setting/**',
        '/order/**',
        '/message/**',
        '/study',
        '/study/wrong-book',
        '/study/wrong-book/review',
        '/study/plan',
        '/study/certification',
        '/study/certification/*',
        '/study/certification/*/ticket',
        '/study/notes',
        '/study/notes/*',
        '/collect',
        '/community/question',
        '/course/*/play',
        '/live/*/play',
        '/exam/*/history',
        '/exam/*/mocks/*',
        '/exam/*/official/*',
        '/exam/*/practice/*',
        '/enrollment/*/apply',
      ].sort(),
    );
  });

  it('answer every path of the corpus as the hand-kept globs did', () => {
    expect(ACCESS_CORPUS.length).toBeGreaterThan(300);
    expect(ACCESS_CORPUS.filter(([path, signedIn]) => isProtectedPath(path) !== signedIn)).toEqual([]);
  });

  it('protect every page declared signed-in, and no public one', () => {
    const declared: [string, boolean][] = [];
    const walk = (list: readonly RouteObject[], parent: string) => {
      for (const route of list) {
        const path = joinRoutePath(parent, route.path);
        const handle = pageHandleOf(route);
        if (handle) declared.push([path.replace(/:[^/]+/g, '7'), handle.access === 'signed-in']);
        walk(route.children ?? [], path);
      }
    };
    walk(routes, '');
    expect(declared.length).toBeGreaterThan(60);
    // A public page inside a signed-in section would be a declaration the matcher contradicts.
    expect(declared.filter(([path, signedIn]) => isProtectedPath(path) !== signedIn)).toEqual([]);
  });

  it('protect a signed-in section with its subtree and a signed-in page alone, parameters as one segment', () => {
    const table: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'a', path: 'a/:id', handle: { access: 'signed-in' } },
          { id: 'b', path: 'b', handle: { access: 'public' }, children: [{ id: 'c', path: 'c', handle: { access: 'signed-in' } }] },
          { id: 'd', path: 'd', handle: { access: 'signed-in' }, children: [{ id: 'e', path: 'e', handle: { access: 'signed-in' } }] },
          { id: 'layout', children: [{ id: 'f', path: 'f', handle: { access: 'signed-in' } }] },
        ],
      },
    ];
    expect(protectedPatternsOf(table)).toEqual(['/a/*', '/b/c', '/d/**', '/f']);
  });
});

describe('isProtectedPath', () => {
  it.each([
    ['/setting/**', ['/setting', '/setting/', '/setting/user', '/setting/invoice/edit', '/setting/zzz']],
    ['/order/**', ['/order', '/order/course', '/order/detail/9', '/order/pay/create', '/order/zzz/yyy']],
    ['/message/**', ['/message', '/message/reply', '/message/whisper', '/message/zzz']],
    ['/study', ['/study', '/study/']],
    [
      '/study/certification (我的考证, a journey, its ticket)',
      ['/study/certification', '/study/certification/7', '/study/certification/7/ticket'],
    ],
    ["/study/notes (我的笔记, a course's notes)", ['/study/notes', '/study/notes/7']],
    ['/collect', ['/collect']],
    ['/community/question (ask)', ['/community/question']],
    ['/course/*/play', ['/course/1/play', '/course/abc/play']],
    ['/live/*/play', ['/live/3/play']],
    ['/exam/*/mocks/*', ['/exam/1/mocks/2']],
    ['/exam/*/official/*', ['/exam/1/official/2']],
    ['/exam/*/history (my attempts)', ['/exam/1/history']],
  ])('%s protects %j', (_pattern, paths) => {
    for (const path of paths) expect(isProtectedPath(path), path).toBe(true);
  });

  it.each([
    '/',
    '/course',
    '/course/1',
    '/course/1/play/extra',
    '/course/group/1',
    '/live/3',
    '/live/3/replay',
    '/community',
    '/community/question/5',
    '/community/question/5/answer/6',
    '/exam/1',
    '/exam/1/history/2',
    '/exam/1/mocks',
    '/exam/1/mocks/2/3',
    '/exam/1/official',
    '/settings',
    '/orders/1',
    '/messages',
    '/studying',
    '/collection',
    '/user/1/favorite',
    '/search',
  ])('%s is open', (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });

  it('ignores the query and decodes escapes', () => {
    expect(isProtectedPath('/study?tab=1')).toBe(true);
    expect(isProtectedPath('/%73etting/user')).toBe(true);
    expect(isProtectedPath('/%E0%A4%A')).toBe(false);
    expect(isProtectedPath('/setting/%E0%A4%A')).toBe(true);
  });
});

describe('protectedPathMatcher', () => {
  it('`/**` is any depth including none, `*` exactly one segment', () => {
    const matches = (pattern: string, path: string) => protectedPathMatcher([pattern])(path);
    expect(matches('/a/**', '/a')).toBe(true);
    expect(matches('/a/**', '/a/b/c/d')).toBe(true);
    expect(matches('/a/**', '/ab')).toBe(false);
    expect(matches('/a/*', '/a')).toBe(false);
    expect(matches('/a/*', '/a/b')).toBe(true);
    expect(matches('/a/*', '/a/b/c')).toBe(false);
    expect(matches('/a/*/z', '/a/b/z')).toBe(true);
  });
});
