import type { IncomingHttpHeaders } from 'node:http';

export const TOKEN_COOKIE = 'skill_token';

/** Hop-by-hop and browser-only headers that never travel to the API. */
const DROPPED = new Set([
  'cookie',
  'token',
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-authorization',
  'proxy-authenticate',
  'authorization',
  // Who the client is, as the client claims it: replaced by what this server trusts (forwardedHeaders).
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  // The visitor's trace as sent: replaced by a span of the request's trace (server/trace-context.ts),
  // so a malformed or hostile value never reaches the API and each call has its own parent-id.
  'traceparent',
  'tracestate',
]);

/** The visitor as this server sees it: `request.ip`, `.host` and `.protocol`, per TRUST_PROXY. */
export interface ForwardedClient {
  ip: string;
  host: string;
  protocol: string;
}

/**
 * What the API learns of the visitor: the address, host and scheme this server trusts, never the
 * client's own claims, so the API's limits and audit logs cannot be steered by a forged header.
 */
export function forwardedHeaders(client: ForwardedClient): Record<string, string> {
  return {
    'x-forwarded-for': client.ip,
    'x-real-ip': client.ip,
    'x-forwarded-proto': client.protocol,
    'x-forwarded-host': client.host,
  };
}

/**
 * Headers for an upstream API call made on behalf of a browser request: the `skill_token` cookie
 * becomes the `token` header, the browser's Cookie and any client-sent `token` are dropped
 * (a visitor cannot choose whose token the server uses), hop-by-hop headers go too, and the
 * forwarding headers are this server's, and so is the trace context (`trace`: the call's
 * traceparent and tracestate, made by callTrace in server/trace-context.ts).
 */
export function upstreamHeaders(
  incoming: IncomingHttpHeaders,
  token: string | undefined,
  client: ForwardedClient,
  trace?: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  // Headers named in Connection are hop-by-hop as well (the reply-from advisory: `Connection: token`).
  const named = String(incoming.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED.has(name) || named.includes(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  Object.assign(headers, forwardedHeaders(client), trace);
  if (token) headers.token = token;
  return headers;
}

/** The token cookie's value (under `name`), if it looks like a token at all. */
export function tokenFromCookies(cookies: Record<string, string | undefined>, name = TOKEN_COOKIE): string | undefined {
  const value = cookies[name];
  return value && value.length <= 512 && /^[\w.~+/=-]+$/.test(value) ? value : undefined;
}
