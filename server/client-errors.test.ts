import { connect } from 'node:net';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pool } from 'undici';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';
import { clientErrorResponse, clientErrorStatus, handleClientError, isApiRequestLine } from './client-errors';

/** Writes raw bytes on a fresh connection and reads until the server ends it (or 3 s pass). */
function exchange(port: number, payload: string): Promise<{ text: string; endedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, endedByServer: false });
    }, 3_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, endedByServer: true });
    });
    socket.on('error', reject);
    socket.write(payload);
  });
}

const hugeCookie = `x=${'a'.repeat(20_000)}`;

describe('requests the HTTP parser rejects', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('a header too large for a page: 431, a Chinese page, Connection: close, and the server ends the connection', async () => {
    const { text, endedByServer } = await exchange(port, `GET /course HTTP/1.1\r\nHost: x\r\nCookie: ${hugeCookie}\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text).toMatch(/\r\nContent-Type: text\/html; charset=utf-8\r\n/);
    expect(text).toContain('请求头过大');
    expect(text).toMatch(/Content-Security-Policy: [^\r]*script-src 'self' 'nonce-/);
    expect(endedByServer).toBe(true);
  });

  it('a header too large under /api: the JSON envelope', async () => {
    const { text } = await exchange(port, `POST /api/user/login HTTP/1.1\r\nHost: x\r\nCookie: ${hugeCookie}\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    const body = text.slice(text.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ code: 431, msg: '请求头过大' });
  });

  it('a malformed request line: 400 with Connection: close', async () => {
    const { text, endedByServer } = await exchange(port, 'GET /course HTTP/1.1\r\nHost: x\r\nBad Header Name: y\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(text).toContain('请求无效');
    expect(endedByServer).toBe(true);
  });

  it('a keep-alive client recovers: the request after a 431 goes out on a new connection and succeeds', async () => {
    const pool = new Pool(`http://127.0.0.1:${port}`, { connections: 1 });
    try {
      const first = await pool.request({ method: 'GET', path: '/healthz', headers: { cookie: hugeCookie } });
      expect(first.statusCode).toBe(431);
      expect(first.headers.connection).toBe('close');
      await first.body.text();
      const second = await pool.request({ method: 'GET', path: '/healthz' });
      expect(second.statusCode).toBe(200);
      expect(await second.body.json()).toEqual({ status: 'ok' });
    } finally {
      await pool.close();
    }
  });

  it('a body over the limit: 413 in Chinese with Connection: close (the rest of the body is still on the socket)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toEqual({ code: 413, msg: '请求内容过大' });
  });
});

describe('client error mapping', () => {
  it('maps parser codes to statuses', () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(clientErrorStatus(error('ERR_HTTP_REQUEST_TIMEOUT'))).toBe(408);
    expect(clientErrorStatus(error('HPE_HEADER_OVERFLOW'))).toBe(431);
    expect(clientErrorStatus(error('HPE_CHUNK_EXTENSIONS_OVERFLOW'))).toBe(413);
    expect(clientErrorStatus(error('HPE_INVALID_METHOD'))).toBe(400);
  });

  it('tells API request lines from page request lines by the path only', () => {
    expect(isApiRequestLine(Buffer.from('GET /api/home/index HTTP/1.1\r\n'))).toBe(true);
    expect(isApiRequestLine(Buffer.from('POST /api?x=1 HTTP/1.1\r\n'))).toBe(true);
    expect(isApiRequestLine(Buffer.from('GET /apiary HTTP/1.1\r\n'))).toBe(false);
    expect(isApiRequestLine(Buffer.from('GET /course?next=/api/x HTTP/1.1\r\n'))).toBe(false);
    expect(isApiRequestLine(undefined)).toBe(false);
    expect(isApiRequestLine({ type: 'Buffer', data: [] })).toBe(false);
  });

  it('408 answers are complete HTTP responses that close the connection', () => {
    const page = clientErrorResponse(408, false);
    expect(page).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(page).toContain('请求超时');
    const [head, body] = page.split('\r\n\r\n') as [string, string];
    expect(head).toContain('Connection: close');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(clientErrorResponse(408, true).split('\r\n\r\n')[1]!)).toEqual({ code: 408, msg: '请求超时' });
  });

  it('writes nothing to a connection the peer reset', () => {
    const socket = new Socket();
    let written = false;
    socket.write = (() => ((written = true), true)) as never;
    socket.end = (() => ((written = true), socket)) as never;
    handleClientError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket);
    expect(written).toBe(false);
    expect(socket.destroyed).toBe(true);
  });
});
