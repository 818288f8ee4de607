import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { LiveStatus } from '@shared/enums/live';
import { buildMockApi } from '@skill/mock-api';
import { buildTestApp } from './test-support/app';
import { startServerProcess, type ServerProcess } from './test-support/server-process';
import { applyServerTimeouts } from '@shared/lib/server-timeouts';
import { loadConfig } from './config';
/** Every configuration names its API (required). */
const API = 'http://api.test';

/**
 * Sends `head` then one byte of `trickle` every `everyMs` (a slow-loris client) and reads until the
 * server ends the connection, or `giveUpMs` passes. Timed on the client's clock: a script, not a benchmark.
 */
function slowClient(port: number, head: string, trickle: string, { everyMs = 200, giveUpMs = 15_000 } = {}) {
  return new Promise<{ text: string; endedByServer: boolean; ms: number; bytesSent: number }>((resolve) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    let sent = 0;
    let bytesSent = 0;
    const drip = setInterval(() => {
      if (sent >= trickle.length || socket.destroyed) return;
      socket.write(trickle[sent++]!);
      bytesSent += 1;
    }, everyMs);
    const finish = (endedByServer: boolean) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ text, endedByServer, ms: Date.now() - started, bytesSent });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => finish(true));
    socket.on('error', () => finish(true));
    socket.write(head);
    bytesSent += head.length;
  });
}

const slowLogin = (port: number) =>
  slowClient(
    port,
    'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"account":',
    '"13800138000", '.repeat(20),
  );

describe('the site cuts a client that sends too slowly (started as `node dist/server/main.js`)', () => {
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    server = await startServerProcess({ REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server?.stop());

  it('a body trickling in is answered 408 in the JSON envelope and the connection closed, soon after REQUEST_TIMEOUT_MS', async () => {
    const result = await slowLogin(port);
    expect(result.endedByServer).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.text).toMatch(/connection: close/i);
    expect(JSON.parse(result.text.slice(result.text.indexOf('\r\n\r\n') + 4))).toEqual({ code: 408, msg: '请求超时' });
    expect(result.ms).toBeGreaterThanOrEqual(1400);
    expect(result.ms).toBeLessThan(8000);
  });

  it('headers trickling in are cut after HEADERS_TIMEOUT_MS', async () => {
    const result = await slowClient(
      port,
      'GET /course HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n',
    );
    expect(result.endedByServer).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.ms).toBeLessThan(8000);
  });
});

describe('applyServerTimeouts on the site built in this process', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ MOCK_LIVE_SIMULATION: '0' });
    applyServerTimeouts(app.server, { requestTimeoutMs: 800, headersTimeoutMs: 500, keepAliveTimeoutMs: 5000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app?.close());

  it('sets Node’s limits (headers never longer than the whole request) and checks often enough to honour them', () => {
    expect(app.server.requestTimeout).toBe(800);
    expect(app.server.headersTimeout).toBe(500);
    expect(app.server.keepAliveTimeout).toBe(5000);
    const clamped = buildTestApp();
    return clamped.then(async (other) => {
      applyServerTimeouts(other.server, { requestTimeoutMs: 1000, headersTimeoutMs: 5000, keepAliveTimeoutMs: 5000 });
      expect(other.server.headersTimeout).toBe(1000);
      await other.close();
    });
  });

  it('a slow body to /api is cut after requestTimeoutMs with the Chinese JSON envelope (not a page)', async () => {
    const result = await slowLogin(port);
    expect(result.endedByServer).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(result.text.slice(result.text.indexOf('\r\n\r\n') + 4))).toEqual({ code: 408, msg: '请求超时' });
    expect(result.bytesSent).toBeLessThan(200);
  });

  it('a live room socket outlives the request timeout: once upgraded it is no longer a request', async () => {
    const liveId = buildMockApi({ liveSimulation: false }).store.catalogue.lives.find(
      (live) => live.status === LiveStatus.LIVE && live.price === 0,
    )!.id;
    const origin = `http://127.0.0.1:${port}`;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live/${liveId}/socket`, { headers: { origin } });
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    await new Promise((done, fail) => {
      socket.once('open', done);
      socket.once('error', fail);
    });
    await new Promise((wait) => setTimeout(wait, 2000));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    const answered = new Promise<string>((done) =>
      socket.on('message', (data) => data.toString().includes('"kind":6') && done(data.toString())),
    );
    socket.send('{"kind":6}');
    await answered;
    socket.close();
    await closed;
  });

  it('the defaults: 120 s for a request, 20 s for its headers, 65 s keep-alive (above nginx’s 60 s)', () => {
    const config = loadConfig({ API_UPSTREAM: API });
    expect([config.REQUEST_TIMEOUT_MS, config.HEADERS_TIMEOUT_MS, config.KEEP_ALIVE_TIMEOUT_MS]).toEqual([120_000, 20_000, 65_000]);
    expect(loadConfig({ API_UPSTREAM: API, REQUEST_TIMEOUT_MS: '30000' }).REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(() => loadConfig({ API_UPSTREAM: API, HEADERS_TIMEOUT_MS: 'soon' })).toThrow('HEADERS_TIMEOUT_MS');
  });
});
