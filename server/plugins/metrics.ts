import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { declaredApiRouteOf, isWebSocketUpgrade } from '../api-endpoints';
import { pathOnly } from '../logging';
import { upstreamFailureOf, type PageCacheResult, type SiteMetrics } from '../metrics/site-metrics';

export interface MetricsOptions {
  metrics: SiteMetrics;
  /** The page route id a path renders (the renderer's route table), asked when a page request ends. */
  pageRouteOf: (path: string) => Promise<string | undefined>;
  /** Where `GET /metrics` is served (METRICS_PORT, METRICS_HOST): a server of its own, never the site's port. */
  listen?: { port: number; host: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics endpoint's URL once listening (`http://127.0.0.1:9464/metrics`); null before, or when none is served; absent with metrics off. */
    metricsUrl: string | null;
  }
}

/** The site's SSR route (server/plugins/ssr.ts): every page a GET can land on. */
const PAGE_ROUTE_PATTERN = '/*';

const CACHE_RESULTS: Record<string, PageCacheResult> = { HIT: 'hit', STALE: 'stale', MISS: 'miss' };

/** /api requests that passed the site's guards and went on to the API, with when they did. */
const PASSED_ON = new WeakMap<FastifyRequest, number>();

/**
 * A bounded name for what a request was for: `page:<route id>` (route-table.tsx; `page:not-found`
 * for a path no page has), `api:<endpoint id>` (`api:file`, `api:socket`, `api:undeclared`),
 * the server route's pattern (`/healthz`, `/assets/*`), or `not-found`. Never the URL itself.
 */
async function routeLabelOf(request: FastifyRequest, pageRouteOf: MetricsOptions['pageRouteOf']): Promise<string> {
  if (request.url.startsWith('/api/')) {
    const declared = declaredApiRouteOf(request.method, request.url, request.headers);
    if (!declared) return 'api:undeclared';
    return declared.kind === 'endpoint' ? `api:${declared.endpoint.id}` : `api:${declared.kind}`;
  }
  const pattern = request.routeOptions.url;
  if (pattern === PAGE_ROUTE_PATTERN) return `page:${(await pageRouteOf(pathOnly(request.url)).catch(() => undefined)) ?? 'not-found'}`;
  return pattern ?? 'not-found';
}

/** Whether a page answer was rendered by React for this request (not a cache hit, a prerendered file or a redirect). */
function wasRendered(reply: FastifyReply): boolean {
  const status = reply.statusCode;
  if ((status >= 300 && status < 400) || status === 499) return false;
  if (reply.hasHeader('x-prerendered')) return false;
  const cache = reply.getHeader('x-cache');
  if (cache === 'HIT' || cache === 'STALE') return false;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}

/** The Prometheus text on its own port: GET /metrics, nothing else. */
function metricsServer(metrics: SiteMetrics): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.exposition().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
}

/**
 * Counts what operators watch (docs/operations.md): every request by route id and status, page
 * renders, the /api calls that reached the API, page-cache results, 429 refusals and open
 * WebSockets. Wrapped in fastify-plugin: its hooks must see every route of the site.
 */
export const metricsPlugin = fp(async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const { metrics, pageRouteOf } = options;

  // Reached only by requests every onRequest hook let through (canonical path, allow-list, CSRF,
  // rate limits, upload gates): from here on, an /api request is the API's to answer.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.url.startsWith('/api/') && !isWebSocketUpgrade(request.headers)) PASSED_ON.set(request, performance.now());
    done();
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = await routeLabelOf(request, pageRouteOf);
    const status = reply.statusCode;
    metrics.request(route, status, reply.elapsedTime / 1000);
    const passedOnAt = PASSED_ON.get(request);
    if (passedOnAt !== undefined) {
      const endpoint = route.slice('api:'.length);
      metrics.upstreamCall(endpoint, 'browser', (performance.now() - passedOnAt) / 1000, upstreamFailureOf(status));
    } else if (status === 429) {
      metrics.rateLimitRefusal(route);
    }
    if (!route.startsWith('page:')) return;
    const cache = CACHE_RESULTS[String(reply.getHeader('x-cache'))];
    if (cache) metrics.pageCacheLookup(route, cache);
    if (wasRendered(reply)) metrics.render(route, reply.elapsedTime / 1000);
  });

  // Open WebSockets (the live rooms), whichever plugin answers the upgrade: counted from the
  // handshake until its connection closes (a refused handshake closes at once).
  const countSocket = (_request: unknown, socket: Duplex) => {
    metrics.socketOpened();
    socket.once('close', () => metrics.socketClosed());
  };
  app.server.on('upgrade', countSocket);

  app.decorate('metricsUrl', null);
  const { listen } = options;
  if (!listen) return;
  const server = metricsServer(metrics);
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listen.port, listen.host, () => resolve());
    });
    const { address, port } = server.address() as AddressInfo;
    app.metricsUrl = `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`;
    app.log.info({ metrics: app.metricsUrl }, 'Prometheus metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    app.server.off('upgrade', countSocket);
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
});
