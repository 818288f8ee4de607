import { expect } from 'vitest';
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
export function pngUpload(name = 'photo.png', bytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')) {
  const boundary = '----skill-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
