import Fastify, { type FastifyInstance } from 'fastify';

export interface EchoUpstream {
  app: FastifyInstance;
  url: string;
  /** Requests received per path (query excluded). */
  hits: (path: string) => number;
  close: () => Promise<void>;
}

/**
 * A stand-in API for proxy tests, on a free loopback port:
 * - any path under /echo answers `{ code: 0, data: { method, url, headers, body } }` (what it received);
 * - /fail answers HTTP 503; /reset destroys the connection; /slow answers after `slowMs`;
 * - /home/index (the home page's loader call) answers HTTP 500.
 */
export async function startEchoUpstream({ slowMs = 10_000 } = {}): Promise<EchoUpstream> {
  const counts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  app.all('/echo/*', async (request) => ({
    code: 0,
    msg: 'success',
    data: { method: request.method, url: request.url, headers: request.headers, body: request.body ?? null },
  }));
  app.all('/base/echo/*', async (request) => ({ code: 0, data: { url: request.url } }));
  app.get('/home/index', async (_request, reply) => reply.code(500).send({ code: 500, msg: 'upstream broken' }));
  app.all('/fail', async (_request, reply) => reply.code(503).send({ code: 503, msg: 'upstream busy' }));
  app.all('/reset', async (request, reply) => {
    request.raw.socket.destroy();
    return reply.hijack();
  });
  app.all('/slow', (_request, reply) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void reply.send({ code: 0, data: 'late' });
    }, slowMs);
    timers.add(timer);
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, hits: (path) => counts.get(path) ?? 0, close: () => app.close() };
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
