import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from './test-support/app';
import { startMockApi } from '@skill/mock-api';
import { upstreamTransport } from './upstream-transport';

/** The site with one extra route that says who the server thinks the client is. */
const appWithWhoAmI = (env: Record<string, string> = {}): Promise<FastifyInstance> =>
  buildTestApp(env, { configure: (app) => app.get('/__whoami', (request) => ({ ip: request.ip, protocol: request.protocol })) });
import { startEchoUpstream, type EchoUpstream } from './test-support/echo-upstream';

/** What a client may write itself, besides a forged first X-Forwarded-For entry. */
const SPOOFED = {
  'x-real-ip': '6.6.6.6',
  forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
  'x-client-ip': '6.6.6.6',
};
/** What the trusted nginx in front sets (docs/operations.md). */
const FROM_NGINX = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'skill.test' };

describe('TRUST_PROXY decides who the client is', () => {
  it('1 (one nginx) takes the address nginx appended, never the ones the client wrote before it', async () => {
    const app = await appWithWhoAmI({ TRUST_PROXY: '1' });
    const response = await app.inject({
      url: '/__whoami',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    await app.close();
  });

  it('a list of proxy addresses trusts exactly those', async () => {
    const app = await appWithWhoAmI({ TRUST_PROXY: '127.0.0.1' });
    const viaProxy = await app.inject({ url: '/__whoami', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaProxy.json().ip).toBe('203.0.113.9');
    const direct = await app.inject({ url: '/__whoami', remoteAddress: '198.51.100.4', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(direct.json().ip).toBe('198.51.100.4');
    await app.close();
  });

  it('the login limit is per client with TRUST_PROXY on: another client is counted on its own, and a forged first entry changes nothing', async () => {
    const app = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_MIN: '3' });
    const login = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { account: '13900139000', security: 'Wrong@1234', loginType: 1 },
      });
    for (let i = 0; i < 3; i += 1) expect((await login(`10.0.0.${i}, 203.0.113.1`)).statusCode).toBe(200);
    expect((await login('10.9.9.9, 203.0.113.1')).statusCode).toBe(429);
    expect((await login('203.0.113.2')).statusCode).toBe(200);
    await app.close();
  });

  it('off by default: X-Forwarded-For is ignored, and X-Forwarded-Proto brings one warning at the first request', async () => {
    const app = await appWithWhoAmI();
    const warn = vi.spyOn(app.log, 'warn');
    const first = await app.inject({
      url: '/__whoami',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    expect(first.json()).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    await app.inject({ url: '/__whoami', headers: { 'x-forwarded-proto': 'https' } });
    const warnings = warn.mock.calls.filter(([, message]) => String(message).includes('TRUST_PROXY is off'));
    expect(warnings).toHaveLength(1);
    await app.close();
  });

  it('no warning when TRUST_PROXY is set', async () => {
    const app = await buildTestApp({ TRUST_PROXY: '1' });
    const warn = vi.spyOn(app.log, 'warn');
    await app.inject({ url: '/api/home/index', headers: { 'x-forwarded-proto': 'https' } });
    expect(warn.mock.calls.filter(([, message]) => String(message).includes('TRUST_PROXY'))).toHaveLength(0);
    await app.close();
  });
});

describe('the upstream learns the trusted client address, never the client’s claims', () => {
  let echo: EchoUpstream;
  let app: TestApp;
  beforeAll(async () => {
    echo = await startEchoUpstream();
    app = await buildTestApp({ API_UPSTREAM: echo.url, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await app.close();
    await echo.close();
  });

  it('through the /api proxy', async () => {
    const response = await app.inject({
      url: '/api/news/echo-who',
      remoteAddress: '127.0.0.1',
      headers: { ...SPOOFED, ...FROM_NGINX, 'x-forwarded-for': '6.6.6.6, 203.0.113.9', host: 'upstream-name' },
    });
    const headers = response.json().data.headers as Record<string, string>;
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(headers['x-real-ip']).toBe('203.0.113.9');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('skill.test');
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-client-ip']).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain('6.6.6.6');
    expect(JSON.stringify(headers)).not.toContain('evil.example');
  });

  it('on the SSR transport (the page loaders’ API calls)', async () => {
    await app.inject({
      url: '/',
      remoteAddress: '127.0.0.1',
      headers: { ...SPOOFED, ...FROM_NGINX, 'x-forwarded-for': '6.6.6.6, 203.0.113.10' },
    });
    const headers = echo.lastHeaders('/home/index')!;
    expect(headers['x-forwarded-for']).toBe('203.0.113.10');
    expect(headers['x-real-ip']).toBe('203.0.113.10');
    expect(headers['x-forwarded-host']).toBe('skill.test');
    expect(headers.forwarded).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain('6.6.6.6');
  });
});

describe('the mock’s per-client limits key on the visitor the site trusts (证书查询, issue 25 §3)', () => {
  const query = { name: '某某', idNumber: '44030519880808123X' };

  it('through /api: each visitor counts on their own, a forged header changes nothing', async () => {
    const app = await buildTestApp({ TRUST_PROXY: '1' });
    const ask = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/certificate/query',
        remoteAddress: '127.0.0.1',
        headers: { ...SPOOFED, 'x-forwarded-for': forwardedFor },
        payload: query,
      });
    for (let i = 0; i < 5; i += 1) expect((await ask(`10.0.0.${i}, 203.0.113.21`)).json()).toMatchObject({ code: 1315 });
    expect((await ask('10.9.9.9, 203.0.113.21')).json()).toMatchObject({ code: 1316 });
    expect((await ask('203.0.113.22')).json()).toMatchObject({ code: 1315 });
    await app.close();
  });

  it('on the SSR transport: the page request’s visitor, not the site server', async () => {
    const api = await startMockApi({ MOCK_LIVE_SIMULATION: '0' });
    const { factory, close } = upstreamTransport(api.url, 5_000);
    const as = (ip: string) => factory({ token: undefined, client: { ip, host: 'skill.test', protocol: 'https' } });
    const ask = (ip: string) => as(ip)({ method: 'POST', path: '/certificate/query', body: query });
    for (let i = 0; i < 5; i += 1) expect((await ask('203.0.113.31')).body).toMatchObject({ code: 1315 });
    expect((await ask('203.0.113.31')).body).toMatchObject({ code: 1316 });
    expect((await ask('203.0.113.32')).body).toMatchObject({ code: 1315 });
    await close();
    await api.close();
  });
});
