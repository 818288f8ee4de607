import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { buildMockApi, type MockApi } from '../app';
import type { MockStore, MockStoreOptions } from './store';

// The sample files are the seed's too (mock-api/enrollment/sample-files.ts): tests take them from here as before.
export { PDF_BYTES, pngOfSize } from '../enrollment/sample-files';

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

/**
 * Fresh learners on one mock: each call adds an account of its own (phone `{phonePrefix}0001`, …)
 * signed in with a token, so no test sees another's enrolments, progress or notes.
 */
export function learnerFactory(store: MockStore, phonePrefix: string, nicknamePrefix: string) {
  let made = 0;
  return (): { token: string; accountId: number } => {
    made += 1;
    const account = store.accounts.add({
      phone: `${phonePrefix}${String(made).padStart(4, '0')}`,
      passwordHash: '',
      nickname: `${nicknamePrefix}${made}`,
      gender: 0,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-22T09:00:00+08:00',
    });
    return { token: store.issueToken(account.id), accountId: account.id };
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
  return multipartFile(name, bytes, 'image/png');
}

/** Any file in a multipart form (field `file`), with the name and type the browser claims. */
export function multipartFile(name: string, bytes: Buffer, type: string) {
  const boundary = '----skill-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A JPEG's headers with the given pixels (JFIF, one baseline frame, no scan): what content sniffing reads. */
export function jpegHeaderOfSize(width: number, height: number): Buffer {
  const jfif = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...jfif, ...frame, ...components, 0xff, 0xd9]);
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
