import { describe, expect, it } from 'vitest';
import { safeSitePath } from './site-paths';
import { socialCallbackOf, withoutSocialParams } from './wechat-connect';

describe('safeSitePath', () => {
  it.each(['/', '/study', '/setting/user?tab=1', '/course/12#intro', '/search?q=%E7%84%8A'])('keeps the site path %s', (path) => {
    expect(safeSitePath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'study',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\nevil',
    '/a\\b',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(safeSitePath(value)).toBeNull();
  });
});

describe('WeChat callback query', () => {
  it('finds code and state only when both are present', () => {
    expect(socialCallbackOf('?code=wx-a&state=abc')).toEqual({ code: 'wx-a', state: 'abc' });
    expect(socialCallbackOf('?code=wx-a')).toBeNull();
    expect(socialCallbackOf('?state=abc')).toBeNull();
    expect(socialCallbackOf('?code=&state=abc')).toBeNull();
    expect(socialCallbackOf('')).toBeNull();
  });

  it('drops code and state and keeps everything else in order', () => {
    expect(withoutSocialParams('?sort=hot&code=x&page=2&state=y')).toBe('?sort=hot&page=2');
    expect(withoutSocialParams('?code=x&state=y')).toBe('');
    expect(withoutSocialParams('')).toBe('');
  });
});
