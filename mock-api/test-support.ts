import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { buildMockApi, type MockApi } from './app';
import type { MockStoreOptions } from './store';

/** Every failure the mock answers explains itself in Chinese. */
export const CHINESE = /[\u4e00-\u9fff]/;

export interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

/**
 * Mocks whose clock the test moves (SMS expiry, resend waits, lockouts, QR TTL). Call `closeAll`
 * in `afterEach` so no test leaks a Fastify instance.
 */
export function mockPool() {
  let open: MockApi[] = [];
  return {
    withClock(options: Omit<MockStoreOptions, 'now'> = {}) {
      let now = Date.UTC(2026, 0, 1);
      const mock = buildMockApi({ ...options, now: () => now });
      open.push(mock);
      return { mock, advance: (ms: number) => (now += ms) };
    },
    async closeAll() {
      await Promise.all(open.map((mock) => mock.app.close()));
      open = [];
    },
  };
}

/** An HTTP 200 envelope; a failure must carry a Chinese msg. */
export function envelopeOf(response: { statusCode: number; json: () => unknown }, label: string): Envelope {
  expect(response.statusCode, label).toBe(200);
  const body = response.json() as Envelope;
  if (body.code !== 0) expect(body.msg, JSON.stringify(body)).toMatch(CHINESE);
  return body;
}

/** A 1×1 PNG in a multipart form, as a browser's FormData sends it. */
export function pngUpload(
  name = 'photo.png',
  bytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
) {
  const boundary = '----skill-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * What a WebSocket upgrade was answered: 101 when it became a socket (closed again at once), else
 * the HTTP status and the body of the refusal (the envelope); 0 when the connection failed.
 */
export function upgradeOutcome(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((done) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      done({ status: 101, body: '' });
    });
    socket.once('unexpected-response', (request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        // ws leaves a refused handshake's connection open for whoever listens: close it.
        request.destroy();
        done({ status: response.statusCode ?? 0, body });
      });
    });
    socket.once('error', () => done({ status: 0, body: '' }));
  });
}
