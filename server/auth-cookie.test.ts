import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './test-support/app';
import { hydrationState, parsePage } from './test-support/html';

const DEMO = { account: '13800138000', security: 'Demo@1234', loginType: 1 };

function tokenCookie(response: LightMyRequestResponse) {
  const lines = [response.headers['set-cookie'] ?? []].flat().filter((line) => line.startsWith('skill_token='));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('skill_token cookie (the bundled mock behind the site)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  const logIn = () => app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO });
  const tokenOf = (response: LightMyRequestResponse) => /^skill_token=([^;]+)/.exec(tokenCookie(response))![1]!;

  it('a login sets it HttpOnly, SameSite=Lax, Path=/, 7 days, not Secure over http', async () => {
    const response = await logIn();
    expect(response.json().code).toBe(0);
    const line = tokenCookie(response);
    expect(line).toMatch(/^skill_token=[\w.~+/=-]{16,}; /);
    const attributes = line.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=604800', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
  });

  it('over HTTPS (X-Forwarded-Proto with TRUST_PROXY) it is __Host-skill_token: Secure, Path=/, no Domain', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'x-forwarded-proto': 'https' }, payload: DEMO });
    const lines = [response.headers['set-cookie'] ?? []].flat();
    expect(lines.filter((line) => line.startsWith('skill_token='))).toHaveLength(0);
    const line = lines.find((candidate) => candidate.startsWith('__Host-skill_token='))!;
    expect(line.split('; ').slice(1)).toEqual(expect.arrayContaining(['Max-Age=604800', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(line).not.toMatch(/Domain=/i);
  });

  it('over HTTPS only the __Host- cookie signs in: a bare skill_token (which a sibling subdomain could plant) is ignored', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const login = await app.inject({ method: 'POST', url: '/api/user/login', headers: https, payload: DEMO });
    const token = /__Host-skill_token=([^;]+)/.exec(String(login.headers['set-cookie']))![1]!;
    const planted = await app.inject({ url: '/api/user/self', headers: { ...https, cookie: `skill_token=${token}` } });
    expect(planted.json().code).toBe(401);
    const proper = await app.inject({ url: '/api/user/self', headers: { ...https, cookie: `__Host-skill_token=${token}` } });
    expect(proper.json().data.user.nickname).toBe('技能学员小王');
    const page = await app.inject({ url: '/study', headers: { ...https, cookie: `skill_token=${token}` } });
    expect(page.statusCode).toBe(302);
  });

  it('the JSON the browser gets has the user and no token', async () => {
    const response = await logIn();
    const body = response.json();
    expect(body.data.user.nickname).toBe('技能学员小王');
    expect(body.data).not.toHaveProperty('token');
    expect(response.body).not.toContain(tokenOf(response));
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  });

  it('a failed login sets no cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { ...DEMO, account: '13900139000', security: 'Wrong@1234' },
    });
    expect(response.json().code).not.toBe(0);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('the cookie then signs in /api/user/self and the server render', async () => {
    const cookie = `skill_token=${tokenOf(await logIn())}`;
    const self = await app.inject({ url: '/api/user/self', headers: { cookie } });
    expect(self.json().data.user.nickname).toBe('技能学员小王');
    expect(self.headers['set-cookie']).toBeUndefined();
    const page = await app.inject({ url: '/setting/user', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(hydrationState(page.body).hasToken).toBe(true);
    expect(JSON.stringify(hydrationState(page.body).query)).toContain('技能学员小王');
    // The bell's name carries the badge it shows (axe label-content-name-mismatch).
    const bells = parsePage(page.body)('a[href="/message"]')
      .toArray()
      .map((bell) => bell.attribs['aria-label']);
    expect(bells).toContainEqual(expect.stringMatching(/^消息 \d+ 条未读$/));
  });

  it('a completed QR login sets the cookie and strips the token from data.result', async () => {
    const generated = await app.inject({ method: 'POST', url: '/api/qr/generate', payload: { type: 1 } });
    const content = generated.json().data as string;
    const ticket = app.mockApi.store.qrTickets.get(new URL(content).searchParams.get('ticket')!)!;
    const pending = await app.inject({ method: 'POST', url: '/api/qr/result', payload: { content } });
    expect(pending.json().data.completeFlag).toBe(false);
    expect(pending.headers['set-cookie']).toBeUndefined();
    ticket.status = 1;
    ticket.accountId = 1;
    const done = await app.inject({ method: 'POST', url: '/api/qr/result', payload: { content } });
    expect(done.json().data.completeFlag).toBe(true);
    expect(done.json().data.result.user.nickname).toBe('技能学员小王');
    expect(done.json().data.result).not.toHaveProperty('token');
    expect(tokenCookie(done)).toMatch(/Max-Age=604800/);
  });

  it('logout clears it (Max-Age=0)', async () => {
    const cookie = `skill_token=${tokenOf(await logIn())}`;
    const response = await app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie }, payload: {} });
    expect(tokenCookie(response)).toMatch(/^skill_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('a self answer of 401 clears it', async () => {
    const response = await app.inject({ url: '/api/user/self', headers: { cookie: 'skill_token=revoked-or-made-up-token' } });
    expect(response.json().code).toBe(401);
    expect(tokenCookie(response)).toMatch(/^skill_token=; Max-Age=0/);
  });
});

