import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@shared/api/api-client';
import { openLoginModal } from '@client/lib/app-store';
import { isSignedOutError } from '@client/lib/signed-out-error';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * false: a 401 does not open the login modal. For the sign-in forms themselves (the modal is
       * already up, and opening it again would close the bind form) and signing out.
       */
      loginOn401?: false;
    };
  }
}

/**
 * Every write the browser makes is a mutation of this cache (useMutation, or a MutationObserver for
 * the writes made outside a component: uploads, the community's delegated actions), so the spec §4
 * rule for a write refused with 401 — the session ended: open the login modal, keep what was typed —
 * is here once. Runs before the mutation's own onError, which still says anything else (its toast).
 */
export function openLoginOnSignedOut(error: unknown, meta: { loginOn401?: false } | undefined): void {
  if (isSignedOutError(error) && meta?.loginOn401 !== false) openLoginModal();
}

/** One per request on the server, one per tab in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => openLoginOnSignedOut(error, mutation.meta) }),
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
      // A write made offline fails at once — the form says so and keeps what was typed, the exam's
      // answers wait on the device — rather than wait, paused and busy, for the browser to be online.
      mutations: { networkMode: 'always' },
      dehydrate: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
    },
  });
}
