import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';

/**
 * A write made outside a component's lifetime (an upload's queue, a delegated click on a list page):
 * the same mutation cache as useMutation — its 401 rule (client/lib/query-client.ts), its meta —
 * without a hook. Resolves with the answer, rejects with the failure.
 */
export function runMutation<TData, TVariables = void>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver<TData, Error, TVariables>(queryClient, options).mutate(variables);
}
