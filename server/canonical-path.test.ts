import { describe, expect, it } from 'vitest';
import { canonicalPagePath, nonCanonicalApiPath } from './canonical-path';

describe('nonCanonicalApiPath: one spelling per API path', () => {
  it.each(['/api/user/login', '/api/sys/user/sms/code', '/api/course/7', '/api/search/%E4%B8%AD%E6%96%87', '/api/a%20b'])(
    '%s is canonical',
    (path) => {
      expect(nonCanonicalApiPath(path)).toBeNull();
    },
  );

  it.each([
    ['/api/./user/login', 'dot segment'],
    ['/api/user/./login', 'dot segment'],
    ['/api/user/x/../login', 'dot segment'],
    ['/api/user/login/.', 'dot segment'],
    ['/api//user/login', 'empty segment'],
    ['/api/user/login/', 'empty segment'],
    ['/api/sys/user/sms/%63ode', 'encoded unreserved character'],
    ['/api/user/%6C%6F%67%69%6E', 'encoded unreserved character'],
    ['/api/user/%2e/login', 'encoded unreserved character'],
    ['/api/user/log%7Ein', 'encoded unreserved character'],
    ['/api/user%2Flogin', 'encoded separator'],
    ['/api/user%2flogin', 'encoded separator'],
    ['/api/user%5Clogin', 'encoded separator'],
    ['/api/user/login%3Bx', 'encoded separator'],
    ['/api/user/login%00', 'encoded separator'],
    ['/api/user\\login', 'backslash'],
    ['/api/user/login;jsessionid=1', 'semicolon'],
  ])('%s is refused (%s)', (path, reason) => {
    expect(nonCanonicalApiPath(path)).toBe(reason);
  });
});

describe('canonicalPagePath: pages resolve to one spelling', () => {
  it.each(['/', '/study', '/course/1/play', '/course/', '/search', '/news/%E4%B8%AD'])('%s is already canonical', (path) => {
    expect(canonicalPagePath(path)).toBe(path);
  });

  it.each([
    ['/./study', '/study'],
    ['/course/1/./play', '/course/1/play'],
    ['/course/2/../1/play', '/course/1/play'],
    ['/../../study', '/study'],
    ['//study', '/study'],
    ['//evil.example/x', '/evil.example/x'],
    ['/course//1///play', '/course/1/play'],
    ['/%73tudy', '/study'],
    ['/course/1/%70lay', '/course/1/play'],
    ['/%2E/study', '/study'],
    ['/study/.', '/study/'],
    ['/..', '/'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each(['/course%2F1%2Fplay', '/study%5C', '/a\\b', '/study%00'])('%s cannot be a page (null)', (path) => {
    expect(canonicalPagePath(path)).toBeNull();
  });
});