describe('protected pages on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['/setting/user', '/?login=1&redirect=%2Fsetting%2Fuser'],
    ['/setting', '/?login=1&redirect=%2Fsetting'],
    ['/order/course?page=2', '/?login=1&redirect=%2Forder%2Fcourse%3Fpage%3D2'],
    ['/message/reply', '/?login=1&redirect=%2Fmessage%2Freply'],
    ['/study', '/?login=1&redirect=%2Fstudy'],
    ['/collect', '/?login=1&redirect=%2Fcollect'],
    ['/community/question', '/?login=1&redirect=%2Fcommunity%2Fquestion'],
    ['/course/7/play', '/?login=1&redirect=%2Fcourse%2F7%2Fplay'],
    ['/live/3/play', '/?login=1&redirect=%2Flive%2F3%2Fplay'],
    ['/exam/1/history', '/?login=1&redirect=%2Fexam%2F1%2Fhistory'],
    ['/exam/1/mocks/2', '/?login=1&redirect=%2Fexam%2F1%2Fmocks%2F2'],
    ['/exam/1/official/2', '/?login=1&redirect=%2Fexam%2F1%2Fofficial%2F2'],
  ])('%s without a token → 302 %s', async (url, location) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('');
  });

  it('a token whose session is gone: a protected page clears the cookie and goes to sign in, told why', async () => {
    const response = await app.inject({ url: '/study?tab=2', headers: { cookie: 'skill_token=revoked-or-made-up-token' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?login=expired&redirect=%2Fstudy%3Ftab%3D2');
    expect(tokenCookie(response)).toMatch(/^skill_token=; Max-Age=0/);
  });

  it('a sign-in link opened with a token goes straight to its redirect, never to an outside one', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO });
    const cookie = { cookie: tokenCookie(login).split(';', 1)[0]! };
    const bounced = await app.inject({ url: '/?login=1&redirect=%2Fstudy%3Ftab%3D2', headers: cookie });
    expect(bounced.statusCode).toBe(302);
    expect(bounced.headers.location).toBe('/study?tab=2');
    const outside = await app.inject({ url: '/?login=1&redirect=https%3A%2F%2Fevil.example%2F', headers: cookie });
    expect(outside.statusCode).toBe(200);
  });

  it('a token whose session is gone on an open page: the page renders signed out and the cookie is cleared', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'skill_token=revoked-or-made-up-token' } });
    expect(response.statusCode).toBe(200);
    expect(tokenCookie(response)).toMatch(/^skill_token=; Max-Age=0/);
    expect(hydrationState(response.body).router).toMatchObject({ loaderData: { root: { selfFailed: true } } });
  });

  it('a malformed cookie value counts as no token', async () => {
    const response = await app.inject({ url: '/study', headers: { cookie: 'skill_token=<script>' } });
    expect(response.statusCode).toBe(302);
  });

  it('with a token cookie the protected page renders (200)', async () => {
    const cookie = `skill_token=${app.mockApi.store.issueToken(1)}`;
    for (const url of ['/setting/user', '/study', '/course/7/play']) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it.each(['/', '/course/1', '/community/question/1', '/exam/1', '/privacy'])('%s is open without a token (200)', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the login redirect target renders the home page', async () => {
    const response = await app.inject('/?login=1&redirect=%2Fsetting%2Fuser');
    expect(response.statusCode).toBe(200);
  });
});

describe('rate limits on /api', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('POST /api/sys/user/sms/code: 5 per minute per IP, then 429 with the Chinese envelope', async () => {
    const send = (i: number) =>
      app.inject({ method: 'POST', url: '/api/sys/user/sms/code', payload: { account: `1370000000${i}`, scene: 1 } });
    for (let i = 0; i < 5; i += 1) expect((await send(i)).statusCode).toBe(200);
    const limited = await send(6);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is counted on its own.
    const other = await app.inject({
      method: 'POST',
      url: '/api/sys/user/sms/code',
      remoteAddress: '10.0.0.9',
      payload: { account: '13700000009', scene: 1 },
    });
    expect(other.statusCode).toBe(200);
  });

  it('POST /api/user/login: 20 per minute per IP, then 429', async () => {
    const login = () =>
      app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.0.0.20', payload: { ...DEMO, security: 'Wrong@1234' } });
    for (let i = 0; i < 20; i += 1) expect((await login()).statusCode).toBe(200);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
  });

  it('POST /api/qr/generate: 20 per minute per IP, then 429 (each ticket is kept by the API)', async () => {
    const generate = () => app.inject({ method: 'POST', url: '/api/qr/generate', remoteAddress: '10.0.0.30', payload: { type: 1 } });
    for (let i = 0; i < 20; i += 1) expect((await generate()).json().code).toBe(0);
    const limited = await generate();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
  });

  it('other API calls are not limited', async () => {
    for (let i = 0; i < 30; i += 1) expect((await app.inject('/api/home/index')).statusCode).toBe(200);
  });
});
