import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch, prefetchesData, prefetchKeyOf, type LinkLike } from './prefetch-policy';

const here = { origin: 'https://skill.example', pathname: '/course', search: '?page=2' };

function link(href: string, attributes: Record<string, string> = {}, target = ''): LinkLike {
  return { href: new URL(href, here.origin).href, target, hasAttribute: (name) => name in attributes };
}

describe('connectionAllowsPrefetch', () => {
  it('prefetches on 4g or an unknown connection, never with Save-Data or on a slower one', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ saveData: true })).toBe(false);
    for (const slow of ['3g', '2g', 'slow-2g']) expect(connectionAllowsPrefetch({ effectiveType: slow })).toBe(false);
  });
});

describe('prefetchKeyOf', () => {
  it('keys a page by its path and query', () => {
    expect(prefetchKeyOf(link('/course/7'), here, false)).toBe('/course/7');
    expect(prefetchKeyOf(link('/course?page=3#list'), here, false)).toBe('/course?page=3');
    expect(prefetchKeyOf(link('/course'), here, false)).toBe('/course');
  });

  it('never the page being shown, another origin, the API, assets or mock controls', () => {
    expect(prefetchKeyOf(link('/course?page=2'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/course?page=2#reviews'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('https://other.example/course/7'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/api/course/7'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/assets/entry.js'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/__mock/wechat/connect'), here, false)).toBeNull();
  });

  it('leaves downloads, new tabs and reload links to the browser', () => {
    expect(prefetchKeyOf(link('/course/7', { download: '' }), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/course/7', { 'data-reload': '' }), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/course/7', {}, '_blank'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/course/7', {}, '_self'), here, false)).toBe('/course/7');
  });

  it('skips protected pages and sign-in-gated links for a signed-out visitor only', () => {
    expect(prefetchKeyOf(link('/study'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/course/7/play'), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/course/7', { 'data-requires-login': '' }), here, false)).toBeNull();
    expect(prefetchKeyOf(link('/study'), here, true)).toBe('/study');
    expect(prefetchKeyOf(link('/course/7', { 'data-requires-login': '' }), here, true)).toBe('/course/7');
  });
});

describe('prefetchesData', () => {
  it('runs the loaders of public pages, fetches only the code of protected ones', () => {
    expect(prefetchesData('/course/7')).toBe(true);
    expect(prefetchesData('/news')).toBe(true);
    expect(prefetchesData('/study')).toBe(false);
    expect(prefetchesData('/setting/account')).toBe(false);
    expect(prefetchesData('/course/7/play')).toBe(false);
  });
});
