import type { MutationOptions, QueryClient } from '@tanstack/react-query';

/**
 * A write made outside a component's lifetime (an upload's queue, a delegated click on a list page,
 * a background save): the same mutation cache as useMutation — its defaults, its 401 rule
 * (client/lib/query-client.ts), its meta, scopes — without a hook. Resolves with the answer,
 * rejects with the failure. Built on the cache itself rather than a MutationObserver, which only
 * useMutation needs: pages that write only this way do not load it.
 */
export function runMutation<TData, TVariables = void>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
