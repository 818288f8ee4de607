import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildMockApi, type MockApi } from './app';
import { buildStandaloneMock } from './standalone';
import { devControls } from './dev-controls';

const PHONE = '13800138000';
const STATE = 'c'.repeat(64);
const CHINESE = /[\u4e00-\u9fff]/;

interface Body {
  code: number;
  msg?: string;
  data?: any;
}

let now = Date.UTC(2026, 0, 1);
let mock: MockApi;
/**
 * The mock with its controls as the site passes calls to it: `/api/x` is the API's `/x`, /__mock as
 * it is, the site's Host and Origin kept (server/plugins/bundled-mock-controls.ts).
 */
const app = {
  inject: (options: InjectOptions): Promise<LightMyRequestResponse> =>
    mock.app.inject({ ...options, url: String(options.url).replace(/^\/api\//, '/') }),
};

beforeAll(async () => {
  mock = buildMockApi({ qrTtlSeconds: 120, now: () => now });
  await mock.app.register(devControls, { prefix: '/__mock', mock });
});
afterAll(() => mock.app.close());

const json = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  const response = await app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { host: 'site.test', ...headers },
  });
  expect(response.statusCode, url).toBe(200);
  return response.json() as Body;
};
const api = (url: string, payload?: unknown) => json('POST', `/api${url}`, payload, { origin: 'http://site.test' });

describe('/__mock/sms/latest', () => {
  it('returns the code actually sent, and a login with it works', async () => {
    expect((await api('/sys/user/sms/code', { account: PHONE, type: 2 })).code).toBe(0);
    const latest = await json('GET', `/__mock/sms/latest?account=${PHONE}`);
    expect(latest).toMatchObject({ code: 0, data: { scene: 2, code: mock.store.sms.get(PHONE)!.code } });
    expect(latest.data.code).toMatch(/^\d{6}$/);
    expect(latest.data.expiresAt).toBe(now + 5 * 60_000);
    const login = await api('/user/login', { account: PHONE, security: latest.data.code, loginType: 2 });
    expect(login.code).toBe(0);
    expect(login.data.user.nickname).toBe('技能学员小王');
  });

  it('is a 404-style business error for a phone that got nothing', async () => {
    const body = await json('GET', '/__mock/sms/latest?account=13000000000');
    expect(body.code).toBe(404);
    expect(body.msg).toMatch(CHINESE);
  });
});

