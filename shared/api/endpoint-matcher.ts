import type { AnyEndpoint } from './define-endpoint';

export type EndpointMatcher = (method: string, path: string) => AnyEndpoint | undefined;

/**
 * Finds the declared endpoint a request is for, from its method and API path (relative to /api,
 * no query). Paths must already be canonical (server/canonical-path.ts): this is an exact match on
 * segments, so the per-endpoint rules hold for exactly the spellings the API itself would route.
 */
export function createEndpointMatcher(endpoints: readonly AnyEndpoint[]): EndpointMatcher {
  const exact = new Map<string, AnyEndpoint>();
  const withParams: { method: string; segments: string[]; endpoint: AnyEndpoint }[] = [];
  for (const endpoint of endpoints) {
    if (endpoint.path.includes('/:')) withParams.push({ method: endpoint.method, segments: endpoint.path.split('/'), endpoint });
    else exact.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  }
  return (method, path) => {
    // HEAD is answered by the GET route, as the API routes it.
    const verb = method === 'HEAD' ? 'GET' : method;
    const found = exact.get(`${verb} ${path}`);
    if (found || withParams.length === 0) return found;
    const segments = path.split('/');
    return withParams.find(
      (route) =>
        route.method === verb &&
        route.segments.length === segments.length &&
        route.segments.every((segment, index) => (segment.startsWith(':') ? segments[index] !== '' : segment === segments[index])),
    )?.endpoint;
  };
}
