import { allEndpoints } from '@shared/api/registry';
import { createEndpointMatcher } from '@shared/api/endpoint-matcher';
import type { AnyEndpoint } from '@shared/api/define-endpoint';

const matchEndpoint = createEndpointMatcher(allEndpoints);

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
  return matchEndpoint(method.toUpperCase(), apiPathOf(url));
}
