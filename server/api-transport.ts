import type { Transport } from '@shared/api/api-client';
import type { MockApi } from '@mock/app';

/** SSR loaders call the API directly (not through our own /api route), with the request's token. */
export type TransportFactory = (token: string | undefined) => Transport;

/** The bundled mock, called in-process: same handlers as its HTTP routes, no socket emulation. */
export function mockTransport(mock: MockApi): TransportFactory {
  return (token) => ({ method, path, body }) => mock.dispatch({ method, url: path, token, body });
}
