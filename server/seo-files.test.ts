import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { closedPort } from './test-support/echo-upstream';

describe('robots.txt and sitemap.xml', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The crawler files are built on SITE_ORIGIN, never on the asked host (seo-files-origin.test.ts).
    app = await buildTestApp({ TRUST_PROXY: '1', SITE_ORIGIN: 'https://www.skill.test' });
  });
  afterAll(() => app.close());
  const https = { host: 'www.skill.test', 'x-forwarded-proto': 'https' };

  it('robots.txt keeps crawlers out of the private sections and points at the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: https });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of [
      '/setting/',
      '/order/',
      '/message/',
      '/study$',
      '/collect$',
      '/community/question$',
      '/course/*/play$',
      '/api/',
      '/__mock/',
    ])
      expect(lines).toContain(`Disallow: ${rule}`);
    // An exact protected page never hides the public pages under it.
    expect(lines).not.toContain('Disallow: /community/question');
    expect(lines).not.toContain('Disallow: /course/');
    expect(lines).toContain('Sitemap: https://www.skill.test/sitemap.xml');
  });

  it('sitemap.xml lists the public sections and every course, absolute on SITE_ORIGIN', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: https });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const courses = app.mockApi.store.catalogue.courses;
    expect(locs).toContain('https://www.skill.test/');
    expect(locs).toContain('https://www.skill.test/course');
    for (const course of courses) expect(locs).toContain(`https://www.skill.test/course/${course.id}`);
    expect(locs.filter((loc) => /\/course\/\d+$/.test(loc))).toHaveLength(courses.length);
    // Every other kind of public detail page, each id once.
    const { content, catalogue } = app.mockApi.store;
    const expected: [string, number][] = [
      ['/course/group/', content.courseBundles.series.length],
      ['/course/project/', content.courseBundles.packs.length],
      ['/enrollment/', content.enrollmentPlans.length],
      ['/profession/', catalogue.professions.length],
      ['/institutional/', content.institutions.length],
      ['/news/', catalogue.news.length],
      ['/rule/effective/', content.rules.filter((rule) => rule.list === 'effective').length],
      ['/rule/publicity/', content.rules.filter((rule) => rule.list === 'publicity').length],
    ];
    for (const [prefix, count] of expected) {
      expect(count, prefix).toBeGreaterThan(0);
      expect(
        locs.filter((loc) => new RegExp(`^https://www\\.skill\\.test${prefix}\\d+$`).test(loc)),
        prefix,
      ).toHaveLength(count);
    }
    expect(locs.some((loc) => /\/(setting|order|message|study|collect)\b/.test(loc))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('every listed page answers 200', async () => {
    const response = await app.inject('/sitemap.xml');
    const paths = [...response.body.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]!);
    // The sections, and the first and last page of each kind of detail page.
    const byKind = new Map<string, string[]>();
    for (const path of paths.filter((candidate) => /\/\d+$/.test(candidate))) {
      const kind = path.replace(/\d+$/, '');
      byKind.set(kind, [...(byKind.get(kind) ?? []), path]);
    }
    const details = [...byKind.values()].flatMap((kind) => [kind[0]!, kind[kind.length - 1]!]);
    for (const path of paths.filter((candidate) => !/\/\d+$/.test(candidate)).concat(details)) {
      expect((await app.inject(path)).statusCode, path).toBe(200);
    }
  });
});

describe('sitemap.xml when the API is down', () => {
  it('answers 503 in Chinese with Retry-After, never a half list', async () => {
    const app = await buildTestApp({ API_UPSTREAM: `http://127.0.0.1:${await closedPort()}` });
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.body).toContain('站点地图暂不可用');
    await app.close();
  });
});
