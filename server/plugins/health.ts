import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  /** Whether the API the pages depend on answers; absent → always ready. */
  upstream?: string;
  /** How long one probe result is reused: a probe per health check would let probes hammer the upstream. */
  probeCacheMs?: number;
  probeTimeoutMs?: number;
}

/** A TCP connect to the upstream's host and port: cheap, and independent of which API paths exist. */
export function tcpProbe(upstream: string, timeoutMs: number): () => Promise<boolean> {
  const url = new URL(upstream);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return () =>
    new Promise((resolve) => {
      const socket = connect({ host: url.hostname, port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(timeoutMs, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
}

/** One probe in flight at a time, its answer reused for `ttlMs`. */
export function cachedProbe(probe: () => Promise<boolean>, ttlMs: number, now = () => Date.now()): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | undefined;
  let pending: Promise<boolean> | undefined;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.ok);
    pending ??= probe().then((ok) => {
      last = { at: now(), ok };
      pending = undefined;
      return ok;
    });
    return pending;
  };
}

/**
 * `/healthz`: the process answers (Docker's HEALTHCHECK; it keeps answering under pressure, since a
 * busy process is not a dead one). `/readyz`: this instance should get traffic — the upstream is
 * reachable and the process is not saturated (under-pressure answers 503 there). Both are polled
 * every few seconds, so their request lines are logged at debug, never at info.
 */
export async function health(app: FastifyInstance, options: HealthOptions) {
  const ready = options.upstream
    ? cachedProbe(tcpProbe(options.upstream, options.probeTimeoutMs ?? 1_000), options.probeCacheMs ?? 2_000)
    : async () => true;
  const quiet = { logLevel: 'warn' as const };

  app.get('/healthz', { ...quiet, config: { pressureHandler: () => undefined } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', quiet, async (_request, reply) => {
    const ok = await ready();
    reply.header('cache-control', 'no-store');
    if (!ok) return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', upstream: 'unreachable' });
    return reply.send({ status: 'ready' });
  });
}
