import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import type { SiteLegal } from '@shared/lib/site-legal';

export const STATE_ELEMENT_ID = '__SKILL_STATE__';

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface HydrationPayload {
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedError> | null;
  };
  query: StateQueries;
  hasToken: boolean;
  buildId: string;
  /** The footer's filing numbers the server rendered (SITE_ICP, SITE_PSB). */
  siteLegal?: SiteLegal | null;
}

type SerializedError =
  { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown } | { __type: 'Error'; message: string };

export function serializeErrors(errors: Record<string, unknown> | null): HydrationPayload['router']['errors'] {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
      : { __type: 'Error', message: error instanceof Error ? error.message : String(error) };
  }
  return out;
}

export function deserializeErrors(errors: HydrationPayload['router']['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] =
      error.__type === 'RouteErrorResponse' ? new ErrorResponseImpl(error.status, error.statusText, error.data) : new Error(error.message);
  }
  return out;
}

/**
 * JSON for a `<script type="application/json">`: escaping `<` means no `</script>` or `<!--`
 * in user data can end the element early, so hydration data cannot become markup (XSS). Three
 * plain replaceAll passes: a regular expression with a replacer function cost a third as much
 * again as JSON.stringify itself on a 30 KB page state.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/** Loader meta only the server's head uses (JSON-LD, image preloads, canonical and Open Graph): left out of the state. */
const SERVER_ONLY_META = ['structuredData', 'preloadImages', 'canonical', 'image', 'type'] as const;

/** The loaders' data as the browser needs it: without the meta the head already carries. */
export function browserLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    const meta = (data as { meta?: Record<string, unknown> } | null | undefined)?.meta;
    if (!meta || !SERVER_ONLY_META.some((key) => key in meta)) {
      out[routeId] = data;
      continue;
    }
    const browserMeta = { ...meta };
    for (const key of SERVER_ONLY_META) delete browserMeta[key];
    out[routeId] = { ...(data as object), meta: browserMeta };
  }
  return out;
}

/** A query as the state carries it: its key, its data and when the server fetched it. */
export interface StateQuery {
  queryKey: QueryKey;
  state: { data: unknown; dataUpdatedAt: number };
}

/** The state's queries (the `query` part of the payload and of a prerendered page's `_payload.json`). */
export interface StateQueries {
  queries: StateQuery[];
}

/**
 * The successful queries of a render as the state carries them: key, data and time. Everything else
 * TanStack's dehydration writes (counts, errors, fetch status, the key's hash: ~330 bytes a query) is
 * what any settled query holds, and `hydrateQueries` gets it from `setQueryData` in the browser.
 */
export function compactQueries(state: DehydratedState): StateQueries {
  return {
    queries: state.queries.map(({ queryKey, state: { data, dataUpdatedAt } }) => ({
      queryKey,
      state: { data, dataUpdatedAt },
    })),
  };
}

/**
 * Puts the state's queries in the browser's cache as settled queries of their server time; a query
 * the cache already holds newer data for keeps it (a prerendered page's payload, visited again).
 */
export function hydrateQueries(queryClient: QueryClient, { queries }: StateQueries): void {
  for (const { queryKey, state } of queries) {
    if ((queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? -1) < state.dataUpdatedAt)
      queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
}
