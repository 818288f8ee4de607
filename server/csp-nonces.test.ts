import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { buildTestApp, cspNonce, type TestApp } from './test-support/app';
import { expectSharedPage } from './test-support/shared-page';

/**
 * The Content-Security-Policy of every kind of page the site serves. Prerendered pages, signed out, are
 * one document for everyone: no nonce, their inline scripts named by hash (cached routes' pages are
 * checked the same way in anonymous-page-cache.test.ts). Error pages (React's 404, the server's own 400
 * document) and pages rendered for a signed-in learner carry one nonce for scripts and styles in the
 * header, fresh per response, and every <script> and <style> of the HTML as served carries it. (Moved
 * from e2e/csp.spec.ts, which keeps what only a browser shows: the document after hydration, and that
 * Chromium reports no violation.)
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Script types the browser never executes (data blocks): CSP does not govern them, no nonce needed. */
const DATA_BLOCK = /^application\/(ld\+)?json$/i;

async function load(url: string, cookie?: string) {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
  const csp = response.headers['content-security-policy'] as string | undefined;
  const nonce = cspNonce(csp, 'script-src');
  const $ = cheerio.load(response.body);
  const tags = $('script, style')
    .toArray()
    .filter((element) => element.tagName === 'style' || !DATA_BLOCK.test($(element).attr('type') ?? ''))
    .map((element) => ({ tag: element.tagName, nonce: $(element).attr('nonce'), src: $(element).attr('src') ?? '(inline)' }));
  return { response, csp, nonce, tags, title: $('title').text() };
}

/** The header has a nonce in script-src and the same in style-src, and every script and style tag carries it. */
function expectNonceEverywhere(page: Awaited<ReturnType<typeof load>>, url: string) {
  expect(page.nonce, `${url}: a 'nonce-…' in script-src`).toMatch(/^[A-Za-z0-9+/_=-]{16,}$/);
  expect(cspNonce(page.csp, 'style-src'), `${url}: style-src carries the same nonce`).toBe(page.nonce);
  expect(page.tags.length, `${url}: the page has scripts or styles to check`).toBeGreaterThan(0);
  expect(
    page.tags.filter((tag) => tag.nonce !== page.nonce),
    `${url}: every <script> and <style> carries the response's nonce`,
  ).toEqual([]);
}

describe('prerendered pages', () => {
  it.each(['/service', '/privacy', '/contactus', '/pricing', '/business'])(
    '%s: served prerendered signed out as one document for everyone: no nonce, its inline scripts by hash',
    async (url) => {
      const first = await load(url);
      const second = await load(url);
      for (const page of [first, second]) {
        expect(page.response.statusCode).toBe(200);
        expect(page.response.headers['x-prerendered'], `${url} is served prerendered`).toBe('1');
        expectSharedPage(page.response);
        expect(page.response.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
        expect(page.response.headers.vary).toBe('Cookie, accept-encoding');
      }
      expect(second.response.body, 'the same bytes for every load').toBe(first.response.body);
    },
  );

  it('with an empty token cookie (no session): still the prerendered page, but that visitor’s, with a nonce of its own', async () => {
    const page = await load('/privacy', 'skill_token=');
    expect(page.response.headers['x-prerendered']).toBe('1');
    expect(page.response.headers['cache-control']).toBe('private, no-store');
    expectNonceEverywhere(page, '/privacy');
  });
});

describe('error pages', () => {
  it.each([
    { url: '/no-such-page', status: 404, title: '页面不存在 - 技能学堂' },
    // A course id that is no course: also the React 404 page (no route answers 400).
    { url: '/course/abc', status: 404, title: '页面不存在 - 技能学堂' },
    // A malformed escape: Fastify cannot decode the URL, the server answers its 400 error document.
    { url: '/%E0%A4%A', status: 400, title: '请求无效 - 技能学堂' },
    // An encoded backslash: refused by the canonical-path check, the same 400 document.
    { url: '/a%5Cb', status: 400, title: '请求无效 - 技能学堂' },
  ])('$url ($status): a nonce of its own per load on every tag', async ({ url, status, title }) => {
    const first = await load(url);
    const second = await load(url);
    for (const page of [first, second]) {
      expect(page.response.statusCode).toBe(status);
      expect(page.title).toBe(title);
      expectNonceEverywhere(page, url);
    }
    expect(second.nonce).not.toBe(first.nonce);
  });
});

describe('signed in', () => {
  it('rendered for the learner, never the prerendered copy: a nonce on every tag', async () => {
    const cookie = `skill_token=${app.mockApi.store.issueToken(1)}`;
    for (const url of ['/', '/study', '/setting/user', '/service']) {
      const page = await load(url, cookie);
      expect(page.response.statusCode, url).toBe(200);
      expect(page.response.headers['x-prerendered'], `${url} is rendered for the visitor`).toBeUndefined();
      expectNonceEverywhere(page, url);
    }
  });
});
