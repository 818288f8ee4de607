import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { buildTestApp, type TestApp } from './test-support/app';

/**
 * Signed in (a session of the plain demo account, id 2): the section indexes are HTTP redirects to
 * their first page, and the protected pages render. (Moved from e2e/navigation.spec.ts and
 * e2e/protected-routes.spec.ts: nothing in them needed a browser.)
 */
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  cookie = `skill_token=${app.mockApi.store.issueToken(2)}`;
});
afterAll(() => app.close());

describe('section indexes, signed in', () => {
  // /setting, /order and /message are protected (a real session gets past the sign-in redirect); /rule is open.
  it.each([
    ['/setting', '/setting/user'],
    ['/rule', '/rule/effective'],
    ['/order', '/order/course'],
    ['/message', '/message/reply'],
  ])('%s → 302 %s, which renders', async (from, to) => {
    const redirect = await app.inject({ url: from, headers: { cookie } });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(to);
    const target = await app.inject({ url: to, headers: { cookie } });
    expect(target.statusCode).toBe(200);
  });
});

describe('a protected page, signed in', () => {
  it('/study renders as 我的学习', async () => {
    const response = await app.inject({ url: '/study', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(cheerio.load(response.body)('title').text()).toBe('我的学习 - 技能学堂');
  });
});
