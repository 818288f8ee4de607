import { Pool } from 'undici';
import type { TransportFactory } from './api-transport';
import { forwardedHeaders } from './upstream-headers';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * SSR loaders against API_UPSTREAM: a keep-alive pool, the request's token as the `token` header
 * and the visitor's trusted address in the forwarding headers, exactly as the /api proxy sends them.
 */
export interface UpstreamTransport {
  factory: TransportFactory;
  close: () => Promise<void>;
}

export function upstreamTransport(upstream: string, timeoutMs: number): UpstreamTransport {
  const url = new URL(upstream);
  const basePath = url.pathname.replace(/\/$/, '');
  const pool = new Pool(url.origin, { connections: 64, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connectTimeout: Math.min(timeoutMs, 5000) });
  const factory: TransportFactory = ({ token, client }) => async ({ method, path, body, signal }) => {
    const headers: Record<string, string> = { accept: 'application/json', ...forwardedHeaders(client) };
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
