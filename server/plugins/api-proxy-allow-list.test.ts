import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LiveStatus } from '@shared/enums/live';
import { liveSocketPath } from '@shared/schemas/live-frames';
import { type MockApi, buildStandaloneMock } from '@skill/mock-api';
import { signedMediaUrl } from '@skill/mock-api/testing';
import { buildTestApp, type TestApp } from '../test-support/app';

const NOT_FOUND = { code: 404, msg: '资源不存在' };

/** The status a WebSocket handshake ends with: 101 when it became a socket. */
function upgradeStatus(url: string, origin: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: { origin } });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    socket.once('error', () => resolve(0));
  });
}

/**
 * /api passes on only what the contract declares (shared/api: its endpoints, the file routes and
 * the live socket), in both API modes. The upstream here is the standalone mock WITH its developer
 * controls (MOCK_CONTROLS=1): the site must refuse them whatever the upstream serves.
 */
describe.each([['API_UPSTREAM (the proxy) to a standalone mock that serves /__mock', true]] as const)(
  'the /api allow-list, %s',
  (_name, proxied) => {
    let site: TestApp;
    let origin: string;
    let upstream: MockApi | undefined;
    let upstreamUrl = '';
    const reached: string[] = [];

    beforeAll(async () => {
      if (proxied) {
        upstream = await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_LIVE_SIMULATION: '0', MOCK_CONTROLS: '1' });
        upstream.app.addHook('onRequest', async (request) => {
          reached.push(`${request.method} ${request.url}`);
        });
        upstreamUrl = await upstream.app.listen({ port: 0, host: '127.0.0.1' });
      }
      site = await buildTestApp({
        MOCK_LIVE_SIMULATION: '0',
        RATE_LIMIT_SMS_PER_MIN: '100',
        ...(proxied ? { API_UPSTREAM: upstreamUrl } : {}),
      });
      origin = await site.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await site?.close();
      await upstream?.app.close();
    });

    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${origin}${path}`, {
        method,
        headers: body === undefined ? { origin } : { origin, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it('the mock’s developer controls are a 404 envelope through the site, never passed on', async () => {
      await call('POST', '/api/sys/user/sms/code', { account: '13800138000', type: 2 });
      if (upstream) expect((await fetch(`${upstreamUrl}/__mock/sms/latest?account=13800138000`)).status).toBe(200);
      reached.length = 0;
      for (const [method, path, body] of [
        ['GET', '/api/__mock/sms/latest?account=13800138000'],
        ['POST', '/api/__mock/pay/1/succeed', {}],
        ['POST', '/api/__mock/real-name/1/review', { decision: 'approve' }],
        ['GET', '/api/__mock/wechat/connect'],
      ] as const) {
        const response = await call(method, path, body);
        expect(`${method} ${path} → ${response.status}`).toBe(`${method} ${path} → 404`);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
      expect(reached).toEqual([]);
    });

    it('an undeclared path, or a declared path with another method, is a 404 envelope that never reaches the API', async () => {
      reached.length = 0;
      for (const [method, path] of [
        ['GET', '/api/no/such/endpoint'],
        ['GET', '/api/admin/users'],
        ['POST', '/api/pay/notify'],
        ['DELETE', '/api/home/index'],
        ['POST', '/api/course/list'],
        ['GET', '/api/user/login'],
        ['GET', '/api/live/1/socket'],
        ['OPTIONS', '/api/home/index'],
      ]) {
        const response = await fetch(`${origin}${path}`, { method, headers: { origin } });
        expect(`${method} ${path} → ${response.status}`).toBe(`${method} ${path} → 404`);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
      expect(reached).toEqual([]);
    });

    it('declared endpoints and file routes go through (GET and HEAD)', async () => {
      expect((await call('GET', '/api/home/index')).status).toBe(200);
      const cover = await call('GET', '/api/media/cover/1.svg');
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect((await call('HEAD', '/api/media/cover/1.svg')).status).toBe(200);
      expect((await call('GET', '/api/media/logo/1.svg')).status).toBe(200);
      // Lesson media is served only signed (mock-api/media/media-signature.ts): bare, the API's own 403.
      const mock = upstream ?? site.mockApi;
      const captions = await call('GET', signedMediaUrl('lesson-1.zh-CN.vtt', mock.store.now(), { accountId: 0 }));
      expect(captions.status).toBe(200);
      reached.length = 0;
      expect((await call('GET', '/api/media/lesson/lesson-1.zh-CN.vtt')).status).toBe(403);
      if (upstream) expect(reached).toEqual(['GET /media/lesson/lesson-1.zh-CN.vtt']);
      // The API's own answer for a file it does not have, not the site's refusal.
      reached.length = 0;
      expect((await call('GET', '/api/community/image/none.png')).status).toBe(404);
      if (upstream) expect(reached).toEqual(['GET /community/image/none.png']);
    });

    it('a WebSocket upgrade to anything but the declared live socket is refused; the live socket opens', async () => {
      const ws = origin.replace(/^http/, 'ws');
      reached.length = 0;
      for (const path of ['/api/__mock/live/1', '/api/home/index', '/api/no/such/socket', '/api/live/1/socket/x']) {
        expect(`${path} → ${await upgradeStatus(`${ws}${path}`, origin)}`).toBe(`${path} → 404`);
      }
      expect(reached).toEqual([]);
      const liveId = (upstream ?? site.mockApi).store.catalogue.lives.find(
        (live) => live.status === LiveStatus.LIVE && live.price === 0,
      )!.id;
      expect(await upgradeStatus(`${ws}/api${liveSocketPath(liveId)}`, origin)).toBe(101);
    });
  },
);
