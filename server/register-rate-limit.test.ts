import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-support/app';
import { startEchoUpstream, type EchoUpstream } from './test-support/echo-upstream';

/**
 * Issue 23, finding 6: registration answered ~170 checks a second with no limit. It checks a secret
 * (an SMS code), so it counts against the login limit per client, in both API modes, before the
 * call reaches the API.
 */
const REGISTER = { account: '13800138000', security: '000000', password: 'Demo@1234', type: 1 };

describe('/api/user/register is limited per client like sign-in', () => {
  let echo: EchoUpstream;
  beforeAll(async () => {
    echo = await startEchoUpstream();
  });
  afterAll(() => echo.close());

  it.each([['proxy mode', () => ({ API_UPSTREAM: echo.url })]])(
    '%s: 3 a window, then 429 in the envelope; another client has its own count',
    async (_, env) => {
      const app = await buildTestApp({ ...env(), RATE_LIMIT_LOGIN_PER_MIN: '3', TRUST_PROXY: '1' });
      const before = echo.hits('/user/register');
      const register = (client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/register',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: REGISTER,
        });
      // The echo upstream answers 404 for registration: what matters is that the call got through.
      for (let i = 0; i < 3; i += 1) expect((await register('203.0.113.7')).statusCode).not.toBe(429);
      const limited = await register('203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
      expect((await register('203.0.113.8')).statusCode).not.toBe(429);
      if ('API_UPSTREAM' in env()) expect(echo.hits('/user/register') - before).toBe(4);
      await app.close();
    },
  );
});
