import { Pool } from 'undici';
import type { Transport } from '@shared/api/api-client';
import type { MockApi } from '@mock/app';

/** SSR loaders call the API directly (not through our own /api route), with the request's token. */
export type TransportFactory = (token: string | undefined) => Transport;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The bundled mock, called in-process: same handlers as its HTTP routes, no socket emulation. */
export function mockTransport(mock: MockApi): TransportFactory {
  return (token) => ({ method, path, body }) => mock.dispatch({ method, url: path, token, body });
}

export interface UpstreamTransport {
  factory: TransportFactory;
  close: () => Promise<void>;
}

export function upstreamTransport(upstream: string, timeoutMs: number): UpstreamTransport {
  const url = new URL(upstream);
  const basePath = url.pathname.replace(/\/$/, '');
  const pool = new Pool(url.origin, { connections: 64, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connectTimeout: Math.min(timeoutMs, 5000) });
  const factory: TransportFactory = (token) => async ({ method, path, body, signal }) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.token = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await pool.request({
      method: method as 'GET',
      path: basePath + path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { status: response.statusCode, body: parseJson(await response.body.text()) };
  };
  return { factory, close: () => pool.close() };
}
