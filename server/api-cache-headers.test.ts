import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import { buildTestApp } from './test-support/app';

const DEMO = { account: '13800138000', security: 'Demo@1234', loginType: 1 };
const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());

/** The answers as they come through the proxy from the mock. */
const modes: [string, () => Promise<{ app: FastifyInstance; close: () => Promise<void> }>][] = [
  [
    'proxied to API_UPSTREAM',
    async () => {
      const mock: MockApi = buildMockApi();
      const upstream = await mock.app.listen({ port: 0, host: '127.0.0.1' });
      const app = await buildTestApp({ API_UPSTREAM: upstream });
      return {
        app,
        close: async () => {
          await app.close();
          await mock.app.close();
        },
      };
    },
  ],
];

describe.each(modes)('/api cache headers (%s)', (_name, start) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    ({ app, close } = await start());
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO });
    cookie = String(login.headers['set-cookie']).split(';', 1)[0]!;
  });
  afterAll(() => close());

  it('a signed-in answer (GET /api/user/self with the cookie) is private, no-store and varies on Cookie', async () => {
    const response = await app.inject({ url: '/api/user/self', headers: { cookie } });
    expect(response.json().code).toBe(0);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(varies(response)).toContain('cookie');
  });

  it('the same URL without the cookie varies on Cookie too, so a cache cannot swap the two', async () => {
    const response = await app.inject({ url: '/api/user/self' });
    expect(varies(response)).toContain('cookie');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('sign-in answers are private, no-store', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('any answer for a request with the cookie is private, no-store (even public data)', async () => {
    const response = await app.inject({ url: '/api/home/index', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lesson media a signed-in learner plays may stay in their browser (seeking re-reads ranges), never in a shared cache', async () => {
    const anonymous = await app.inject({ url: '/api/media/cover/1.svg' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=86400');
    const signedIn = await app.inject({ url: '/api/media/cover/1.svg', headers: { cookie } });
    expect(signedIn.headers['cache-control']).toBe('private, max-age=86400');
    expect(varies(signedIn)).toContain('cookie');
    // A contract answer stays no-store for the same visitor, whatever its own header says.
    expect((await app.inject({ url: '/api/home/index', headers: { cookie } })).headers['cache-control']).toBe('private, no-store');
  });

  it('anonymous answers must be revalidated and vary on Cookie', async () => {
    const response = await app.inject({ url: '/api/home/index' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(varies(response)).toContain('cookie');
  });

  it('answers the site makes itself (429, 403, 400) carry the headers as well', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { origin: 'https://evil.example', cookie },
      payload: DEMO,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(varies(refused)).toContain('cookie');
  });
});
