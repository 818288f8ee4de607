import type { EnsureQueryDataOptions, FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { viewOfMeta } from '@client/lib/data-view-meta';
import { routeErrorOf } from './route-error';

/**
 * What a loader makes of a failed call before it becomes the error page: a value to return instead
 * (the page shows a refusal: 'locked', `{ refused }`), a thrown response of its own (a redirect, a
 * 404 that names no one), or undefined: the error page with the status of pageStatusOf.
 */
export type LoadRecovery<TFallback> = (error: unknown) => TFallback | undefined | void;

/** What a load resolves to: the data, or what its recovery returned instead. */
type Loaded<TData, TFallback> = Promise<TData | Exclude<TFallback, undefined | void>>;

async function settle<TData, TFallback>(read: Promise<TData>, recover: LoadRecovery<TFallback> | undefined): Loaded<TData, TFallback> {
  try {
    return await read;
  } catch (error) {
    const fallback = recover?.(error);
    if (fallback !== undefined) return fallback as Exclude<TFallback, undefined | void>;
    throw routeErrorOf(error);
  }
}

/**
 * Loader helper for data any cached copy of which will do (the catalogue): ensures the query's data,
 * and turns an API failure into a route error response with the right status, so the server answers
 * 404/401/500 with the error page — never a blank page.
 */
export function loadQuery<TData, TKey extends QueryKey, TFallback = never>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
  recover?: LoadRecovery<TFallback>,
): Loaded<TData, TFallback> {
  // The server's cache is the request's own, never hydrated. Its options are defaulted once here:
  // ensureQueryData and then fetchQuery default (spread and hash) them again each, ~4 % of an
  // uncached render; options already defaulted pass through.
  if (import.meta.env.SSR) return settle(queryClient.ensureQueryData(queryClient.defaultQueryOptions(options) as typeof options), recover);
  return settle(
    hydratedWithoutKeptFields(queryClient, options)
      ? queryClient.fetchQuery({ ...options, staleTime: 0 })
      : queryClient.ensureQueryData(options),
    recover,
  );
}

/**
 * A copy hydrated without the fields its page keeps in the server's markup (docs/decisions/017) served
 * that one render; any later page that reads the query needs them, so it is fetched again.
 */
function hydratedWithoutKeptFields(queryClient: QueryClient, options: { queryKey: QueryKey; meta?: Record<string, unknown> }): boolean {
  const view = viewOfMeta(options.meta);
  if (!view?.keepsMarkup) return false;
  const cached = queryClient.getQueryData(options.queryKey);
  return cached !== undefined && !view.isWhole(cached);
}

/**
 * Loader helper for data that must be current when the page shows (the learner's own standing,
 * orders, money, a paper being answered): in the browser a cached copy is used only while it is
 * younger than the query's own `staleTime` — declared once, in its queryOptions; none declared
 * means 0, always asked again (not the client's 60 s default, which is there for hydration) —
 * anything older is fetched before the page renders. A `staleTime` function can keep a copy the
 * open page keeps current itself (the player's). On the server each request has a cache of its
 * own, so this is loadQuery there. Failures as loadQuery's.
 */
export function loadFresh<TData, TKey extends QueryKey, TFallback = never>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  recover?: LoadRecovery<TFallback>,
): Loaded<TData, TFallback> {
  if (typeof document === 'undefined') return loadQuery(queryClient, options, recover);
  const staleTime = hydratedWithoutKeptFields(queryClient, options) ? 0 : (options.staleTime ?? 0);
  return settle(queryClient.fetchQuery({ ...options, staleTime }), recover);
}
