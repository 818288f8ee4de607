import type { FastifyBaseLogger } from 'fastify';
import type { Transport } from '@shared/api/api-client';
import type { ForwardedClient } from './upstream-headers';
import type { TraceContext } from './trace-context';

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
  /** The request's log: each upstream call writes a debug line there. */
  log?: Pick<FastifyBaseLogger, 'error' | 'debug'>;
  /**
   * The request's trace (requestTrace in server/trace-context.ts): each call carries a fresh span of
   * it as its traceparent. Without one (a background render) the calls share a new trace.
   */
  trace?: TraceContext;
}

/** SSR loaders call the API directly (not through our own /api route), on behalf of one request. */
export type TransportFactory = (context: TransportContext) => Transport;

/** A file of the API (fileRoutes in shared/api/file-routes.ts) as the server read it for a visitor. */
export interface FetchedFile {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/**
 * The API's private files (an application's 证件照 for the admission ticket PDF), read on behalf of
 * one request with its token, as the browser would read them: `path` relative to the API root.
 * JSON endpoints go through TransportFactory.
 */
export type FileFetcher = (path: string) => Promise<FetchedFile>;
export type FileFetcherFactory = (context: TransportContext) => FileFetcher;
