import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildMockApi } from '../app';
import { ImageUploads, type StoredImage } from './image-uploads';
import { TOO_MANY_UPLOADS, UPLOAD_SIGN_IN_FIRST } from '@shared/lib/upload-gate';
import { AccountStateRegistry } from '../core/account-scoped-state';

const image = (ownerId: number, size = 100): StoredImage => ({
  bytes: Buffer.alloc(size),
  mime: 'image/png',
  ownerId,
  width: 1,
  height: 1,
});

describe('ImageUploads: a quota per account, never a shared one', () => {
  it('501 uploads by one learner evict only that learner’s own oldest: another’s image stays', () => {
    const uploads = new ImageUploads(new AccountStateRegistry());
    const others = uploads.add(image(7), 'png');
    const mine = Array.from({ length: 501 }, () => uploads.add(image(8), 'png'));
    expect(uploads.byUrl(others!)).toMatchObject({ ownerId: 7 });
    // The account keeps its newest ones, up to its quota; its oldest went first.
    expect(uploads.byUrl(mine.at(-1)!)).toBeDefined();
    expect(uploads.byUrl(mine[0]!)).toBeUndefined();
    expect(mine.filter((url) => uploads.byUrl(url!)).length).toBe(uploads.limits.perAccountCount);
  });

  it('bytes count per account too, and the picture an account wears as its avatar is never its own eviction', () => {
    const uploads = new ImageUploads(new AccountStateRegistry(), { perAccountCount: 100, perAccountBytes: 1000, totalBytes: 10_000 });
    const avatar = uploads.add(image(8, 300), 'png')!;
    const later = Array.from({ length: 5 }, () => uploads.add(image(8, 300), 'png', { keep: avatar }));
    expect(uploads.byUrl(avatar)).toBeDefined();
    expect(later.filter((url) => uploads.byUrl(url!)).length).toBe(2);
    expect(uploads.bytesOf(8)).toBeLessThanOrEqual(1000);
  });

  it('when the whole store is full a new upload is refused (null), nobody else’s picture goes', () => {
    const uploads = new ImageUploads(new AccountStateRegistry(), { perAccountCount: 100, perAccountBytes: 1000, totalBytes: 2000 });
    const first = uploads.add(image(1, 1000), 'png');
    const second = uploads.add(image(2, 1000), 'png');
    expect(uploads.add(image(3, 10), 'png')).toBeNull();
    expect(uploads.byUrl(first!)).toBeDefined();
    expect(uploads.byUrl(second!)).toBeDefined();
    // An account replacing its own within its quota still can.
    expect(uploads.add(image(2, 900), 'png')).not.toBeNull();
    expect(uploads.byUrl(first!)).toBeDefined();
  });
});

describe('POST /community/upload on the standalone mock (what API_UPSTREAM reaches)', () => {
  /** Headers only, then waits for an answer: one that comes proves the body was not waited for. */
  const headersOnly = (base: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
      let received = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
      socket.on('close', () => {
        const text = received.toString('utf8');
        resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
      });
      const lines = Object.entries({
        host: 'mock',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * 1024 * 1024),
        ...headers,
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`POST /community/upload HTTP/1.1\r\n${lines.join('')}\r\n`);
    });

  it('a token whose session is over is answered 401 without the body; a third upload at once from one client 429', async () => {
    const mock = buildMockApi({ liveSimulation: false });
    const base = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const dead = mock.store.issueToken(1);
      mock.store.sessions.endAll(1);
      expect(await headersOnly(base, { token: dead })).toEqual({ status: 200, body: JSON.stringify(UPLOAD_SIGN_IN_FIRST) });
      const token = mock.store.issueToken(1);
      const pending = [
        connect({ host: '127.0.0.1', port: Number(new URL(base).port) }),
        connect({ host: '127.0.0.1', port: Number(new URL(base).port) }),
      ];
      for (const socket of pending)
        socket.write(
          `POST /community/upload HTTP/1.1\r\nhost: mock\r\ntoken: ${token}\r\ncontent-type: multipart/form-data; boundary=x\r\ncontent-length: 1000\r\n\r\n--x`,
        );
      await new Promise((wait) => setTimeout(wait, 300));
      // Another address is another client (the site forwards the visitor's in X-Real-IP); the same account is not.
      expect(await headersOnly(base, { token, 'x-real-ip': '198.51.100.4' })).toEqual({
        status: 429,
        body: JSON.stringify(TOO_MANY_UPLOADS),
      });
      for (const socket of pending) socket.destroy();
    } finally {
      await mock.app.close();
    }
  });
});
