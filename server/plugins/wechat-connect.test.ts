import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/app';
import { hydrationState } from '../test-support/html';

const setCookieOf = (headers: Record<string, unknown>, name: string): string | undefined =>
  ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? []).find((cookie) => cookie.startsWith(`${name}=`));

describe('GET /auth/wechat/connect with the bundled mock', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const connect = (redirect: string) =>
    app.inject({ method: 'GET', url: `/auth/wechat/connect?redirect=${encodeURIComponent(redirect)}`, headers: { host: 'site.test' } });

  it('sends the browser to the stand-in QR-connect page with every parameter of spec §7', async () => {
    const response = await connect('/course?sort=hot');
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const target = new URL(response.headers.location as string, 'http://site.test');
    expect(target.pathname).toBe('/__mock/wechat/connect');
    expect(target.hash).toBe('#wechat_redirect');
    const params = Object.fromEntries(target.searchParams);
    expect(params).toMatchObject({
      appid: 'wx0mock0skill0site',
      redirect_uri: 'http://site.test/course?sort=hot',
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect(params.state).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the state in a short-lived, page-readable, SameSite=Lax cookie', async () => {
    const response = await connect('/');
    const state = new URL(response.headers.location as string, 'http://x').searchParams.get('state');
    const cookie = setCookieOf(response.headers, 'skill_wx_state')!;
    expect(cookie).toContain(`skill_wx_state=${state};`);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('draws a new state every time', async () => {
    const states = await Promise.all(
      [1, 2, 3].map(async () => new URL((await connect('/')).headers.location as string, 'http://x').searchParams.get('state')),
    );
    expect(new Set(states).size).toBe(3);
  });

  it('drops an old code and state from the way back', async () => {
    const response = await connect('/news?code=old&state=old&page=2');
    expect(new URL(response.headers.location as string, 'http://x').searchParams.get('redirect_uri')).toBe('http://site.test/news?page=2');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', ''])(
    'never leaves the site for redirect=%s',
    async (redirect) => {
      const response = await connect(redirect);
      expect(response.statusCode).toBe(302);
      expect(new URL(response.headers.location as string, 'http://x').searchParams.get('redirect_uri')).toBe('http://site.test/');
    },
  );

  it('over HTTPS (behind a proxy that says so) the state cookie is __Host-skill_wx_state: Secure, Path=/, no Domain', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await proxied.inject({
        method: 'GET',
        url: '/auth/wechat/connect?redirect=/',
        headers: { host: 'site.test', 'x-forwarded-proto': 'https' },
      });
      expect(setCookieOf(response.headers, 'skill_wx_state')).toBeUndefined();
      const line = setCookieOf(response.headers, '__Host-skill_wx_state')!;
      expect(line.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'SameSite=Lax']));
      expect(line).not.toMatch(/Domain=/i);
      expect(new URL(response.headers.location as string, 'http://x').searchParams.get('redirect_uri')).toBe('https://site.test/');
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /auth/wechat/connect with a real API', () => {
  it('without an appid: a Chinese 503 page, no redirect, no cookie', async () => {
    const app = await buildTestApp({ API_UPSTREAM: 'http://127.0.0.1:9' });
    try {
      const response = await app.inject('/auth/wechat/connect?redirect=/');
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('微信登录暂未开放');
      expect(response.headers.location).toBeUndefined();
      expect(setCookieOf(response.headers, 'skill_wx_state')).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('with WECHAT_APP_ID: WeChat’s own QR-connect page (or the configured one)', async () => {
    const app = await buildTestApp({ API_UPSTREAM: 'http://127.0.0.1:9', WECHAT_APP_ID: 'wx1234567890abcdef' });
    const custom = await buildTestApp({ WECHAT_APP_ID: 'wxcustom', WECHAT_CONNECT_URL: 'https://sso.example.com/qrconnect' });
    try {
      const real = new URL(
        (await app.inject({ url: '/auth/wechat/connect?redirect=/study', headers: { host: 'site.test' } })).headers.location as string,
      );
      expect(`${real.origin}${real.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
      expect(real.searchParams.get('appid')).toBe('wx1234567890abcdef');
      expect(real.searchParams.get('redirect_uri')).toBe('http://site.test/study');
      const configured = new URL((await custom.inject('/auth/wechat/connect')).headers.location as string);
      expect(configured.host).toBe('sso.example.com');
      expect(configured.searchParams.get('appid')).toBe('wxcustom');
    } finally {
      await Promise.all([app.close(), custom.close()]);
    }
  });
});

describe('a stale token on a server-rendered page', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('clears the cookie and tells the page self-info failed (spec §8 toast)', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'skill_token=stale-token-that-the-api-does-not-know' } });
    expect(response.statusCode).toBe(200);
    expect(setCookieOf(response.headers, 'skill_token')).toMatch(/Max-Age=0/);
    const state = hydrationState(response.body) as { router: { loaderData: Record<string, { selfFailed?: boolean }> } };
    expect(state.router.loaderData.root).toEqual({ selfFailed: true });
  });

  it('a valid token keeps its cookie and the page knows who is signed in', async () => {
    const token = app.mockApi.store.issueToken(1);
    const response = await app.inject({ url: '/', headers: { cookie: `skill_token=${token}` } });
    expect(setCookieOf(response.headers, 'skill_token')).toBeUndefined();
    const state = hydrationState(response.body) as { router: { loaderData: Record<string, { selfFailed?: boolean }> } };
    expect(state.router.loaderData.root).toEqual({ selfFailed: false });
  });
});

describe('GET /favicon.ico', () => {
  it('points at the SVG icon', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject('/favicon.ico');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/favicon.svg');
    } finally {
      await app.close();
    }
  });
});
