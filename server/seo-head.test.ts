import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { jsonLdOf, parsePage } from './test-support/html';
import { loadConfig } from './config';
/** Every configuration names its API (required). */
const API = 'http://api.test';

/** The head's <meta> tags as name or property → content, and the canonical link; a name twice fails. */
function headTags(html: string): Record<string, string> {
  const $ = parsePage(html);
  const tags: Record<string, string> = {};
  // (Media-specific metas such as a light and a dark theme-color may come in pairs.)
  for (const meta of $('head > meta[content]:not([media])').toArray()) {
    const name = meta.attribs.property ?? meta.attribs.name;
    if (!name) continue;
    if (name in tags) throw new Error(`two <meta> ${name} in the head`);
    tags[name] = meta.attribs.content!;
  }
  const canonical = $('head > link[rel="canonical"]');
  if (canonical.length > 1) throw new Error('two canonical links in the head');
  if (canonical.length) tags.canonical = canonical.attr('href')!;
  return tags;
}

/** The JSON-LD blocks (data the browser never runs: CSP needs no nonce or hash for them). */
function jsonLd(html: string) {
  const $ = parsePage(html);
  return jsonLdOf($);
}

describe('canonical URL, Open Graph and BreadcrumbList in the head', () => {
  let app: TestApp;
  let pinned: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    pinned = await buildTestApp({ SITE_ORIGIN: 'https://www.skill.example' });
  });
  afterAll(async () => {
    await app.close();
    await pinned.close();
  });

  it('a course page: canonical on the asked host, its title, description and cover for link previews', async () => {
    const course = app.mockApi.store.catalogue.courses.find((candidate) => candidate.id === 7)!;
    const response = await app.inject({ url: '/course/7?utm_source=wechat', headers: { host: 'learn.example.cn' } });
    const tags = headTags(response.body);
    expect(tags.canonical).toBe('http://learn.example.cn/course/7');
    expect(tags['og:url']).toBe(tags.canonical);
    expect(tags['og:title']).toBe(`${course.title} - 技能学堂`);
    expect(tags['og:description']).toBe(course.subtitle);
    expect(tags['og:image']).toBe(`http://learn.example.cn${course.cover}`);
    expect(tags['og:type']).toBe('website');
    expect(tags['og:site_name']).toBe('技能学堂');
    expect(tags['og:locale']).toBe('zh_CN');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags.robots).toBeUndefined();
  });

  it('a BreadcrumbList that mirrors the visible breadcrumb, absolute URLs, the page itself last', async () => {
    const course = app.mockApi.store.catalogue.courses.find((candidate) => candidate.id === 7)!;
    const blocks = jsonLd((await app.inject({ url: '/course/7', headers: { host: 'learn.example.cn' } })).body);
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'http://learn.example.cn/' },
      { '@type': 'ListItem', position: 2, name: '课程', item: 'http://learn.example.cn/course' },
      { '@type': 'ListItem', position: 3, name: course.title, item: 'http://learn.example.cn/course/7' },
    ]);
    // The home page has no breadcrumb, so none in the head either.
    expect(jsonLd((await app.inject('/')).body).some((block) => block['@type'] === 'BreadcrumbList')).toBe(false);
  });

  it('a filtered list keeps its filters in one order in the canonical URL; junk and defaults are dropped', async () => {
    const response = await app.inject({
      url: '/course?sort=latest&utm=x&level=9&category=%E4%BF%A1%E6%81%AF%E6%8A%80%E6%9C%AF&page=1',
      headers: { host: 'a.example' },
    });
    expect(headTags(response.body).canonical).toBe('http://a.example/course?category=%E4%BF%A1%E6%81%AF%E6%8A%80%E6%9C%AF&sort=latest');
    expect(headTags((await app.inject('/course?page=2')).body).canonical).toMatch(/\/course\?page=2$/);
  });

  it('SITE_ORIGIN wins over the Host header; a Host that is not a plain host name never reaches the markup', async () => {
    const pinnedTags = headTags((await pinned.inject({ url: '/course/7', headers: { host: 'evil.example' } })).body);
    expect(pinnedTags.canonical).toBe('https://www.skill.example/course/7');
    expect(pinnedTags['og:image']).toMatch(/^https:\/\/www\.skill\.example\//);
    const odd = await app.inject({ url: '/course/7', headers: { host: 'x"><script>alert(1)</script>' } });
    expect(odd.body).not.toContain('<script>alert(1)');
    expect(headTags(odd.body).canonical).toBe('http://localhost/course/7');
  });

  it('prerendered pages get the origin of each request, like their nonce', async () => {
    const first = await app.inject({ url: '/privacy', headers: { host: 'one.example' } });
    const second = await app.inject({ url: '/privacy', headers: { host: 'two.example:8443' } });
    expect(first.headers['x-prerendered']).toBe('1');
    expect(headTags(first.body).canonical).toBe('http://one.example/privacy');
    expect(headTags(second.body).canonical).toBe('http://two.example:8443/privacy');
    expect(first.body).not.toContain('__SKILL_SITE_ORIGIN__');
    expect(first.body).not.toContain('skill-site-origin.invalid');
  });

  it('error pages and the search page are kept out of indexes; error pages carry no canonical', async () => {
    const missing = await app.inject('/course/99999999');
    expect(missing.statusCode).toBe(404);
    expect(headTags(missing.body).robots).toBe('noindex');
    expect(headTags(missing.body).canonical).toBeUndefined();
    const search = await app.inject('/search?keyword=%E7%94%B5%E5%B7%A5');
    expect(headTags(search.body).robots).toBe('noindex');
    expect(headTags(search.body).canonical).toMatch(/\/search$/);
  });

  it('SITE_ORIGIN must be an origin: no path, http(s) only', () => {
    expect(loadConfig({ API_UPSTREAM: API, SITE_ORIGIN: 'https://www.skill.example/' }).SITE_ORIGIN).toBe('https://www.skill.example');
    expect(() => loadConfig({ API_UPSTREAM: API, SITE_ORIGIN: 'https://www.skill.example/learn' })).toThrow(/SITE_ORIGIN/);
    expect(() => loadConfig({ API_UPSTREAM: API, SITE_ORIGIN: 'ftp://www.skill.example' })).toThrow(/SITE_ORIGIN/);
  });
});
