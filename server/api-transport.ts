import type { FastifyBaseLogger } from 'fastify';
import type { Transport } from '@shared/api/api-client';
import type { MockApi } from '@mock/app';
import { requestOrigin } from '@mock/define-handler';
import { forwardedHeaders, type ForwardedClient } from './upstream-headers';
import { callTrace, newTrace, type TraceContext } from './trace-context';

/** Who an SSR loader's API calls are made for: the request's token and the visitor as the server trusts it. */
export interface TransportContext {
  token: string | undefined;
  client: ForwardedClient;
  /** Aborted when the visitor goes away: the calls still running for them are cancelled. */
  signal?: AbortSignal;
  /**
   * Told when the API itself failed a call, with the status a page that needed it should carry:
   * 504 too slow, 502 unreachable, reset or unreadable, the API's own status for a 5xx answer.
   */
  onUpstreamFailure?: (status: number) => void;
  /** The request's log: the bundled mock logs a handler that crashed there, with the request's id; each upstream call a debug line. */
  log?: Pick<FastifyBaseLogger, 'error' | 'debug'>;
  /**
   * The request's trace (requestTrace in server/trace-context.ts): each call carries a fresh span of
   * it as its traceparent. Without one (a background render) the calls share a new trace.
   */
  trace?: TraceContext;
}

/** SSR loaders call the API directly (not through our own /api route), on behalf of one request. */
export type TransportFactory = (context: TransportContext) => Transport;

/**
 * The bundled mock, called in-process: the same router and handlers as its HTTP routes, no socket
 * emulation. The visitor's origin and address reach it as X-Forwarded-Host/-Proto and X-Real-IP reach the API upstream, and
 * a handler that crashes is logged in the page request's log.
 */
export function mockTransport(mock: MockApi): TransportFactory {
  return ({ token, client, log, trace = newTrace() }) => {
    const origin = requestOrigin({ 'x-forwarded-host': client.host, 'x-forwarded-proto': client.protocol });
    // The visitor's address too, as X-Real-IP carries it over HTTP: per-client limits (证书查询) key on the visitor, not on this server.
    // And the call's traceparent, as the header carries it over HTTP: the mock's crash line names it.
    return ({ method, path, body }) =>
      mock.dispatch(
        { method, url: path, token, body, origin, clientAddress: client.ip, traceparent: callTrace(trace).headers.traceparent },
        log,
      );
  };
}

/** A file of the API (fileRoutes in shared/api/file-routes.ts) as the server read it for a visitor. */
export interface FetchedFile {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/**
 * The API's private files (an application's 证件照 for the admission ticket PDF), read on behalf of
 * one request with its token, as the browser would read them: `path` relative to the API root.
 * JSON endpoints go through TransportFactory; files are HTTP only, in the mock too.
 */
export type FileFetcher = (path: string) => Promise<FetchedFile>;
export type FileFetcherFactory = (context: TransportContext) => FileFetcher;

/** The bundled mock's file routes, through its Fastify instance (the in-process dispatch serves no files). */
export function mockFileFetcher(mock: MockApi): FileFetcherFactory {
  return ({ token, client, trace = newTrace() }) =>
    async (path) => {
      const response = await mock.app.inject({
        method: 'GET',
        url: path,
        headers: { ...forwardedHeaders(client), ...callTrace(trace).headers, ...(token ? { token } : {}) },
      });
      const contentType = response.headers['content-type'];
      return {
        status: response.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        body: response.rawPayload,
      };
    };
}
