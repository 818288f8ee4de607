import type { APIRequestContext, Request, Response } from '@playwright/test';
import { createApiClient, isApiError, type CallInput, type Transport } from '@shared/api/api-client';
import { buildPath, buildQuery, type AnyEndpoint, type EndpointData, type Envelope } from '@shared/api/define-endpoint';
import { fileRoutes } from '@shared/api/file-routes';

/**
 * The e2e tests' way to the product API: a contract endpoint of shared/api/*.ts called through
 * Playwright's request context, the way the browser's client calls it (client/lib: `api.call(endpoint,
 * { params, query, body })`, the `{ code, msg, data }` envelope, `/api` + the endpoint's path).
 *
 * - The sign-in travels as the site's HttpOnly cookie: a page's `page.request` shares the page's
 *   cookie jar, so a call made through it is the page's signed-in learner's.
 * - CSRF (server/plugins/csrf-guard.ts) refuses writes a browser marks as cross-site (Sec-Fetch-Site,
 *   Origin); Playwright's request context sends neither, as a same-origin tool call would not.
 * - Answers are parsed with the endpoint's zod schema (`validate`), so a test reads typed data and a
 *   mock answer that strays from the contract fails the test that saw it.
 */

/** What a matcher needs of a route: a contract endpoint, or a declared file route (shared/api/file-routes.ts). */
type RouteLike = Pick<AnyEndpoint, 'method' | 'path'>;
type Params = Record<string, string | number>;

/** The site's URL of an endpoint: `/api` + its path with `params` filled in + `query`. */
export function apiPath<E extends AnyEndpoint>(endpoint: E, input: Pick<CallInput<E>, 'params' | 'query'> = {}): string {
  return `/api${buildPath(endpoint.path, input.params as Params | undefined)}${buildQuery(input.query as Record<string, unknown> | undefined)}`;
}

/** The pathname a route answers: exact with `params`, else any value in each `:param` segment. */
function pathPattern(route: RouteLike, params?: Params): RegExp {
  if (params) return new RegExp(`^${escapeRegExp(`/api${buildPath(route.path, params)}`)}$`);
  const pattern = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^/api${pattern}$`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A URL matcher for `page.route` / `page.unroute` (keep the returned function to unroute with it):
 * every request to the route's path, whatever its method and query.
 */
export function urlOf(route: RouteLike, params?: Params): (url: URL) => boolean {
  const pattern = pathPattern(route, params);
  return (url) => pattern.test(url.pathname);
}

/** A request predicate for `waitForRequest` and `page.on('request')`: the route's method and path. */
export function isRequestTo(route: RouteLike, params?: Params): (request: Request) => boolean {
  const matches = urlOf(route, params);
  return (request) => request.method() === route.method && matches(new URL(request.url()));
}

/** A response predicate for `waitForResponse`: an answer to the route (its method and path). */
export function isResponseTo(route: RouteLike, params?: Params): (response: Response) => boolean {
  const matches = isRequestTo(route, params);
  return (response) => matches(response.request());
}

/** A declared file route by its id (`media.lesson`, `community.image`). */
export function fileRoute(id: string): RouteLike {
  const route = fileRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no file route ${id} in shared/api/file-routes.ts`);
  return route;
}

export interface ContractClient {
  /** The endpoint's data, parsed by its schema; any other answer fails with the endpoint, code and msg. */
  call<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointData<E>>;
  /** The envelope as answered, business errors included: for tests about a refusal's code and msg. */
  envelope<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>): Promise<Envelope<EndpointData<E>>>;
}

function transportOf(request: APIRequestContext): Transport {
  return async ({ method, path, body }) => {
    const response = await request.fetch(`/api${path}`, { method, ...(body === undefined ? {} : { data: body }) });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status(), body: parsed };
  };
}

/** The contract client of one request context (`page.request`, a context's `request`, the `request` fixture). */
export function contractClient(request: APIRequestContext): ContractClient {
  const transport = transportOf(request);
  return {
    async call(endpoint, input) {
      // The app's own client (shared/api/api-client.ts), validating; the answer kept to name it on failure.
      let answered: Awaited<ReturnType<Transport>> | undefined;
      const client = createApiClient(async (sent) => (answered = await transport(sent)), { validate: true });
      try {
        return await client.call(endpoint, input);
      } catch (error) {
        if (!isApiError(error)) throw error;
        const code = error.code === undefined ? '' : ` code ${error.code}`;
        throw new Error(
          `${endpoint.method} ${apiPath(endpoint, input ?? {})} (${endpoint.id}) failed: HTTP ${answered?.status ?? '(none)'}${code} ${error.message}`,
        );
      }
    },
    async envelope(endpoint, input = {}) {
      const path =
        buildPath(endpoint.path, input.params as Params | undefined) + buildQuery(input.query as Record<string, unknown> | undefined);
      const { status, body } = await transport({ method: endpoint.method, path, body: input.body });
      if (typeof body !== 'object' || body === null || typeof (body as Envelope).code !== 'number')
        throw new Error(`${endpoint.method} /api${path} (${endpoint.id}) answered HTTP ${status} without an envelope`);
      return body as Envelope<EndpointData<typeof endpoint>>;
    },
  };
}
