import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createApiRouter, type ApiRouterOptions } from '@shared/api/api-router.server';
import { allEndpoints, fileRoutes, socketRoutes } from '@shared/api/registry';
import { errorReply, inProcessHandlers, logCrash, MALFORMED_REQUEST_BODY, NOT_FOUND_BODY } from './define-handler';

/** The mock's Fastify router and the in-process router are configured alike, so they route alike. */
export const MOCK_ROUTER_OPTIONS = { maxParamLength: 100 } as const satisfies ApiRouterOptions;

/** The contract's routes, built once per process: the same for every mock instance. */
const routeOf = createApiRouter({ endpoints: allEndpoints, files: fileRoutes, sockets: socketRoutes }, MOCK_ROUTER_OPTIONS);

export interface DirectRequest {
  method: string;
  /** Path relative to the API root, query string included. */
  url: string;
  token?: string;
  /** Already-parsed JSON body. */
  body?: unknown;
  /** The caller's site origin, as the HTTP route reads it from the request's headers (`requestOrigin`). */
  origin?: string;
  /** The visitor's address as the site trusts it (`request.ip`), as the HTTP route reads it from X-Real-IP. */
  clientAddress?: string;
  /** The call's W3C traceparent, as the HTTP route receives it: the crash line names it, as the HTTP log lines do. */
  traceparent?: string;
}
export type DirectAnswer = { status: number; body: unknown };
/** `log` is whose log a crashed handler goes to: the page request's (default: the mock's own). */
export type Dispatch = (request: DirectRequest, log?: Pick<FastifyBaseLogger, 'error'>) => Promise<DirectAnswer>;

/**
 * In-process calls for the SSR loaders: the contract's router (find-my-way with Fastify's query
 * parser, as the mock's HTTP routes use), the same handlers and parsing as HTTP, without a fake
 * socket or a JSON round trip (the HTTP emulation cost a third of the SSR throughput; see
 * docs/decisions/003-in-process-dispatch.md). mock-api/dispatch-parity.test.ts holds both paths to
 * the same answers. Answers are the mock's own objects: the data they come from is frozen.
 */
export function createDispatch(app: FastifyInstance): Dispatch {
  return async ({ method, url, token, body, origin, clientAddress, traceparent }, log = app.log) => {
    const route = routeOf(method, url);
    if (!route) return { status: 404, body: NOT_FOUND_BODY };
    if (route.kind === 'refused') return { status: 400, body: MALFORMED_REQUEST_BODY };
    const invoke = route.match.kind === 'endpoint' ? inProcessHandlers.get(app)?.get(route.match.endpoint.id) : undefined;
    // Files, sockets and the multipart upload are HTTP only; an API client never calls them as endpoints.
    if (!invoke) throw new Error(`${method} ${url.split('?', 1)[0]} is not served in process`);
    try {
      return { status: 200, body: await invoke({ params: route.params, query: route.query, body, token, origin, clientAddress }) };
    } catch (error) {
      const answer = errorReply(error);
      if (answer.status >= 500) logCrash(log, error, traceparent);
      return answer;
    }
  };
}
