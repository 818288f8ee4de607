import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { Writable } from 'node:stream';
import { brotliDecompressSync, createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_LESSONS, signedMediaUrl } from '@skill/mock-api/testing';
import { buildTestApp, type TestApp } from './test-support/app';
import { clientDist } from './paths';
import { productionRenderer } from './render/production-renderer';
import type { Renderer } from './render/renderer';
import { PageBodyStream } from './render/page-body-stream';

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('compression', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const entryScript = () => readdirSync(join(clientDist, 'assets')).find((name) => /^entry-client-.*\.js$/.test(name))!;

  it('hashed scripts are sent precompressed: brotli, else gzip, else as they are — always with Vary: Accept-Encoding', async () => {
    const file = entryScript();
    const original = readFileSync(join(clientDist, 'assets', file));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await app.inject({ url: `/assets/${file}`, headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, response.rawPayload).equals(original), accept).toBe(true);
    }
    // The build's copies at the highest levels, not made per request.
    const br = await app.inject({ url: `/assets/${file}`, headers: { 'accept-encoding': 'br' } });
    expect(br.rawPayload.equals(readFileSync(join(clientDist, 'assets', `${file}.br`)))).toBe(true);
  });

  it('the compressed copies have no URLs of their own', async () => {
    expect((await app.inject(`/assets/${entryScript()}.br`)).statusCode).toBe(404);
    expect((await app.inject(`/assets/${entryScript()}.gz`)).statusCode).toBe(404);
  });

  it('pages and API answers are compressed on the fly when accepted, and not otherwise', async () => {
    for (const url of ['/course', '/pricing', '/api/home/index']) {
      const plain = await app.inject({ url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const encoding of ['br', 'gzip'] as const) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        const text = decode(encoding, response.rawPayload).toString('utf8');
        if (url.startsWith('/api/')) expect(JSON.parse(text)).toMatchObject({ code: 0 });
        else expect(text).toContain('</html>');
        expect(response.rawPayload.length, url).toBeLessThan(text.length / 2);
      }
    }
  });

  it('partial content is never compressed (Content-Range counts bytes of the original)', async () => {
    const vtt = SAMPLE_LESSONS[1]!.captions;
    // Signed as the API hands it out (a free preview's captions, for anyone).
    const response = await app.inject({
      url: signedMediaUrl(vtt, app.mockApi.store.now(), { accountId: 0 }),
      headers: { range: 'bytes=0-99', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(100);
  });

  it('compressed request bodies are not inflated (no decompression bombs): a gzipped sign-in is not a sign-in', async () => {
    const login = { account: '13800138000', security: 'Demo@1234', loginType: 1 };
    const plain = await app.inject({ method: 'POST', url: '/api/user/login', payload: login });
    expect(plain.json()).toMatchObject({ code: 0 });
    const zipped = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(login)),
    });
    expect(zipped.json().code).not.toBe(0);
    expect(zipped.headers['set-cookie']).toBeUndefined();
  });
});

/**
 * A renderer whose page arrives in two batches, as a page with a slow Suspense boundary does: the shell
 * at once, the late boundary only when the test releases it (no timer: on a loaded machine any delay
 * could be too short).
 */
function twoBatchRenderer() {
  const real = productionRenderer();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const renderer: Renderer = {
    ...real,
    load: async () => ({
      ...(await real.load()),
      pageRuleFor: () => ({ routeId: undefined, rule: { kind: 'render' as const, reason: 'unbounded' as const } }),
      render: async () => ({
        type: 'page' as const,
        status: 200,
        head: '<!DOCTYPE html><html><head><title>t</title></head><body>',
        tail: '</body></html>',
        abort: () => undefined,
        pipe: (destination: Writable & { flush?: () => void }) => {
          destination.write(Buffer.from(`<main>shell ${'壳'.repeat(3000)}</main>`));
          destination.flush?.();
          void released.then(() => {
            destination.write(Buffer.from('<section>late boundary</section>'));
            destination.flush?.();
            destination.end();
          });
        },
      }),
    }),
  };
  return { renderer, release };
}

describe('a compressed page still streams', () => {
  let app: TestApp;
  let origin: string;
  const batches = twoBatchRenderer();
  beforeAll(async () => {
    app = await buildTestApp({}, { renderer: batches.renderer });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(() => app.close());

  // The late boundary is released only once the shell has arrived, decompressed: were the shell held
  // back by the compressor until the end of the page, it would never arrive and the test would time out.
  it('the shell arrives decompressible before the late boundary is rendered', async () => {
    const arrivals: Array<{ text: string; boundaryReleased: boolean }> = [];
    let boundaryReleased = false;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${origin}/course`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const gunzip = res.pipe(createGunzip());
        gunzip.on('data', (chunk: Buffer) => {
          const text = chunk.toString('utf8');
          arrivals.push({ text, boundaryReleased });
          if (
            !boundaryReleased &&
            arrivals
              .map((arrival) => arrival.text)
              .join('')
              .includes('</main>')
          ) {
            boundaryReleased = true;
            batches.release();
          }
        });
        gunzip.on('end', () => resolve());
        gunzip.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    const whole = arrivals.map((arrival) => arrival.text).join('');
    expect(whole).toMatch(/^<!DOCTYPE html>.*<\/body><\/html>$/s);
    // Everything up to the end of the shell came before the boundary was released; the boundary after.
    const beforeRelease = arrivals
      .filter((arrival) => !arrival.boundaryReleased)
      .map((arrival) => arrival.text)
      .join('');
    expect(beforeRelease).toContain('</main>');
    expect(beforeRelease).not.toContain('late boundary');
  });
});

describe('PageBodyStream', () => {
  it('passes the head at once, React’s pieces per batch, the tail at the end', async () => {
    const stream = new PageBodyStream('<head>', '<tail>');
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer | string) => chunks.push(chunk.toString()));
    stream.write(Buffer.from('a'));
    stream.write(Buffer.from('b'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(['<head>']);
    stream.flush();
    stream.write(Buffer.from('c'));
    stream.end();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(chunks).toEqual(['<head>', 'ab', 'c', '<tail>']);
  });
});
