import type { FastifyBaseLogger } from 'fastify';
import type { Transport } from '@shared/api/api-client';
import type { MockApi } from '@mock/app';
import { requestOrigin } from '@mock/define-handler';
import type { ForwardedClient } from './upstream-headers';

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
  /** The request's log: the bundled mock logs a handler that crashed there, with the request's id. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** SSR loaders call the API directly (not through our own /api route), on behalf of one request. */
export type TransportFactory = (context: TransportContext) => Transport;

/**
 * The bundled mock, called in-process: the same router and handlers as its HTTP routes, no socket
 * emulation. The visitor's origin and address reach it as X-Forwarded-Host/-Proto and X-Real-IP reach the API upstream, and
 * a handler that crashes is logged in the page request's log.
 */
export function mockTransport(mock: MockApi): TransportFactory {
  return ({ token, client, log }) => {
    const origin = requestOrigin({ 'x-forwarded-host': client.host, 'x-forwarded-proto': client.protocol });
    // The visitor's address too, as X-Real-IP carries it over HTTP: per-client limits (证书查询) key on the visitor, not on this server.
    return ({ method, path, body }) => mock.dispatch({ method, url: path, token, body, origin, clientAddress: client.ip }, log);
  };
}
