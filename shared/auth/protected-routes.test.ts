import { describe, expect, it } from 'vitest';
import { isProtectedPath, loginRedirectTarget, matchesPattern } from './protected-routes';

describe('isProtectedPath', () => {
  it.each([
    ['/setting/**', ['/setting', '/setting/', '/setting/user', '/setting/invoice/edit']],
    ['/order/**', ['/order', '/order/course', '/order/detail/9', '/order/pay/create']],
    ['/message/**', ['/message', '/message/reply', '/message/whisper']],
    ['/study', ['/study', '/study/']],
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
  });
});

describe('matchesPattern', () => {
  it('`**` is any depth including none, `*` exactly one segment', () => {
    expect(matchesPattern('/a/**', '/a')).toBe(true);
    expect(matchesPattern('/a/**', '/a/b/c/d')).toBe(true);
    expect(matchesPattern('/a/*', '/a')).toBe(false);
    expect(matchesPattern('/a/*', '/a/b/c')).toBe(false);
    expect(matchesPattern('/a/**/z', '/a/b/c/z')).toBe(true);
  });
});

describe('loginRedirectTarget', () => {
  it('sends the visitor home with the login flag and the encoded way back', () => {
    expect(loginRedirectTarget('/setting/user?tab=a&b=1')).toBe('/?login=1&redirect=%2Fsetting%2Fuser%3Ftab%3Da%26b%3D1');
  });
});
