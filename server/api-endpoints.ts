import { allEndpoints, fileRoutes, socketRoutes } from '@shared/api/registry';
import { createDeclaredMatcher, type DeclaredMatch } from '@shared/api/api-router.server';
import type { AnyEndpoint } from '@shared/api/define-endpoint';

/** The contract as the site's /api passes it on, in both API modes (plugins/api-guards.ts). */
const matchDeclared = createDeclaredMatcher({ endpoints: allEndpoints, files: fileRoutes, sockets: socketRoutes });

/** The API path of a site request (`/api/user/login?x` → `/user/login`); API-relative paths pass as they are. */
export function apiPathOf(url: string): string {
  const path = url.split('?', 1)[0]!;
  return path.startsWith('/api/') ? path.slice('/api'.length) : path;
}

/**
 * The contract endpoint a request is for: the key of every per-endpoint rule (rate limits, the
 * sign-in cookie). Only meaningful for canonical paths, which the /api plugins enforce first.
 */
export function apiEndpointOf(method: string, url: string): AnyEndpoint | undefined {
  const found = matchDeclared(method.toUpperCase(), apiPathOf(url), false);
  return found?.kind === 'endpoint' ? found.endpoint : undefined;
}

/** Whether a request asks to become a WebSocket (the only upgrade the API knows). */
export const isWebSocketUpgrade = (headers: Record<string, string | string[] | undefined>) =>
  String(headers.upgrade ?? '').toLowerCase() === 'websocket';

/**
 * What the contract declares for a request (an endpoint, a file route, the live socket), or
 * undefined: then the site answers 404 itself and the API never sees it. An upgrade matches only a
 * socket route, a plain request never does.
 */
export function declaredApiRouteOf(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
): DeclaredMatch | undefined {
  return matchDeclared(method.toUpperCase(), apiPathOf(url), isWebSocketUpgrade(headers));
}
