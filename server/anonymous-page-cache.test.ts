import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, countingRenderer, cspNonce, type TestApp } from './test-support/app';
import { hydrationState, parsePage } from './test-support/html';
import { PageCache } from './page-cache';
import { expectSharedPage } from './test-support/shared-page';

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
  let app: TestApp;
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
    const store = app.mockApi.store;
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

  it('renders a cached route once, then serves the same bytes from memory: no nonce, its scripts by hash', async () => {
    let first!: LightMyRequestResponse;
    expect(await rendersDuring(async () => (first = await page('/course')))).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expectSharedPage(first);

    for (let index = 0; index < 3; index += 1) {
      let hit!: LightMyRequestResponse;
      expect(await rendersDuring(async () => (hit = await page('/course')))).toBe(0);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.body).toBe(first.body);
      expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    }
  });

  it('says how any cache may keep it: public for the rule’s time, varying with the cookie and the encoding', async () => {
    const miss = await page('/exam');
    expect(miss.headers['x-cache']).toBe('MISS');
    // exam-list is CATALOGUE: fresh 60 s, then served stale 600 s while it refreshes.
    expect(miss.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const hit = await page('/exam');
    expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(hit.headers.vary).toBe('Cookie, accept-encoding');
    expect(hit.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(hit.headers['set-cookie']).toBeUndefined();
    // Later in its life a hit tells a shared cache only what is left of its freshness.
    now += 45_000;
    expect((await page('/exam')).headers['cache-control']).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=600');
    // home is LIVELY: another rule, other figures.
    expect((await page('/')).headers['cache-control']).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=120');
    now += 100_000;
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
    expect(String(personal.headers.vary)).toMatch(/Cookie/);
    // Rendered for this learner alone: the per-response nonce stays.
    expectOwnNonceOnly(personal);
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
    const rendersBefore = renderer.renders();
    let stale!: LightMyRequestResponse[];
    expect(await rendersDuring(async () => (stale = await Promise.all([page('/news'), page('/news'), page('/news')])))).toBe(1);
    for (const response of stale) {
      expect(response.headers['x-cache']).toBe('STALE');
      // Past its freshness: a shared cache may serve it only while it revalidates.
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=599');
      expectSharedPage(response);
    }
    // The background render calls the API over HTTP: it lands when it lands (a busy machine takes more than 50 ms).
    const refreshed = await vi.waitFor(
      async () => {
        const answer = await page('/news');
        expect(answer.headers['x-cache']).toBe('HIT');
        return answer;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(renderer.renders()).toBe(rendersBefore + 1);
    expectSharedPage(refreshed);
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

  it('every kind of answer says how it may be cached, what it varies on, and whether nginx may buffer it', async () => {
    const learner = learnerCookie();
    const gzip = { 'accept-encoding': 'gzip' };
    const cases: {
      url: string;
      headers?: Record<string, string>;
      status: number;
      cacheControl: string;
      vary: string;
      streamed: boolean;
    }[] = [
      { url: '/course', status: 200, cacheControl: 'public, max-age=0, s-maxage=', vary: 'Cookie, accept-encoding', streamed: false },
      {
        url: '/privacy',
        status: 200,
        cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
        vary: 'Cookie, accept-encoding',
        streamed: false,
      },
      {
        url: '/course',
        headers: { cookie: learner },
        status: 200,
        cacheControl: 'private, no-store',
        vary: 'Cookie, accept-encoding',
        streamed: true,
      },
      {
        url: '/course',
        headers: { cookie: 'skill_token=' },
        status: 200,
        cacheControl: 'private, no-store',
        vary: 'Cookie, accept-encoding',
        streamed: true,
      },
      {
        url: '/privacy',
        headers: { cookie: 'skill_token=' },
        status: 200,
        cacheControl: 'private, no-store',
        vary: 'Cookie, accept-encoding',
        streamed: false,
      },
      {
        url: '/privacy',
        headers: { cookie: learner },
        status: 200,
        cacheControl: 'private, no-store',
        vary: 'Cookie, accept-encoding',
        streamed: true,
      },
      { url: '/search?keyword=电工', status: 200, cacheControl: 'no-store', vary: 'Cookie, accept-encoding', streamed: true },
      { url: '/no-such-page', status: 404, cacheControl: 'no-store', vary: 'Cookie, accept-encoding', streamed: true },
      { url: '/study', status: 302, cacheControl: 'no-store', vary: '', streamed: false },
    ];
    for (const { url, headers = {}, status, cacheControl, vary, streamed } of cases) {
      const where = `${url} ${headers.cookie ? `with ${headers.cookie.slice(0, 14)}…` : 'signed out'}`;
      const response = await page(url, { ...gzip, ...headers });
      expect(response.statusCode, where).toBe(status);
      expect(String(response.headers['cache-control']), where).toMatch(
        new RegExp(`^${cacheControl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      expect(String(response.headers.vary ?? ''), where).toBe(vary);
      expect(response.headers['x-accel-buffering'], where).toBe(streamed ? 'no' : undefined);
    }
  });

  it('a hit sends the bytes stored once per encoding, each the same page, plain for a client that accepts none', async () => {
    const miss = await page('/institutional', { 'accept-encoding': 'identity' });
    expect(miss.headers['x-cache']).toBe('MISS');
    const html = miss.body;
    expectSharedPage(miss);
    const cases: [string | undefined, string | undefined, (body: Buffer) => Buffer][] = [
      ['br', 'br', brotliDecompressSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
      ['identity', undefined, (body) => body],
      [undefined, undefined, (body) => body],
      ['deflate', undefined, (body) => body],
    ];
    const stored = new Map<string, Buffer>();
    for (const [acceptEncoding, encoding, decode] of cases) {
      const hit = await page('/institutional', acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
      expect(hit.headers['x-cache'], acceptEncoding).toBe('HIT');
      expect(hit.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(hit.headers.vary, acceptEncoding).toBe('Cookie, accept-encoding');
      expect(decode(hit.rawPayload).toString('utf8'), acceptEncoding).toBe(html);
      // The same stored bytes every time: compressed once, not per hit.
      const key = encoding ?? 'identity';
      if (stored.has(key)) expect(hit.rawPayload.equals(stored.get(key)!)).toBe(true);
      stored.set(key, hit.rawPayload);
    }
    expect((await page('/institutional', { 'accept-encoding': 'br' })).rawPayload.length).toBeLessThan(html.length / 3);
  });
});

describe('a signed-out page that sets a cookie', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Something on the way (here a hook) sets a cookie on a signed-out page: that answer is this visitor's.
    app = await buildTestApp(
      {},
      {
        pageCache: new PageCache({ maxEntries: 10, maxBytes: 16 * 1024 * 1024 }),
        configure: (site) =>
          site.addHook('onRequest', (request, reply, done) => {
            if (request.headers['x-test-set-cookie']) reply.header('set-cookie', 'seen=1; Path=/');
            done();
          }),
      },
    );
  });
  afterAll(() => app.close());

  it('is private (rendered: its own nonce) and never stored; a kept page sent with a cookie is private too', async () => {
    const cookied = await app.inject({ url: '/news', headers: { 'x-test-set-cookie': '1' } });
    expect(cookied.statusCode).toBe(200);
    expect(cookied.headers['set-cookie']).toBe('seen=1; Path=/');
    expect(cookied.headers['cache-control']).toBe('private, no-store');
    expect(cookied.headers['x-cache']).toBeUndefined();
    expectOwnNonceOnly(cookied);
    expect((await app.inject('/news')).headers['x-cache']).toBe('MISS');
    // A page already kept, sent from the cache to a request that gets a cookie: private too.
    const kept = await app.inject({ url: '/news', headers: { 'x-test-set-cookie': '1' } });
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.headers['set-cookie']).toBe('seen=1; Path=/');
    expect(kept.headers['cache-control']).toBe('private, no-store');
  });
});

describe('PAGE_CACHE_MAX_MB=0', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ PAGE_CACHE_MAX_MB: '0' });
  });
  afterAll(() => app.close());

  it('turns the cache off: every page is rendered, still one shared document any cache in front may keep', async () => {
    const first = await app.inject('/course');
    const again = await app.inject('/course');
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(again.headers.vary).toMatch(/Cookie/);
    expectSharedPage(again);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});
