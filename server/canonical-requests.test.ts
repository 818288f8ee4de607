import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-support/app';
import { rawRequest } from './test-support/raw-http';

const DEMO = { account: '13800138000', security: 'Demo@1234', loginType: 1 };
const WRONG = { account: '13900139000', security: 'Wrong@1234', loginType: 1 };
const REFUSED = { code: 400, msg: '请求路径格式不正确' };

/** Spellings that reach the same endpoint at an API that resolves dot segments or decodes %xx. */
export const LOGIN_SPELLINGS = [
  '/api/./user/login',
  '/api/user/./login',
  '/api/user//login',
  '/api//user/login',
  '/api/user/login/',
  '/api/user/%6Cogin',
  '/api/user/login;x=1',
  '/api/user/x/../login',
  '/api/user\\login',
];
export const SMS_SPELLINGS = [
  '/api/sys/user/sms/%63ode',
  '/api/sys/user/./sms/code',
  '/api/sys/user/sms/code/.',
  '/api/sys%2Fuser/sms/code',
  '/api/sys/user/sms/c%6fde',
];

/** The site over real HTTP; X-Forwarded-For picks each test's client. */
async function listeningSite(): Promise<{ app: TestApp; url: string }> {
  const app = await buildTestApp({ TRUST_PROXY: '1' });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

describe('/api accepts one spelling per endpoint', () => {
  let site: { app: TestApp; url: string };
  beforeAll(async () => {
    site = await listeningSite();
  });
  afterAll(() => site.app.close());
  const post = (path: string, body: unknown, client: string) =>
    rawRequest(site.url, path, { method: 'POST', body, headers: { 'x-forwarded-for': client } });

  it.each([...LOGIN_SPELLINGS, ...SMS_SPELLINGS])('POST %s → 400 in Chinese, and the API never sees it', async (path) => {
    const smsBefore = site.app.mockApi.store.sms.size;
    const response = await post(path, { ...DEMO, type: 1 }, '10.7.0.1');
    expect(response.status).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(site.app.mockApi.store.sms.size).toBe(smsBefore);
  });

  it('a correct password through another spelling answers no token and sets no cookie; the canonical one signs in', async () => {
    const sneaky = await post('/api/user/./login', DEMO, '10.7.0.2');
    expect(sneaky.text).not.toMatch(/token/i);
    expect(sneaky.headers['set-cookie']).toBeUndefined();
    const proper = await post('/api/user/login', DEMO, '10.7.0.2');
    expect(proper.json().code).toBe(0);
    expect(proper.text).not.toMatch(/token/i);
    expect(String(proper.headers['set-cookie'])).toMatch(/^skill_token=[^;]+;.*HttpOnly/);
  });

  it('30 wrong-password logins over mixed spellings: at most 20 reach the API in the window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const path = i % 3 === 0 ? '/api/user/login' : LOGIN_SPELLINGS[i % LOGIN_SPELLINGS.length]!;
      statuses.push((await post(path, WRONG, '10.7.0.3')).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
  });

  it('8 SMS requests in a row over mixed spellings: at most 5 sent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const path = i < 6 ? '/api/sys/user/sms/code' : SMS_SPELLINGS[i % SMS_SPELLINGS.length]!;
      statuses.push((await post(path, { account: `1360000000${i}`, type: 1 }, '10.7.0.4')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 400, 400]);
  });

  it('query strings are untouched by the check', async () => {
    const response = await rawRequest(site.url, '/api/course/list?keyword=a%2Fb%2E.&page=1');
    expect(response.status).toBe(200);
    expect(response.json().code).toBe(0);
  });
});

describe('pages resolve to one spelling before the protected-route check', () => {
  let site: { app: TestApp; url: string };
  beforeAll(async () => {
    site = await listeningSite();
  });
  afterAll(() => site.app.close());

  it.each([
    ['/./study', '/study'],
    ['/course/1/./play', '/course/1/play'],
    ['//study', '/study'],
    ['/%73tudy', '/study'],
    ['/setting/x/../user?tab=1', '/setting/user?tab=1'],
  ])('%s → 301 %s, which then asks a signed-out visitor to sign in', async (path, location) => {
    const response = await rawRequest(site.url, path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    const next = await rawRequest(site.url, location);
    expect(next.status).toBe(302);
    expect(next.headers.location).toMatch(/^\/\?login=1&redirect=/);
  });

  it('a leading double slash never becomes a redirect to another host', async () => {
    const response = await rawRequest(site.url, '//evil.example/%2E%2E');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it.each(['/course%2F1%2Fplay', '/study%5C', '/a\\b'])('%s → 400 error page', async (path) => {
    const response = await rawRequest(site.url, path);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
