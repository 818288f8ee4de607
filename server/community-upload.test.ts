import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { buildMockApi, type MockApi } from '@skill/mock-api';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { pngUpload } from '@skill/mock-api/testing';
import { buildTestApp } from './test-support/app';

const DEMO = { account: '13800138000', security: 'Demo@1234', loginType: 1 };
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface Site {
  post: (
    url: string,
    body: Buffer,
    headers: Record<string, string>,
  ) => Promise<{ status: number; json: { code: number; msg: string; data: any } }>;
  get: (url: string, headers: Record<string, string>) => Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>;
  login: () => Promise<string>;
}

/**
 * The image upload through the site's proxy to the mock over real HTTP (the multipart stream passed on).
 */
function uploadCases(name: string, site: () => Site) {
  describe(name, () => {
    const upload = async (form: { payload: Buffer; headers: Record<string, string> }, cookie?: string) =>
      site().post('/api/community/upload', form.payload, { ...form.headers, ...(cookie ? { cookie } : {}) });

    it('stores a PNG for a signed-in learner and serves it back as an image that cannot run', async () => {
      const cookie = await site().login();
      const { status, json } = await upload(pngUpload(), cookie);
      expect(status).toBe(200);
      expect(json).toMatchObject({
        code: 0,
        data: { width: 1, height: 1, url: expect.stringMatching(/^\/api\/community\/image\/[\w-]+\.png$/) },
      });
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

const cookieOf = (header: string | string[] | undefined) =>
  [header ?? []]
    .flat()
    .find((line) => line.startsWith('skill_token='))!
    .split(';')[0]!;

let proxied: FastifyInstance;
let proxiedUrl = '';
let mock: MockApi;

beforeAll(async () => {
  mock = buildMockApi({ liveSimulation: false });
  const mockUrl = await mock.app.listen({ port: 0, host: '127.0.0.1' });
  proxied = await buildTestApp({ API_UPSTREAM: mockUrl });
  proxiedUrl = await proxied.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await proxied?.close();
  await mock?.app.close();
});

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
    const response = await request(`${proxiedUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    await response.body.dump();
    return cookieOf(response.headers['set-cookie']);
  },
}));

/** One upload over a raw connection: the headers at once, the body only when the test says. */
function rawUpload(
  base: string,
  {
    cookie,
    contentLength,
    contentType = 'multipart/form-data; boundary=----skill-test-boundary',
  }: { cookie?: string; contentLength: number; contentType?: string },
) {
  const { port } = new URL(base);
  const socket = connect({ host: '127.0.0.1', port: Number(port) });
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  socket.on('error', () => undefined);
  const answered = new Promise<{ status: number; json: { code: number; msg: string } }>((resolve) => {
    const check = () => {
      const end = received.indexOf('\r\n\r\n');
      const head = received.subarray(0, Math.max(0, end)).toString('latin1');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      if (end < 0 || received.length < end + 4 + length) return;
      socket.off('data', check);
      resolve({ status: Number(head.slice(9, 12)), json: JSON.parse(received.subarray(end + 4, end + 4 + length).toString('utf8')) });
    };
    socket.on('data', check);
  });
  socket.write(
    `POST /api/community/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nContent-Type: ${contentType}\r\nContent-Length: ${contentLength}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
  );
  return { socket, answered, send: (bytes: Buffer | string) => socket.write(bytes) };
}

/** Bytes each accepted connection of a server has read, by its remote port. */
function countBytesRead(server: import('node:http').Server) {
  const sockets = new Map<number | undefined, import('node:net').Socket>();
  server.on('connection', (socket) => sockets.set(socket.remotePort, socket));
  return (localPort: number | undefined) => sockets.get(localPort)?.bytesRead ?? NaN;
}

describe.each([['through the proxy', true]] as const)('upload admission before the body, %s', (_name, viaProxy) => {
  let site: FastifyInstance;
  let upstream: MockApi | undefined;
  let base = '';
  let bytesReadBy: (port: number | undefined) => number;

  beforeAll(async () => {
    if (viaProxy) {
      upstream = buildMockApi({ liveSimulation: false });
      site = await buildTestApp({ API_UPSTREAM: await upstream.app.listen({ port: 0, host: '127.0.0.1' }) });
    } else {
      site = await buildTestApp();
    }
    bytesReadBy = countBytesRead(site.server);
    base = await site.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await site?.close();
    await upstream?.app.close();
  });

  const signIn = async () => {
    const response = await request(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(DEMO),
    });
    await response.body.dump();
    return cookieOf(response.headers['set-cookie']);
  };

  it('an anonymous 5 MB upload is answered 401 before its body is sent: the site reads the headers only', async () => {
    const upload = rawUpload(base, { contentLength: COMMUNITY_LIMITS.uploadBodyMax });
    const answer = await upload.answered;
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ code: 401, msg: '请先登录后再上传图片' });
    expect(bytesReadBy(upload.socket.localPort)).toBeLessThan(1024);
    upload.socket.destroy();
  });

  it('a third upload at once from the same learner is refused with 429; a place freed is a place again', async () => {
    const cookie = await signIn();
    const form = pngUpload();
    const first = rawUpload(base, { cookie, contentLength: form.payload.length });
    const second = rawUpload(base, { cookie, contentLength: form.payload.length });
    first.send(form.payload.subarray(0, 20));
    second.send(form.payload.subarray(0, 20));
    await new Promise((wait) => setTimeout(wait, 300));
    const third = rawUpload(base, { cookie, contentLength: form.payload.length });
    const refused = await third.answered;
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ code: 429, msg: '同时上传的图片太多，请等前面的图片传完再试' });
    third.socket.destroy();
    first.send(form.payload.subarray(20));
    expect((await first.answered).json).toMatchObject({ code: 0 });
    const fourth = rawUpload(base, { cookie, contentLength: form.payload.length });
    fourth.send(form.payload);
    expect((await fourth.answered).json).toMatchObject({ code: 0 });
    second.socket.destroy();
    for (const upload of [first, fourth]) upload.socket.destroy();
  });
});
