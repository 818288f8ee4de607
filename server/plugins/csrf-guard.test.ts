import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildTestApp } from '../test-support/app';
import { isCrossSiteUpgrade, isCrossSiteWrite } from './csrf-guard';

const DEMO = { account: '13800138000', security: 'Demo@1234', loginType: 1 };

/** What the guards read of a request. */
const fake = (method: string, protocol: 'http' | 'https', headers: Record<string, string>) =>
  ({ method, protocol, host: 'skill.test', headers: { host: 'skill.test', ...headers } }) as unknown as FastifyRequest;

describe('the cross-site check compares the scheme as well as the host', () => {
  it('an http:// Origin against an https site is cross-site (and the other way round)', () => {
    expect(isCrossSiteWrite(fake('POST', 'https', { origin: 'http://skill.test' }))).toBe(true);
    expect(isCrossSiteWrite(fake('POST', 'http', { origin: 'https://skill.test' }))).toBe(true);
    expect(isCrossSiteWrite(fake('POST', 'https', { origin: 'https://skill.test' }))).toBe(false);
    expect(isCrossSiteWrite(fake('POST', 'http', { origin: 'http://skill.test' }))).toBe(false);
    expect(isCrossSiteUpgrade(fake('GET', 'https', { upgrade: 'websocket', origin: 'http://skill.test' }))).toBe(true);
    expect(isCrossSiteUpgrade(fake('GET', 'https', { upgrade: 'websocket', origin: 'https://skill.test' }))).toBe(false);
  });

  describe('through the site behind a trusted HTTPS proxy', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_MIN: '1000' });
    });
    afterAll(() => app.close());
    const post = (url: string, origin: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: '127.0.0.1',
        headers: { host: 'skill.test', 'x-forwarded-proto': 'https', origin },
        payload: payload as object,
      });

    it('/api refuses an Origin of the same host over plain HTTP, and takes the site’s own', async () => {
      const refused = await post('/api/user/login', 'http://skill.test', DEMO);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: '禁止跨站请求' });
      expect((await post('/api/user/login', 'https://skill.test', DEMO)).statusCode).toBe(200);
    });

    it('the bundled mock’s /__mock controls too', async () => {
      const refused = await post('/__mock/qr/scan', 'http://skill.test', { content: 'x' });
      expect(refused.statusCode).toBe(403);
      expect((await post('/__mock/qr/scan', 'https://skill.test', { content: 'x' })).statusCode).not.toBe(403);
    });
  });
});
