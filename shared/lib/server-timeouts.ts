import type { Server } from 'node:http';

/** How long a client may take (the site: REQUEST_/HEADERS_/KEEP_ALIVE_TIMEOUT_MS in config.ts). */
export interface ServerTimeouts {
  /** The whole request, headers and body. */
  requestTimeoutMs: number;
  /** The headers alone (never more than the whole request). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection. */
  keepAliveTimeoutMs: number;
}

/** The standalone mock's defaults (the site's are in config.ts): the same numbers. */
export const DEFAULT_SERVER_TIMEOUTS: Readonly<ServerTimeouts> = Object.freeze({
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 20_000,
  keepAliveTimeoutMs: 65_000,
});

/**
 * Sets Node's client timeouts on a server before it listens. Fastify turns Node's request timeout
 * off (0) unless told, so a client sending its body a byte at a time held a connection and its
 * buffered body for ever. A late request is answered 408 by the clientError handler (Chinese
 * envelope for /api) and its connection closed. An upgraded WebSocket is no longer a request and
 * is not cut (the room's heartbeat looks after it).
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts): void {
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.headersTimeout = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // Node looks for late requests every connectionsCheckingInterval (30 s unless set before
  // `listen`): a tenth of the shorter limit cuts a late one within 10 % of it.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    30_000,
    Math.max(50, Math.floor(server.headersTimeout / 10)),
  );
}
