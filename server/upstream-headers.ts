import type { IncomingHttpHeaders } from 'node:http';

export const TOKEN_COOKIE = 'skill_token';

/** Hop-by-hop and browser-only headers that never travel to the API. */
const DROPPED = new Set([
  'cookie', 'token', 'host', 'connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer',
  'proxy-authorization', 'proxy-authenticate', 'authorization',
]);

/**
 * Headers for an upstream API call made on behalf of a browser request: the `skill_token` cookie
 * becomes the `token` header, the browser's Cookie and any client-sent `token` are dropped
 * (a visitor cannot choose whose token the server uses), and hop-by-hop headers go too.
 */
export function upstreamHeaders(incoming: IncomingHttpHeaders, token: string | undefined): Record<string, string> {
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
  if (token) headers.token = token;
  return headers;
}

/** The token cookie's value, if it looks like a token at all. */
export function tokenFromCookies(cookies: Record<string, string | undefined>): string | undefined {
  const value = cookies[TOKEN_COOKIE];
  return value && value.length <= 512 && /^[\w.~+/=-]+$/.test(value) ? value : undefined;
}
