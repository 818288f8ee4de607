import type { Transport } from '@shared/api/api-client';
import type { MockApi } from '@mock/app';
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
}

/** SSR loaders call the API directly (not through our own /api route), on behalf of one request. */
export type TransportFactory = (context: TransportContext) => Transport;

/** The bundled mock, called in-process: same handlers as its HTTP routes, no socket emulation. */
export function mockTransport(mock: MockApi): TransportFactory {
  return ({ token }) =>
    ({ method, path, body }) =>
      mock.dispatch({ method, url: path, token, body });
}
