import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-support/app';
import { hydrationState } from '../test-support/html';

const DEMO = { account: '13800138000', security: 'Demo@1234', loginType: 1 };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function logIn(): Promise<{ token: string; user: { nickname: string } }> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { code: number; data: { token?: string; user: { nickname: string } } };
  expect(body.code).toBe(0);
  // The token travels only in the HttpOnly cookie the server sets (server/auth-cookie.ts).
  expect(body.data.token).toBeUndefined();
  const cookie = response.cookies.find((candidate) => candidate.name === 'skill_token');
  expect(cookie?.value).toBeTruthy();
  return { token: cookie!.value, user: body.data.user };
}

describe('/api through the site to the bundled mock', () => {
  it('GET /api/home/index answers the success envelope', async () => {
    const response = await app.inject('/api/home/index');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.courses).toHaveLength(24);
  });

  it('logs the demo account in: the token in the cookie, the user in the JSON', async () => {
    const { token, user } = await logIn();
    expect(token.length).toBeGreaterThanOrEqual(16);
    expect(user.nickname).toBe('技能学员小王');
    expect(JSON.stringify(user)).not.toContain('13800138000'); // the phone is masked
  });

  it('a wrong password is a business error, not an HTTP error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { ...DEMO, account: '13900139000', security: 'Wrong@1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(1001);
  });

  it('the skill_token cookie signs the request in', async () => {
    const { token } = await logIn();
    const response = await app.inject({ url: '/api/user/self', headers: { cookie: `skill_token=${token}` } });
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.user.nickname).toBe('技能学员小王');
  });

  it('a client-sent token header is not trusted', async () => {
    const { token } = await logIn();
    const response = await app.inject({ url: '/api/user/self', headers: { token } });
    expect(response.json().code).toBe(401);
  });

  it('the cookie wins over a client-sent token header', async () => {
    const { token } = await logIn();
    const response = await app.inject({ url: '/api/user/self', headers: { cookie: 'skill_token=not-a-session', token } });
    expect(response.json().code).toBe(401);
  });

  it('the token cookie also signs the server render in', async () => {
    const { token } = await logIn();
    const signedIn = await app.inject({ url: '/', headers: { cookie: `skill_token=${token}` } });
    expect(hydrationState(signedIn.body).hasToken).toBe(true);
    expect(JSON.stringify(hydrationState(signedIn.body).query)).toContain('技能学员小王');
    const headerOnly = await app.inject({ url: '/', headers: { token } });
    expect(hydrationState(headerOnly.body).hasToken).toBe(false);
    expect(JSON.stringify(hydrationState(headerOnly.body).query)).not.toContain('技能学员小王');
  });

  it('a malformed JSON body gets a JSON error envelope, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "13800138000", "security": ',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(typeof body.code).toBe('number');
    expect(body.code).not.toBe(0);
    expect(typeof body.msg).toBe('string');
    // …and the server still answers.
    expect((await app.inject('/api/home/index')).json().code).toBe(0);
  });

  it('a body that fails the contract schema is a business error naming the problem', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { account: '13800138000' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 400 });
    expect(response.json().msg).toContain('security');
  });

  describe('cross-site writes are refused', () => {
    it.each([
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
      ['Origin: null', { origin: 'null' }],
    ])('%s → 403', async (_, headers) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { host: 'skill.example', ...headers },
        payload: DEMO,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 403 });
    });

    it('a cross-site PUT is refused too', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/sys/message/read',
        headers: { origin: 'https://evil.example' },
        payload: { type: 2 },
      });
      expect(response.statusCode).toBe(403);
    });

    it.each([
      // Served over plain HTTP here (inject): the same origin is http://, scheme included.
      ['the same Origin', { host: 'skill.example', origin: 'http://skill.example' }],
      ['Sec-Fetch-Site: same-origin', { host: 'skill.example', 'sec-fetch-site': 'same-origin', origin: 'http://skill.example' }],
      ['no Origin (not a browser)', { host: 'skill.example' }],
    ])('%s passes', async (_, headers) => {
      const response = await app.inject({ method: 'POST', url: '/api/user/login', headers, payload: DEMO });
      expect(response.statusCode).toBe(200);
      expect(response.json().code).toBe(0);
    });

    it('a cross-site GET is allowed (reads change nothing)', async () => {
      const response = await app.inject({
        url: '/api/home/index',
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
