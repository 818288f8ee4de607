import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@shared/api/api-client';

/** One per request on the server, one per tab in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-fetched data stays fresh long enough that hydration does not refetch it.
        staleTime: 60_000,
        // On the server TanStack's default (Infinity, no timers) lets a request's cache die with it.
        ...(typeof window === 'undefined' ? {} : { gcTime: 5 * 60_000 }),
        refetchOnWindowFocus: false,
        // The server renders once and answers: retrying would hold the visitor for seconds and hit a
        // struggling API three times. The browser retries transient failures twice.
        retry:
          typeof window === 'undefined'
            ? false
            : (failureCount, error) => failureCount < 2 && !(isApiError(error) && (error.code !== undefined || error.status === 404)),
      },
      dehydrate: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
    },
  });
}
