import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';

export interface EchoUpstream {
  app: FastifyInstance;
  url: string;
  /** Requests received per path (query excluded). */
  hits: (path: string) => number;
  /** The headers of the last request to a path (query excluded). */
  lastHeaders: (path: string) => IncomingHttpHeaders | undefined;
  close: () => Promise<void>;
}

/**
 * A stand-in API for proxy tests, on a free loopback port. The site passes on only what the
 * contract declares (server/api-endpoints.ts), so tests reach these behaviours through declared
 * paths, chosen by a path segment (e.g. GET /news/echo-a, POST /order/fail/pay):
 * - a segment starting with `echo` answers `{ code: 0, data: { method, url, headers, body } }` (what it received);
 * - a segment `fail` answers HTTP 503; `reset` destroys the connection; `slow` answers after `slowMs`;
 * - /__mock/* answers 200 like a mock's developer controls would (the site must never pass them on);
 * - /home/index (the home page's loader call) answers HTTP 500; /user/self a bare HTML 401;
 * - POST /user/login answers a sign-in with token `echo-token-0123456789` and business code
 *   `x-echo-code` (default 0), compressed as `x-echo-encoding` says (gzip, br, deflate) whatever
 *   the request accepted; another label goes out over the plain body.
 */
export const ECHO_TOKEN = 'echo-token-0123456789';
const ENCODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gzipSync, br: brotliCompressSync, deflate: deflateSync };

export async function startEchoUpstream({ slowMs = 10_000 } = {}): Promise<EchoUpstream> {
  const counts = new Map<string, number>();
  const headersSeen = new Map<string, IncomingHttpHeaders>();
  const timers = new Set<NodeJS.Timeout>();
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    headersSeen.set(path, request.headers);
  });
  app.post('/user/login', async (request, reply) => {
    const code = Number(request.headers['x-echo-code'] ?? 0);
    const body = Buffer.from(JSON.stringify({ code, msg: 'success', data: { token: ECHO_TOKEN, user: { id: 1, nickname: '回声' } } }));
    const encoding = String(request.headers['x-echo-encoding'] ?? 'identity');
    const encode = ENCODERS[encoding];
    reply.header('content-type', 'application/json; charset=utf-8');
    if (encoding === 'identity') return reply.send(body);
    // Any other label is sent as it is, over a body it does not describe (an upstream gone wrong).
    return reply.header('content-encoding', encoding).send(encode ? encode(body) : body);
  });
  app.get('/home/index', async (_request, reply) => reply.code(500).send({ code: 500, msg: 'upstream broken' }));
  app.get('/user/self', async (_request, reply) => reply.code(401).header('content-type', 'text/html').send('<h1>401 Unauthorized</h1>'));
  app.all('/__mock/*', async () => ({ code: 0, msg: 'success', data: { control: 'served by the upstream' } }));
  app.all('/*', (request, reply) => {
    const segments = request.url.split('?', 1)[0]!.split('/');
    if (segments.includes('fail')) return reply.code(503).send({ code: 503, msg: 'upstream busy' });
    if (segments.includes('reset')) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (segments.includes('slow')) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void reply.send({ code: 0, data: 'late' });
      }, slowMs);
      timers.add(timer);
      return reply;
    }
    if (segments.some((segment) => segment.startsWith('echo'))) {
      return reply.send({
        code: 0,
        msg: 'success',
        data: { method: request.method, url: request.url, headers: request.headers, body: request.body ?? null },
      });
    }
    return reply.code(404).send({ code: 404, msg: 'no such endpoint' });
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, hits: (path) => counts.get(path) ?? 0, lastHeaders: (path) => headersSeen.get(path), close: () => app.close() };
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