describe('QR login driven through /__mock', () => {
  it('generate → scan → status 1 → confirm → completeFlag with a token → the ticket is consumed (1179)', async () => {
    const content = (await api('/qr/generate', { type: 1 })).data as string;
    expect(content).toMatch(/^http:\/\/site\.test\/__mock\/app\/scan\?ticket=[0-9a-f]{32}$/);

    // The QR content opens the stand-in app page.
    const scanPage = await app.inject({
      method: 'GET',
      url: new URL(content).pathname + new URL(content).search,
      headers: { host: 'site.test' },
    });
    expect(scanPage.statusCode).toBe(200);
    expect(scanPage.headers['content-type']).toContain('text/html');
    expect(scanPage.headers['content-security-policy']).toContain("default-src 'none'");
    expect(scanPage.body).toContain('data-state="waiting"');
    expect(scanPage.body).toContain('扫描');
    expect(scanPage.body).toContain('确认登录');
    expect(scanPage.body).not.toContain('<script');

    expect(await api('/qr/result', { content })).toMatchObject({ code: 0, data: { completeFlag: false, status: 0, result: null } });
    expect((await json('POST', '/__mock/qr/scan', { content })).code).toBe(0);
    expect(await api('/qr/result', { content })).toMatchObject({ code: 0, data: { completeFlag: false, status: 1, result: null } });

    const unknown = await json('POST', '/__mock/qr/confirm', { content, account: '13012345678' });
    expect(unknown.code).not.toBe(0);
    expect(unknown.msg).toMatch(CHINESE);

    expect((await json('POST', '/__mock/qr/confirm', { content, account: PHONE })).code).toBe(0);
    const response = await app.inject({
      method: 'POST',
      url: '/api/qr/result',
      payload: { content },
      headers: { host: 'site.test', origin: 'http://site.test' },
    });
    const done = response.json() as Body;
    expect(done).toMatchObject({ code: 0, data: { completeFlag: true, status: 1 } });
    // The site turns the token into its HttpOnly cookie (or passes it through in the body).
    const token = done.data.result.token ?? /skill_token=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(mock.store.accountByToken(token)?.phone).toBe(PHONE);
    expect(done.data.result.user.nickname).toBe('技能学员小王');

    const again = await api('/qr/result', { content });
    expect(again.code).toBe(1179);
    expect(again.msg).toMatch(CHINESE);
    expect((await json('POST', '/__mock/qr/scan', { content })).code).toBe(1179);
  });

  it('the stand-in page drives the flow with plain form posts and redirects back showing the new state', async () => {
    const content = (await api('/qr/generate', { type: 1 })).data as string;
    const ticket = new URL(content).searchParams.get('ticket')!;
    const form = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { host: 'site.test', 'content-type': 'application/x-www-form-urlencoded', origin: 'http://site.test' },
      });

    const scanned = await form('/__mock/qr/scan', { content: ticket });
    expect(scanned.statusCode).toBe(303);
    const back = scanned.headers.location as string;
    expect(back).toMatch(/^\/__mock\/app\/scan\?ticket=/);
    const pageAfterScan = await app.inject({ method: 'GET', url: back, headers: { host: 'site.test' } });
    expect(pageAfterScan.body).toContain('data-state="scanned"');
    expect(pageAfterScan.body).toContain('扫描成功');

    const confirmed = await form('/__mock/qr/confirm', { content: ticket, account: '13900139000' });
    expect(confirmed.statusCode).toBe(303);
    const pageAfterConfirm = await app.inject({ method: 'GET', url: confirmed.headers.location as string, headers: { host: 'site.test' } });
    expect(pageAfterConfirm.body).toContain('data-state="confirmed"');
    expect((await api('/qr/result', { content })).data.result.user.nickname).toBe('焊工老李');

    // A form post on a used ticket comes back with the error shown on the page, not a JSON body.
    const late = await form('/__mock/qr/scan', { content: ticket });
    expect(late.statusCode).toBe(303);
    const errorPage = await app.inject({ method: 'GET', url: late.headers.location as string, headers: { host: 'site.test' } });
    expect(errorPage.body).toContain('role="alert"');
    expect(errorPage.body).toContain('data-state="consumed"');
  });

  it('tickets expire after the TTL (fake clock): scan and result answer 1179', async () => {
    const content = (await api('/qr/generate', { type: 1 })).data as string;
    now += 120_001;
    expect((await json('POST', '/__mock/qr/scan', { content })).code).toBe(1179);
    expect((await api('/qr/result', { content })).code).toBe(1179);
    const page = await app.inject({
      method: 'GET',
      url: `/__mock/app/scan?content=${encodeURIComponent(content)}`,
      headers: { host: 'site.test' },
    });
    expect(page.body).toContain('data-state="expired"');
  });

  it('/__mock/qr/expire ends a live ticket now: the poll answers 1179; an expired one cannot be expired again', async () => {
    const content = (await api('/qr/generate', { type: 1 })).data as string;
    expect((await api('/qr/result', { content })).code).toBe(0);
    expect((await json('POST', '/__mock/qr/expire', { content })).code).toBe(0);
    expect((await api('/qr/result', { content })).code).toBe(1179);
    expect((await json('POST', '/__mock/qr/expire', { content })).code).toBe(1179);
  });

  it('unknown tickets, malformed JSON and cross-site posts get Chinese errors, never 500', async () => {
    const unknown = await json('POST', '/__mock/qr/scan', { content: '0'.repeat(32) });
    expect(unknown.code).toBe(1179);
    const missing = await json('POST', '/__mock/qr/confirm', {});
    expect(missing).toMatchObject({ code: 400 });
    expect(missing.msg).toMatch(CHINESE);
    const malformed = await app.inject({
      method: 'POST',
      url: '/__mock/qr/scan',
      payload: '{"content":',
      headers: { host: 'site.test', 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toMatchObject({ code: 400 });
    const crossSite = await app.inject({
      method: 'POST',
      url: '/__mock/qr/scan',
      payload: { content: 'x' },
      headers: { host: 'site.test', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const unknownPage = await app.inject({ method: 'GET', url: '/__mock/app/scan?ticket=nope', headers: { host: 'site.test' } });
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.body).toContain('二维码无效');
  });
});

describe('WeChat QR-connect stand-in', () => {
  const connect = (redirectUri: string, state = STATE) =>
    `/__mock/wechat/connect?${new URLSearchParams({ appid: 'wxmockappid', redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state })}`;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'site.test' } });
  const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

  it('offers the bound and the unbound identity and cancel, and redirects back with code and state', async () => {
    const page = await get(connect('http://site.test/course/12?tab=intro'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('已绑定账号的微信（技能学员小王）');
    expect(page.body).toContain('未绑定的微信（新用户）');
    expect(page.body).toContain('取消');
    const [bound, unbound, cancel] = links(page.body);
    const redirected = await get(bound!);
    expect(redirected.statusCode).toBe(302);
    const target = new URL(redirected.headers.location as string, 'http://site.test');
    expect(target.pathname).toBe('/course/12');
    expect(Object.fromEntries(target.searchParams)).toEqual({ tab: 'intro', code: 'wx-demo-wechat-bound', state: STATE });
    const unboundCode = new URL((await get(unbound!)).headers.location as string, 'http://x').searchParams.get('code')!;
    expect(unboundCode).toMatch(/^wx-demo-wechat-new-[0-9a-f]{8}$/);
    // A fresh identity every time the page is shown.
    expect(links((await get(connect('/'))).body)[1]).not.toBe(unbound);
    expect(cancel).toBe('/course/12?tab=intro');

    // The code it hands out logs in (bound) or asks for binding (unbound).
    expect((await api('/user/login', { account: 'wx-demo-wechat-bound', security: STATE, loginType: 10 })).code).toBe(0);
    expect((await api('/user/login', { account: unboundCode, security: STATE, loginType: 10 })).code).toBe(209);
  });

  it('accepts a relative redirect_uri', async () => {
    const [bound] = links((await get(connect('/study'))).body);
    expect((await get(bound!)).headers.location).toBe(`/study?code=wx-demo-wechat-bound&state=${STATE}`);
  });

  it('refuses a foreign redirect_uri with a Chinese error page, and never redirects there', async () => {
    for (const foreign of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://site.test.evil.example/',
    ]) {
      const page = await get(connect(foreign));
      expect(page.statusCode, foreign).toBe(400);
      expect(page.body).toContain('redirect_uri 无效');
      const authorize = await get(
        `/__mock/wechat/authorize?${new URLSearchParams({ redirect_uri: foreign, state: STATE, openid: 'demo-wechat-bound' })}`,
      );
      expect(authorize.statusCode, foreign).toBe(400);
      expect(authorize.headers.location).toBeUndefined();
    }
  });
});

describe('MOCK_SMS_RESEND_SECONDS', () => {
  it('sets how long the mock makes a phone wait for another code, and says so in Chinese', async () => {
    const standalone = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0', MOCK_SMS_RESEND_SECONDS: '30' });
    try {
      expect(standalone.store.smsResendMs).toBe(30_000);
      const send = () => standalone.app.inject({ method: 'POST', url: '/sys/user/sms/code', payload: { account: '13700001111', type: 1 } });
      expect((await send()).json().code).toBe(0);
      expect((await send()).json()).toMatchObject({ code: 1007, msg: '验证码发送过于频繁，请 30 秒后再试' });
    } finally {
      await standalone.app.close();
    }
  });
});

describe('MOCK_QR_TTL_SECONDS', () => {
  it('sets the lifetime of the mock QR tickets', async () => {
    const standalone = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0', MOCK_QR_TTL_SECONDS: '1' });
    try {
      expect(standalone.store.qrTtlMs).toBe(1_000);
      const content = (
        await standalone.app.inject({ method: 'POST', url: '/qr/generate', payload: { type: 1 }, headers: { host: 'site.test' } })
      ).json().data as string;
      const ticket = standalone.store.qrTickets.get(new URL(content).searchParams.get('ticket')!)!;
      expect(ticket.expiresAt - Date.now()).toBeLessThanOrEqual(1_000);
      ticket.expiresAt = Date.now() - 1;
      const result = await standalone.app.inject({
        method: 'POST',
        url: '/qr/result',
        payload: { content },
        headers: { host: 'site.test' },
      });
      expect(result.json()).toMatchObject({ code: 1179 });
    } finally {
      await standalone.app.close();
    }
  });
});
