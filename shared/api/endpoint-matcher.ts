import type { AnyEndpoint } from './define-endpoint';
import type { DeclaredRoute } from './file-routes';

type Route = { method: string; path: string };
export type RouteMatcher<T extends Route> = (method: string, path: string) => T | undefined;
export type EndpointMatcher = RouteMatcher<AnyEndpoint>;

/**
 * Finds the declared route a request is for, from its method and API path (relative to /api, no
 * query). Paths must already be canonical (server/canonical-path.ts): this is an exact match on
 * segments, so the per-endpoint rules hold for exactly the spellings the API itself would route.
 * A static segment wins over a parameter, as in the API's router.
 */
export function createRouteMatcher<T extends Route>(routes: readonly T[]): RouteMatcher<T> {
  const exact = new Map<string, T>();
  const withParams: { method: string; segments: string[]; route: T }[] = [];
  for (const route of routes) {
    if (route.path.includes('/:')) withParams.push({ method: route.method, segments: route.path.split('/'), route });
    else exact.set(`${route.method} ${route.path}`, route);
  }
  // Fewer parameters first: `/media/lesson/:file` before `/media/:kind/:file`.
  const params = (segments: string[]) => segments.filter((segment) => segment.startsWith(':')).length;
  withParams.sort((a, b) => params(a.segments) - params(b.segments));
  return (method, path) => {
    // HEAD is answered by the GET route, as the API routes it.
    const verb = method === 'HEAD' ? 'GET' : method;
    const found = exact.get(`${verb} ${path}`);
    if (found || withParams.length === 0) return found;
    const segments = path.split('/');
    return withParams.find(
      (candidate) =>
        candidate.method === verb &&
        candidate.segments.length === segments.length &&
        candidate.segments.every((segment, index) => (segment.startsWith(':') ? segments[index] !== '' : segment === segments[index])),
    )?.route;
  };
}

export function createEndpointMatcher(endpoints: readonly AnyEndpoint[]): EndpointMatcher {
  return createRouteMatcher(endpoints);
}

export type DeclaredMatch =
  { kind: 'endpoint'; endpoint: AnyEndpoint } | { kind: 'file'; route: DeclaredRoute } | { kind: 'socket'; route: DeclaredRoute };

/**
 * The one answer to "may this request go to the API?", for both API modes: a JSON endpoint or a
 * file route for a plain request, a socket route for a WebSocket upgrade; undefined for anything
 * else, which the site refuses with 404 without passing it on.
 */
export function createDeclaredMatcher(declared: {
  endpoints: readonly AnyEndpoint[];
  files: readonly DeclaredRoute[];
  sockets: readonly DeclaredRoute[];
}) {
  const endpoint = createEndpointMatcher(declared.endpoints);
  const file = createRouteMatcher(declared.files);
  const socket = createRouteMatcher(declared.sockets);
  return (method: string, path: string, upgrade: boolean): DeclaredMatch | undefined => {
    if (upgrade) {
      const route = socket(method, path);
      return route && { kind: 'socket', route };
    }
    const found = endpoint(method, path);
    if (found) return { kind: 'endpoint', endpoint: found };
    const route = file(method, path);
    return route && { kind: 'file', route };
  };
}
