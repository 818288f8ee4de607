import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { parse as parseQuery } from 'fast-querystring';
import type { AnyEndpoint } from './define-endpoint';
import type { DeclaredRoute } from './file-routes';

/** What the contract declares: its JSON endpoints, its file routes and its socket routes (shared/api/registry.ts). */
export interface DeclaredApi {
  endpoints: readonly AnyEndpoint[];
  files: readonly DeclaredRoute[];
  sockets: readonly DeclaredRoute[];
}

export type DeclaredMatch =
  { kind: 'endpoint'; endpoint: AnyEndpoint } | { kind: 'file'; route: DeclaredRoute } | { kind: 'socket'; route: DeclaredRoute };

/**
 * Where a request goes: a declared route with its decoded path parameters and its query (an array
 * for a repeated key, as Fastify parses it); `refused` for a URL the router itself rejects (a
 * malformed `%` escape, a parameter over maxParamLength), which Fastify answers through
 * `frameworkErrors`; undefined when nothing is declared there.
 */
export type ApiRoute =
  | { kind: 'route'; match: DeclaredMatch; params: Record<string, string>; query: Record<string, string | string[]> }
  | { kind: 'refused' }
  | undefined;

export interface ApiRouterOptions {
  /** Longest path parameter routed (find-my-way's and Fastify's default: 100). */
  maxParamLength?: number;
}

const noop = () => {};

/**
 * The contract's routes in one find-my-way tree: the router Fastify itself uses, with its query
 * parser, so a route built from it chooses exactly as the API's own Fastify router would. A static
 * segment wins over a parameter at every depth, whatever order the routes are declared in, and a
 * route declared twice throws here.
 */
export function createApiRouter(declared: DeclaredApi, options: ApiRouterOptions = {}): (method: string, url: string) => ApiRoute {
  const router = FindMyWay({
    maxParamLength: options.maxParamLength,
    // Fastify's query parsing (find-my-way's default, spelled out): a repeated key is an array.
    querystringParser: (query) => (query.length === 0 ? {} : parseQuery(query)),
    onBadUrl: noop,
    onMaxParamLength: noop,
  });
  const add = (method: string, path: string, match: DeclaredMatch) => router.on(method as HTTPMethod, path, noop, match);
  for (const endpoint of declared.endpoints) add(endpoint.method, endpoint.path, { kind: 'endpoint', endpoint });
  for (const route of declared.files) add(route.method, route.path, { kind: 'file', route });
  for (const route of declared.sockets) add(route.method, route.path, { kind: 'socket', route });

  return (method, url) => {
    const found = router.find(method as HTTPMethod, url);
    if (!found) return undefined;
    // onBadUrl and onMaxParamLength answer with a handler of their own and no store.
    if (found.store === null) return { kind: 'refused' };
    return {
      kind: 'route',
      match: found.store as DeclaredMatch,
      params: found.params as Record<string, string>,
      query: found.searchParams as Record<string, string | string[]>,
    };
  };
}

/**
 * The one answer to "may this request go to the API?", for both API modes: a JSON endpoint or a
 * file route for a plain request, a socket route for a WebSocket upgrade; undefined for anything
 * else, which the site refuses with 404 without passing it on. Paths (relative to /api, no query)
 * must already be canonical (server/canonical-path.ts). HEAD is answered by the GET route, a path
 * parameter is one non-empty segment, and its length is the API's to judge.
 */
export function createDeclaredMatcher(
  declared: DeclaredApi,
): (method: string, path: string, upgrade: boolean) => DeclaredMatch | undefined {
  const routeOf = createApiRouter(declared, { maxParamLength: Number.MAX_SAFE_INTEGER });
  return (method, path, upgrade) => {
    const route = routeOf(method === 'HEAD' ? 'GET' : method, path);
    if (route?.kind !== 'route' || Object.values(route.params).includes('')) return undefined;
    return (route.match.kind === 'socket') === upgrade ? route.match : undefined;
  };
}

/** The contract endpoint a plain request is for (the key of the per-endpoint rules), by method and canonical path. */
export function createEndpointMatcher(endpoints: readonly AnyEndpoint[]): (method: string, path: string) => AnyEndpoint | undefined {
  const match = createDeclaredMatcher({ endpoints, files: [], sockets: [] });
  return (method, path) => {
    const found = match(method, path, false);
    return found?.kind === 'endpoint' ? found.endpoint : undefined;
  };
}
