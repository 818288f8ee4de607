import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { buildMockApi, type MockApi } from '@mock/app';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { pngUpload } from '@mock/test-support';
import { buildTestApp } from './test-support/app';

const DEMO = { account: '13800138000', security: 'Demo@1234', loginType: 1 };
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface Site {
  post: (url: string, body: Buffer, headers: Record<string, string>) => Promise<{ status: number; json: { code: number; msg: string; data: any } }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  get: (url: string, headers: Record<string, string>) => Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>;
  login: () => Promise<string>;
}

/**
 * The image upload in both API modes: the bundled mock in-process (through the route's own body
 * limit) and the standalone mock behind the proxy over real HTTP (the multipart stream passed on).
 */
function uploadCases(name: string, site: () => Site) {
  describe(name, () => {
    const upload = async (form: { payload: Buffer; headers: Record<string, string> }, cookie?: string) =>
      site().post('/api/community/upload', form.payload, { ...form.headers, ...(cookie ? { cookie } : {}) });

    it('stores a PNG for a signed-in learner and serves it back as an image that cannot run', async () => {
      const cookie = await site().login();
      const { status, json } = await upload(pngUpload(), cookie);
      expect(status).toBe(200);
      expect(json).toMatchObject({ code: 0, data: { width: 1, height: 1, url: expect.stringMatching(/^\/api\/community\/image\/[\w-]+\.png$/) } });
      const image = await site().get(json.data.url, {});
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.bytes.equals(PNG_1x1)).toBe(true);
    });

    it('refuses a text file named .jpg (4906), an image over 5 MB (4907) and a visitor signed out (401)', async () => {
      const cookie = await site().login();
      const renamed = await upload(pngUpload('photo.jpg', Buffer.from('<script>alert(1)</script> not an image at all')), cookie);
      expect(renamed.json).toMatchObject({ code: 4906, msg: '只能上传 PNG、JPG、GIF 或 WebP 图片' });
      const large = Buffer.concat([PNG_1x1, Buffer.alloc(COMMUNITY_LIMITS.imageBytesMax)]);
      const tooLarge = await upload(pngUpload('big.png', large), cookie);
      expect(tooLarge.json).toMatchObject({ code: 4907, msg: '图片不能超过 5 MB' });
      expect((await upload(pngUpload())).json).toMatchObject({ code: 401 });
    });
  });
}

const cookieOf = (header: string | string[] | undefined) => [header ?? []].flat().find((line) => line.startsWith('skill_token='))!.split(';')[0]!;

let inProcess: FastifyInstance;
let proxied: FastifyInstance;
let proxiedUrl = '';
let mock: MockApi;

beforeAll(async () => {
  inProcess = await buildTestApp();
  mock = buildMockApi({ liveSimulation: false });
  const mockUrl = await mock.app.listen({ port: 0, host: '127.0.0.1' });
  proxied = await buildTestApp({ API_UPSTREAM: mockUrl });
  proxiedUrl = await proxied.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await inProcess?.close();
  await proxied?.close();
  await mock?.app.close();
});

uploadCases('upload with the bundled mock in-process', () => ({
  post: async (url, body, headers) => {
    const response = await inProcess.inject({ method: 'POST', url, payload: body, headers });
    return { status: response.statusCode, json: response.json() };
  },
  get: async (url, headers) => {
    const response = await inProcess.inject({ url, headers });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  },
  login: async () => cookieOf((await inProcess.inject({ method: 'POST', url: '/api/user/login', payload: DEMO })).headers['set-cookie'] as string[]),
}));

uploadCases('upload through the proxy to the standalone mock', () => ({
  post: async (url, body, headers) => {
    const response = await request(`${proxiedUrl}${url}`, { method: 'POST', body, headers });
    return { status: response.statusCode, json: (await response.body.json()) as never };
  },
  get: async (url, headers) => {
    const response = await request(`${proxiedUrl}${url}`, { headers });
    return { status: response.statusCode, headers: response.headers, bytes: Buffer.from(await response.body.arrayBuffer()) };
  },
  login: async () => {
    const response = await request(`${proxiedUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
    await response.body.dump();
    return cookieOf(response.headers['set-cookie']);
  },
}));
