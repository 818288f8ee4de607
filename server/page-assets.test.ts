import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';
import { elementsOf, parsePage } from './test-support/html';

/** The stylesheets and module preloads in a page's head, in order, and its entry script. */
function headLinks(html: string) {
  const $ = parsePage(html);
  const hrefs = (selector: string) =>
    elementsOf($, selector)
      .toArray()
      .map((link) => link.attribs.href!);
  const entries = $('head > script[type="module"][src]');
  return {
    stylesheets: hrefs('head > link[rel="stylesheet"]'),
    modulePreloads: hrefs('head > link[rel="modulepreload"]'),
    entry: entries.length === 1 ? entries.attr('src') : undefined,
    scriptPriorities: [...elementsOf($, 'head > link[rel="modulepreload"]').toArray(), ...entries.toArray()].map(
      (element) => element.attribs.fetchpriority,
    ),
  };
}

describe('per-page assets from the production build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const linksOf = async (url: string) => {
    const response = await app.inject({ url });
    return { status: response.statusCode, ...headLinks(response.body) };
  };

  it('a page links the entry CSS and its own route CSS, each served; another route’s CSS is not linked', async () => {
    const home = await linksOf('/');
    const course = await linksOf('/course/7');
    expect(home.status).toBe(200);
    expect(home.stylesheets[0]).toMatch(/^\/assets\/entry-client-[\w-]+\.css$/);
    expect(home.stylesheets.some((href) => /\/home-page-[\w-]+\.css$/.test(href))).toBe(true);
    expect(course.stylesheets.some((href) => /\/course-detail-page-[\w-]+\.css$/.test(href))).toBe(true);
    expect(course.stylesheets.some((href) => /\/home-page-/.test(href))).toBe(false);
    // Shared CSS is split by the set of pages that use it, pieces under 2 KB merged (vite.config.ts,
    // `shared-styles`): home links 6 files (19 KB gzip) rather than 3 carrying every shared rule (27 KB,
    // and +3 KB of JS) or 10 unmerged ones (14 KB, but Lighthouse's first paint 0.2–0.5 s later).
    expect(home.stylesheets.length).toBeLessThanOrEqual(8);
    let homeCssGzip = 0;
    for (const href of new Set([...home.stylesheets, ...course.stylesheets])) {
      const response = await app.inject({ url: href });
      expect(response.statusCode, href).toBe(200);
      expect(response.headers['content-type'], href).toMatch(/text\/css/);
      if (home.stylesheets.includes(href)) homeCssGzip += gzipSync(response.rawPayload).length;
    }
    expect(homeCssGzip).toBeLessThan(21 * 1024);
  });

  it('the route’s own chunks are module-preloaded after the entry script, so they load alongside it', async () => {
    const home = await linksOf('/');
    expect(home.entry).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
    expect(home.modulePreloads.some((href) => /\/home-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(new Set(home.modulePreloads).size).toBe(home.modulePreloads.length);
    expect(home.modulePreloads).not.toContain(home.entry);
    for (const href of home.modulePreloads) expect((await app.inject({ url: href })).statusCode, href).toBe(200);
  });

  it('the page’s code loads at low priority, after the stylesheets its first paint waits for (decision 019)', async () => {
    for (const url of ['/', '/course/7', '/community']) {
      const { scriptPriorities } = await linksOf(url);
      expect(scriptPriorities.length, url).toBeGreaterThan(1);
      expect(new Set(scriptPriorities), url).toEqual(new Set(['low']));
    }
  });

  it('a page rendered as an error links the error page’s CSS', async () => {
    const missing = await linksOf('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.stylesheets.some((href) => /\/error-page-[\w-]+\.css$/.test(href))).toBe(true);
  });
});
