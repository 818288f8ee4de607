import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { buildMockApi, type MockApi } from '@mock/app';
import { SAMPLE_LESSONS } from '@mock/media/sample-media';
import { buildTestApp } from './test-support/app';

/**
 * The sample lessons reach the browser at /api/media/lesson/… through the site, in both API
 * modes: the bundled mock in-process (inject) and the standalone mock behind the HTTP proxy. The
 * Range, If-Range and If-None-Match headers go upstream; 200/206/304/416 and their headers come back.
 */
const file = SAMPLE_LESSONS[1]!.files['480p'];
const path = `/api/media/lesson/${file}`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
type Fetch = (headers?: Record<string, string>) => Promise<Answer>;

function rangeSuite(label: string, fetch: Fetch) {
  describe(label, () => {
    let whole: Buffer;
    beforeAll(async () => {
      whole = (await fetch()).body;
    });

    it('200: the whole file, Accept-Ranges bytes, video/mp4', async () => {
      const answer = await fetch();
      expect(answer.status).toBe(200);
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.headers['content-type']).toBe('video/mp4');
      expect(Number(answer.headers['content-length'])).toBe(whole.length);
      expect(whole.length).toBeGreaterThan(10_000);
    });

    it('206: Range → Content-Range and just those bytes', async () => {
      const answer = await fetch({ range: 'bytes=1000-1999' });
      expect(answer.status).toBe(206);
      expect(answer.headers['content-range']).toBe(`bytes 1000-1999/${whole.length}`);
      expect(answer.headers['content-length']).toBe('1000');
      expect(answer.body.equals(whole.subarray(1000, 2000))).toBe(true);
    });

    it('206 from If-Range with the current ETag; 200 with an old one; 304 for If-None-Match', async () => {
      const etag = (await fetch()).headers.etag as string;
      expect((await fetch({ range: 'bytes=0-3', 'if-range': etag })).status).toBe(206);
      const stale = await fetch({ range: 'bytes=0-3', 'if-range': '"stale"' });
      expect(stale.status).toBe(200);
      expect(stale.body.length).toBe(whole.length);
      expect((await fetch({ 'if-none-match': etag })).status).toBe(304);
    });

    it.each(['bytes=99999999-', 'bytes=oops', 'bytes=20-10'])('416 with Content-Range bytes */size for %s', async (range) => {
      const answer = await fetch({ range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${whole.length}`);
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ code: 416 });
    });
  });
}

describe('/api/media/lesson through the site', () => {
  let inProcess: FastifyInstance;
  let mock: MockApi;
  let proxied: FastifyInstance;
  let proxiedUrl: string;

  beforeAll(async () => {
    inProcess = await buildTestApp();
    mock = buildMockApi();
    const mockUrl = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    proxied = await buildTestApp({ API_UPSTREAM: mockUrl });
    proxiedUrl = await proxied.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await inProcess?.close();
    await proxied?.close();
    await mock?.app.close();
  });

  const injectFetch: Fetch = async (headers = {}) => {
    const response = await inProcess.inject({ url: path, headers });
    return { status: response.statusCode, headers: response.headers as Answer['headers'], body: response.rawPayload };
  };
  const httpFetch: Fetch = async (headers = {}) => {
    const response = await request(`${proxiedUrl}${path}`, { headers });
    return { status: response.statusCode, headers: response.headers, body: Buffer.from(await response.body.arrayBuffer()) };
  };

  rangeSuite('bundled mock, in-process', (headers) => injectFetch(headers));
  rangeSuite('standalone mock behind the HTTP proxy', (headers) => httpFetch(headers));

  it('the captions track comes as text/vtt in both modes', async () => {
    const vtt = `/api/media/lesson/${SAMPLE_LESSONS[1]!.captions}`;
    const local = await inProcess.inject(vtt);
    const remote = await request(`${proxiedUrl}${vtt}`);
    for (const [status, type, text] of [
      [local.statusCode, local.headers['content-type'], local.body],
      [remote.statusCode, remote.headers['content-type'], await remote.body.text()],
    ]) {
      expect(status).toBe(200);
      expect(type).toBe('text/vtt; charset=utf-8');
      expect(String(text)).toMatch(/^WEBVTT[\s\S]*[\u4e00-\u9fff]/);
    }
  });

  it('an unknown file is a 404 in both modes', async () => {
    expect((await inProcess.inject('/api/media/lesson/nope.mp4')).statusCode).toBe(404);
    expect((await request(`${proxiedUrl}/api/media/lesson/nope.mp4`)).statusCode).toBe(404);
  });
});
