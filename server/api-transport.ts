import type { Transport } from '@shared/api/api-client';
import type { MockApi } from '@mock/app';
import type { ForwardedClient } from './upstream-headers';

/** Who an SSR loader's API calls are made for: the request's token and the visitor as the server trusts it. */
export interface TransportContext {
  token: string | undefined;
  client: ForwardedClient;
}

/** SSR loaders call the API directly (not through our own /api route), on behalf of one request. */
export type TransportFactory = (context: TransportContext) => Transport;

/** The bundled mock, called in-process: same handlers as its HTTP routes, no socket emulation. */
export function mockTransport(mock: MockApi): TransportFactory {
  return ({ token }) => ({ method, path, body }) => mock.dispatch({ method, url: path, token, body });
}
