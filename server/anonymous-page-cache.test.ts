import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, countingRenderer, cspNonce } from './test-support/app';
import { hydrationState, parsePage } from './test-support/html';
import { PageCache } from './page-cache';

/** Every nonce attribute in a page. */
const noncesIn = (html: string) =>
  new Set(
    parsePage(html)('[nonce]')
      .toArray()
      .map((element) => element.attribs.nonce),
  );

function expectOwnNonceOnly(response: LightMyRequestResponse, html = response.body) {
  const nonce = cspNonce(response.headers['content-security-policy'] as string);
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect([...noncesIn(html)]).toEqual([nonce]);
  return nonce!;
}

describe('the anonymous page cache', () => {
  let app: FastifyInstance;
  let renderer: ReturnType<typeof countingRenderer>;
  let now = 1_000_000;
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  /** Renders after `act`, counting the background ones once they have had a moment to finish. */
  const rendersDuring = async (act: () => Promise<unknown>) => {
    const before = renderer.renders();
    await act();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return renderer.renders() - before;
  };

  beforeAll(async () => {
    renderer = countingRenderer();
    app = await buildTestApp({}, { renderer, pageCache: new PageCache({ maxEntries: 100, maxBytes: 16 * 1024 * 1024, now: () => now }) });
  });
  afterAll(() => app.close());

  const learnerCookie = () => {
    const store = app.mockApi!.store;
    const account = store.addAccount({
      phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      passwordHash: 'x:y',
      nickname: '缓存测试学员',
      gender: 0,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-22T09:00:00+08:00',
    });
    return `skill_token=${store.issueToken(account.id)}`;
  };

  it('renders a cached route once, then serves it from memory with a fresh nonce each time', async () => {
    let first!: LightMyRequestResponse;
    expect(await rendersDuring(async () => (first = await page('/course')))).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const firstNonce = expectOwnNonceOnly(first);

    for (let index = 0; index < 3; index += 1) {
      let hit!: LightMyRequestResponse;
      expect(await rendersDuring(async () => (hit = await page('/course')))).toBe(0);
      expect(hit.headers['x-cache']).toBe('HIT');
      const nonce = expectOwnNonceOnly(hit);
      expect(nonce).not.toBe(firstNonce);
      expect(hit.body.replaceAll(nonce, firstNonce)).toBe(first.body);
    }
  });

  it('says how the answer may be cached: revalidate every time, and it varies with the cookie', async () => {
    const hit = await page('/course');
    expect(hit.headers['cache-control']).toBe('no-cache');
    expect(String(hit.headers.vary)).toMatch(/Cookie/);
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('keys on the whole URL: another query is another page', async () => {
    const second = await page('/course?page=2');
    expect(second.headers['x-cache']).toBe('MISS');
    expect((await page('/course?page=2')).headers['x-cache']).toBe('HIT');
    expect(hydrationState(second.body)).not.toEqual(hydrationState((await page('/course')).body));
  });

  it('a request with a token cookie is never answered from the cache nor stored in it', async () => {
    const cookie = learnerCookie();
    let personal!: LightMyRequestResponse;
    expect(await rendersDuring(async () => (personal = await page('/course', { cookie })))).toBe(1);
    expect(personal.headers['x-cache']).toBeUndefined();
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.body).toContain('缓存测试学员');

    // A URL first requested signed in is still a miss for the next signed-out visitor.
    await page('/course/11', { cookie });
    const anonymous = await page('/course/11');
    expect(anonymous.headers['x-cache']).toBe('MISS');
    expect(anonymous.body).not.toContain('缓存测试学员');

    // Any token cookie at all, even one that is not a session: rendered for that request alone.
    for (const junk of ['skill_token=', 'skill_token=not-a-session', '__Host-skill_token=x']) {
      const response = await page('/course', { cookie: junk });
      expect(response.headers['x-cache'], junk).toBeUndefined();
      expect(response.headers['cache-control'], junk).toBe('private, no-store');
    }
  });

  it('serves a stale page at once and refreshes it in the background, once', async () => {
    await page('/news');
    expect((await page('/news')).headers['x-cache']).toBe('HIT');
    now += 61_000;
    let stale!: LightMyRequestResponse[];
    expect(await rendersDuring(async () => (stale = await Promise.all([page('/news'), page('/news'), page('/news')])))).toBe(1);
    for (const response of stale) {
      expect(response.headers['x-cache']).toBe('STALE');
      expectOwnNonceOnly(response);
    }
    const refreshed = await page('/news');
    expect(refreshed.headers['x-cache']).toBe('HIT');
    expectOwnNonceOnly(refreshed);
    // Past the stale window the page is rendered again in the foreground.
    now += 61_000 + 600_000;
    expect((await page('/news')).headers['x-cache']).toBe('MISS');
  });

  it('never caches routes whose rule says render, 404 pages, or pages that failed', async () => {
    for (const url of ['/search?keyword=电工', '/no-such-page', '/course/99999999']) {
      let responses!: LightMyRequestResponse[];
      expect(await rendersDuring(async () => (responses = [await page(url), await page(url)])), url).toBe(2);
      for (const response of responses) {
        expect(response.headers['x-cache'], url).toBeUndefined();
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    }
  });

  it('a cached page is compressed for the browser that accepts it, with its own nonce inside', async () => {
    await page('/institutional');
    const hit = await page('/institutional', { 'accept-encoding': 'br' });
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(String(hit.headers.vary)).toMatch(/Cookie/);
    expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
    expectOwnNonceOnly(hit, brotliDecompressSync(hit.rawPayload).toString('utf8'));
  });
});

describe('PAGE_CACHE_MAX_MB=0', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PAGE_CACHE_MAX_MB: '0' });
  });
  afterAll(() => app.close());

  it('turns the cache off: every page is rendered', async () => {
    await app.inject('/course');
    const again = await app.inject('/course');
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-store');
  });
});
