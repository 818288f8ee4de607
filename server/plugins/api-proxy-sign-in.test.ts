import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-support/app';
import { ECHO_TOKEN, startEchoUpstream, type EchoUpstream } from '../test-support/echo-upstream';

const LOGIN = { account: '13800138000', security: 'Demo@1234', loginType: 1 };
const tokenCookieOf = (header: string | string[] | undefined) => [header ?? []].flat().find((line) => line.startsWith('skill_token='));

describe('sign-in answers through the proxy (echo upstream)', () => {
  let echo: EchoUpstream;
  let app: FastifyInstance;
  beforeAll(async () => {
    echo = await startEchoUpstream();
    app = await buildTestApp({ API_UPSTREAM: echo.url, RATE_LIMIT_LOGIN_PER_MIN: '1000' });
  });
  afterAll(async () => {
    await app.close();
    await echo.close();
  });

  const login = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/user/login', headers: { 'accept-encoding': 'gzip, deflate, br', ...headers }, payload: LOGIN });

  it('the upstream is asked for an uncompressed sign-in answer even when the browser accepts gzip and br', async () => {
    await login({});
    expect(echo.lastHeaders('/user/login')?.['accept-encoding']).toBe('identity');
  });

  it.each(['gzip', 'br', 'deflate'])(
    'an upstream that compresses anyway (%s): the token still becomes the cookie and leaves the JSON',
    async (encoding) => {
      const response = await login({ 'x-echo-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ code: 0, msg: 'success', data: { user: { id: 1, nickname: '回声' } } });
      expect(response.body).not.toContain(ECHO_TOKEN);
      expect(tokenCookieOf(response.headers['set-cookie'])).toMatch(new RegExp(`^skill_token=${ECHO_TOKEN}; .*HttpOnly`));
    },
  );

  it.each(['compress', 'zstd'])(
    'an answer in a coding the site cannot read (%s) is refused with 502, never passed on with its token',
    async (encoding) => {
      const response = await login({ 'x-echo-encoding': encoding });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 502, msg: '服务暂不可用，请稍后重试' });
      expect(response.body).not.toContain(ECHO_TOKEN);
      expect(tokenCookieOf(response.headers['set-cookie'])).toBeUndefined();
    },
  );

  it('code -102 is success for the cookie as for the API client: cookie set, token removed', async () => {
    const response = await login({ 'x-echo-code': '-102' });
    expect(response.json()).toMatchObject({ code: -102, data: { user: { nickname: '回声' } } });
    expect(response.body).not.toContain(ECHO_TOKEN);
    expect(tokenCookieOf(response.headers['set-cookie'])).toMatch(new RegExp(`^skill_token=${ECHO_TOKEN};`));
  });

  it('a bare HTTP 401 (not JSON) to the self call clears the cookie, as the envelope’s 401 does', async () => {
    const response = await app.inject({ url: '/api/user/self', headers: { cookie: 'skill_token=tok_STALE' } });
    expect(response.statusCode).toBe(401);
    expect(tokenCookieOf(response.headers['set-cookie'])).toMatch(/^skill_token=; Max-Age=0/);
  });

  it('a business failure sets no cookie', async () => {
    const response = await login({ 'x-echo-code': '1001' });
    expect(tokenCookieOf(response.headers['set-cookie'])).toBeUndefined();
  });
});

describe('the login limit through the proxy', () => {
  let echo: EchoUpstream;
  beforeAll(async () => {
    echo = await startEchoUpstream();
  });
  afterAll(() => echo.close());

  it('3 a window, then 429 before the upstream; the window ends and logins go through again', async () => {
    const app = await buildTestApp({ API_UPSTREAM: echo.url, RATE_LIMIT_LOGIN_PER_MIN: '3' }, { rateLimitWindowMs: 1000 });
    const before = echo.hits('/user/login');
    const login = () => app.inject({ method: 'POST', url: '/api/user/login', payload: LOGIN });
    for (let i = 0; i < 3; i += 1) expect((await login()).statusCode).toBe(200);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(echo.hits('/user/login') - before).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await login()).statusCode).toBe(200);
    await app.close();
  });

  it('with TRUST_PROXY=1 each client behind nginx has its own count', async () => {
    const app = await buildTestApp({ API_UPSTREAM: echo.url, RATE_LIMIT_LOGIN_PER_MIN: '2', TRUST_PROXY: '1' });
    const login = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: LOGIN,
      });
    expect((await login('203.0.113.1')).statusCode).toBe(200);
    expect((await login('203.0.113.1')).statusCode).toBe(200);
    expect((await login('203.0.113.1')).statusCode).toBe(429);
    expect((await login('forged, 203.0.113.1')).statusCode).toBe(429);
    expect((await login('203.0.113.2')).statusCode).toBe(200);
    await app.close();
  });
});
