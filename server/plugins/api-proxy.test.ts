import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import { buildTestApp } from '../test-support/app';
import { hydrationState, textOf, titleOf } from '../test-support/html';
import { closedPort, startEchoUpstream, type EchoUpstream } from '../test-support/echo-upstream';

/** The skill_token Set-Cookie line of an answer, if any. */
function tokenCookieOf(header: string | string[] | undefined): string | undefined {
  return [header ?? []].flat().find((line) => line.startsWith('skill_token='));
}

/** The proxied site on a free loopback port. */
async function listeningSite(env: Record<string, string>): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildTestApp(env);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await request(url, { headers });
  return { status: response.statusCode, headers: response.headers, body: (await response.body.json()) as Record<string, any> };
}

/** node:http, because undici refuses custom Connection headers (which is what we test). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/api proxied to the standalone mock API over loopback', () => {
  let mock: MockApi;
  let site: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    mock = buildMockApi();
    const mockUrl = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    site = await listeningSite({ API_UPSTREAM: mockUrl });
  });
  afterAll(async () => {
    await site?.app.close();
    await mock?.app.close();
  });

  it('GET /api/home/index comes from the upstream', async () => {
    const { status, body } = await getJson(`${site.url}/api/home/index`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.courses).toHaveLength(24);
  });

  it('POST login goes through with its body; the token comes back only as the HttpOnly cookie, which then signs in', async () => {
    const login = await request(`${site.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800138000', security: 'Demo@1234', loginType: 1 }),
    });
    const body = (await login.body.json()) as { code: number; data: { token?: string; user: { nickname: string } } };
    expect(body.code).toBe(0);
    expect(body.data.user.nickname).toBe('技能学员小王');
    expect(body.data.token).toBeUndefined();
    const setCookie = tokenCookieOf(login.headers['set-cookie']);
    expect(setCookie).toMatch(/; Max-Age=604800/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/; Secure/);
    const token = /^skill_token=([^;]+)/.exec(setCookie!)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(16);

    const withCookie = await getJson(`${site.url}/api/user/self`, { cookie: `skill_token=${token}` });
    expect(withCookie.body.code).toBe(0);
    expect(withCookie.body.data.user.nickname).toBe('技能学员小王');

    const withHeader = await getJson(`${site.url}/api/user/self`, { token });
    expect(withHeader.body.code).toBe(401);

    const page = await request(`${site.url}/setting/user`, { headers: { cookie: `skill_token=${token}` } });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(hydrationState(await page.body.text()).query)).toContain('技能学员小王');
  });

  it('a completed QR login sets the cookie and leaves no token in the JSON', async () => {
    const generated = (await (
      await request(`${site.url}/api/qr/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":1}' })
    ).body.json()) as { data: string };
    const ticket = new URL(generated.data).searchParams.get('ticket')!;
    const entry = mock.store.qrTickets.get(ticket)!;
    entry.status = 1;
    entry.accountId = 1;
    const result = await request(`${site.url}/api/qr/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: generated.data }),
    });
    const body = (await result.body.json()) as {
      code: number;
      data: { completeFlag: boolean; result: { token?: string; user: { nickname: string } } };
    };
    expect(body.code).toBe(0);
    expect(body.data.completeFlag).toBe(true);
    expect(body.data.result.user.nickname).toBe('技能学员小王');
    expect(body.data.result.token).toBeUndefined();
    expect(tokenCookieOf(result.headers['set-cookie'])).toMatch(/^skill_token=[^;]{16,}; Max-Age=604800/);
  });

  it('a self answer of 401 clears the cookie; logout clears it', async () => {
    const self = await request(`${site.url}/api/user/self`, { headers: { cookie: 'skill_token=expired-session-token' } });
    expect(((await self.body.json()) as { code: number }).code).toBe(401);
    expect(tokenCookieOf(self.headers['set-cookie'])).toMatch(/^skill_token=; Max-Age=0/);

    const logout = await request(`${site.url}/api/user/logout`, {
      method: 'POST',
      headers: { cookie: `skill_token=${mock.store.issueToken(1)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await logout.body.text();
    expect(tokenCookieOf(logout.headers['set-cookie'])).toMatch(/^skill_token=; Max-Age=0/);
  });

  it('a protected page without the cookie is a 302 to the login modal', async () => {
    const page = await request(`${site.url}/order/course?page=2`);
    await page.body.text();
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/?login=1&redirect=%2Forder%2Fcourse%3Fpage%3D2');
  });

  it('an unknown /api path is the site’s own 404 envelope (api-proxy-allow-list.test.ts)', async () => {
    const { status, body } = await getJson(`${site.url}/api/no/such/endpoint`);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: '资源不存在' });
  });

  it('SSR: GET / renders the home page with data from the upstream', async () => {
    const [home, page] = await Promise.all([getJson(`${site.url}/api/home/index`), request(`${site.url}/`)]);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = await page.body.text();
    expect(titleOf(html)).toBe('登录技能学堂，探索新技能');
    const text = textOf(html);
    for (const course of home.body.data.courses as { title: string }[]) expect(text).toContain(course.title);
  });

  it('SSR: the skill_token cookie reaches the upstream as the token (signed-in render)', async () => {
    const token = mock.store.issueToken(1);
    const page = await request(`${site.url}/course`, { headers: { cookie: `skill_token=${token}` } });
    const state = hydrationState(await page.body.text());
    expect(state.hasToken).toBe(true);
    expect(JSON.stringify(state.query)).toContain('技能学员小王');
  });
});

describe('proxy header mapping, failures and retries (echo upstream)', () => {
  let echo: EchoUpstream;
  let site: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    echo = await startEchoUpstream();
    site = await listeningSite({ API_UPSTREAM: echo.url, API_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await site?.app.close();
    await echo?.close();
  });

  const echoed = async (path: string, headers: Record<string, string>) => {
    const { status, body } = await getJson(`${site.url}/api/news/echo-${path}`, headers);
    expect(status).toBe(200);
    return body.data as { method: string; url: string; headers: Record<string, string | undefined>; body: unknown };
  };

  it('the skill_token cookie becomes the token header; no cookie goes upstream', async () => {
    const data = await echoed('a', { cookie: 'skill_token=tok_ABC123; theme=dark; other=1' });
    expect(data.headers.token).toBe('tok_ABC123');
    expect(data.headers.cookie).toBeUndefined();
    expect(JSON.stringify(data.headers)).not.toContain('theme=dark');
  });

  it('a client-sent token header is dropped', async () => {
    const data = await echoed('b', { token: 'chosen-by-visitor' });
    expect(data.headers.token).toBeUndefined();
  });

  it('with both, the cookie wins and the client token is gone', async () => {
    const data = await echoed('c', { token: 'chosen-by-visitor', cookie: 'skill_token=tok_REAL' });
    expect(data.headers.token).toBe('tok_REAL');
    expect(JSON.stringify(data.headers)).not.toContain('chosen-by-visitor');
  });

  it('headers named in Connection are dropped, but `Connection: token` cannot strip the proxy-set token', async () => {
    const hop = await rawGet(`${site.url}/api/news/echo-d`, {
      connection: 'keep-alive, x-hop-secret',
      'x-hop-secret': 'do-not-forward',
      'x-end-to-end': 'kept',
    });
    expect(hop.status).toBe(200);
    expect(hop.body.data.headers['x-hop-secret']).toBeUndefined();
    expect(hop.body.data.headers['x-end-to-end']).toBe('kept');

    const advisory = await rawGet(`${site.url}/api/news/echo-e`, { connection: 'token', cookie: 'skill_token=tok_KEEP' });
    expect(advisory.status).toBe(200);
    expect(advisory.body.data.headers.token).toBe('tok_KEEP');
  });

  it('path, query string and body are forwarded as sent', async () => {
    const response = await request(`${site.url}/api/order/echo-f/pay?a=1&b=%E4%B8%AD`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: '世界' }),
    });
    const { data } = (await response.body.json()) as { data: { method: string; url: string; body: unknown } };
    expect(data.method).toBe('POST');
    expect(data.url).toBe('/order/echo-f/pay?a=1&b=%E4%B8%AD');
    expect(data.body).toEqual({ hello: '世界' });
  });

  it('logout clears the cookie whatever the upstream answers (here a 404)', async () => {
    const response = await request(`${site.url}/api/user/logout`, {
      method: 'POST',
      headers: { cookie: 'skill_token=tok_OLD', 'content-type': 'application/json' },
      body: '{}',
    });
    await response.body.text();
    expect(response.statusCode).toBe(404);
    expect(tokenCookieOf(response.headers['set-cookie'])).toMatch(/^skill_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('SMS codes are limited per IP before they reach the upstream: 429 with the Chinese envelope', async () => {
    const send = () =>
      request(`${site.url}/api/sys/user/sms/code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    for (let i = 0; i < 5; i += 1) {
      const ok = await send();
      await ok.body.text();
      expect(ok.statusCode).toBe(404); // the echo upstream has no such endpoint: it got there
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(await limited.body.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
    expect(echo.hits('/sys/user/sms/code')).toBe(5);
  });

  it('a cross-site POST is refused before it reaches the upstream', async () => {
    const before = echo.hits('/order/echo-csrf/pay');
    const response = await request(`${site.url}/api/order/echo-csrf/pay`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(((await response.body.json()) as { code: number }).code).toBe(403);
    expect(echo.hits('/order/echo-csrf/pay')).toBe(before);
  });

  it('a body over the limit is the 413 envelope before the upstream, with or without Content-Length (never a 502)', async () => {
    const before = echo.hits('/order/echo-big/pay');
    const sized = await request(`${site.url}/api/order/echo-big/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `"${'x'.repeat(70 * 1024)}"`,
    });
    expect(sized.statusCode).toBe(413);
    expect(await sized.body.json()).toEqual({ code: 413, msg: '请求内容过大' });
    expect(echo.hits('/order/echo-big/pay')).toBe(before);
    // Chunked: no length to check first, the body is counted as it streams through.
    const chunks = Readable.from(
      (function* () {
        for (let i = 0; i < 20; i += 1) yield Buffer.alloc(8 * 1024, 0x20);
      })(),
    );
    const streamed = await request(`${site.url}/api/order/echo-big/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
    });
    expect(streamed.statusCode).toBe(413);
    expect(await streamed.body.json()).toEqual({ code: 413, msg: '请求内容过大' });
  });

  it.each(['/community/upload', '/enrollment/upload?kind=id-card'])(
    'an upload (%s) may pass the JSON limit up to its own; beyond it, 413 (never a 502)',
    async (path) => {
      const form = (bytes: number) =>
        Buffer.concat([
          Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
          Buffer.alloc(bytes, 1),
          Buffer.from('\r\n--b--\r\n'),
        ]);
      // A token cookie: an upload without one is refused before its body (upload-gate.ts), never proxied.
      const headers = { 'content-type': 'multipart/form-data; boundary=b', cookie: 'skill_token=upload-test' };
      const passed = await request(`${site.url}/api${path}`, { method: 'POST', headers, body: form(300 * 1024) });
      await passed.body.text();
      expect(passed.statusCode).toBe(404); // the echo upstream's answer: it got there
      const refused = await request(`${site.url}/api${path}`, { method: 'POST', headers, body: form(6 * 1024 * 1024) });
      expect(refused.statusCode).toBe(413);
      expect(await refused.body.json()).toEqual({ code: 413, msg: '请求内容过大' });
    },
  );

  it('an upstream slower than API_TIMEOUT_MS is a 504 JSON answer, not a hang', async () => {
    const started = Date.now();
    const { status, body, headers } = await getJson(`${site.url}/api/news/slow`);
    const elapsed = Date.now() - started;
    expect(status).toBe(504);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(body.code).toBe(504);
    expect(typeof body.msg).toBe('string');
    // The upstream would answer after 10 s: anything near that means the timeout was not applied.
    expect(elapsed).toBeLessThan(5_000);
  });

  it('a POST whose upstream answers 503 is not retried', async () => {
    const response = await request(`${site.url}/api/order/fail/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await response.body.text();
    expect(response.statusCode).toBe(503);
    expect(echo.hits('/order/fail/pay')).toBe(1);
  });

  it('a GET whose upstream answers 503 is not retried either', async () => {
    const before = echo.hits('/news/fail');
    const response = await request(`${site.url}/api/news/fail`);
    await response.body.text();
    expect(response.statusCode).toBe(503);
    expect(echo.hits('/news/fail')).toBe(before + 1);
  });

  it('a POST whose upstream drops the connection is a 502 JSON answer, sent once', async () => {
    const response = await request(`${site.url}/api/order/reset/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.body.json()) as { code: number };
    expect(response.statusCode).toBe(502);
    expect(body.code).toBe(502);
    expect(echo.hits('/order/reset/pay')).toBe(1);
  });

  it('SSR: a failing API call is made once per render (no server-side retries) and gives the 500 page', async () => {
    const before = echo.hits('/home/index');
    const response = await request(`${site.url}/`);
    const html = await response.body.text();
    expect(response.statusCode).toBe(500);
    expect(textOf(html)).toContain('抱歉，系统出现错误，请稍后重试');
    // Retrying inside a page request holds the visitor (1 s + 2 s back-off) and triples the load on a failing API.
    expect(echo.hits('/home/index')).toBe(before + 1);
  });

  it('an API_UPSTREAM with a base path keeps it', async () => {
    const based = await listeningSite({ API_UPSTREAM: `${echo.url}/base` });
    try {
      const { body } = await getJson(`${based.url}/api/news/echo-x?q=1`);
      expect(body.data.url).toBe('/base/news/echo-x?q=1');
    } finally {
      await based.app.close();
    }
  });
});

describe('upstream down', () => {
  let site: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    site = await listeningSite({ API_UPSTREAM: `http://127.0.0.1:${await closedPort()}`, API_TIMEOUT_MS: '2000' });
  });
  afterAll(() => site?.app.close());

  it('/api answers 502 JSON quickly', async () => {
    const started = Date.now();
    const { status, headers, body } = await getJson(`${site.url}/api/home/index`);
    expect(status).toBe(502);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(body).toMatchObject({ code: 502 });
    expect(typeof body.msg).toBe('string');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a page whose loader needs the API is a 5xx error page, not a blank page or a hang', async () => {
    const response = await request(`${site.url}/`);
    const html = await response.body.text();
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(textOf(html)).toContain('抱歉，系统出现错误，请稍后重试');
    expect(html).toContain('返回首页');
  });

  it('a page that needs no API data still renders', async () => {
    const response = await request(`${site.url}/privacy`);
    await response.body.text();
    expect(response.statusCode).toBe(200);
  });
});
