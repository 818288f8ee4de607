import { queryOptions, useQuery, useQueryClient, type MutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { errorMessage } from '@shared/api/api-client';
import { addFavorite, getFavoriteState, removeFavorite } from '@shared/api/learning';
import type { FavoriteKind, FavoriteState } from '@shared/schemas/learning';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { runMutation } from '@client/lib/run-mutation';
import { LEARNING_QUERY_KEY } from './learning-cache';

/** Under the learner's own key prefix: signing out or studying drops it with the lists. */
const stateKey = (kind: FavoriteKind, id: number) => [...LEARNING_QUERY_KEY, 'favorite-state', kind, id] as const;

export const getFavoriteStateQueryOptions = (api: ApiClient, kind: FavoriteKind, id: number) =>
  queryOptions({ queryKey: stateKey(kind, id), queryFn: () => api.call(getFavoriteState, { params: { kind, id } }) });

/**
 * 收藏 of a catalogue page that stays cacheable for everyone (live, exam, news): the learner's state
 * is read after the page, signed in only; a click flips it at once and back if the call fails.
 * Clicks on one target run one after another (a shared scope), so the last click wins.
 */
export function useFavoriteToggle(kind: FavoriteKind, id: number, signedIn: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = getFavoriteStateQueryOptions(api, kind, id);
  const state = useQuery({ ...options, enabled: signedIn });
  const mutationKey = ['learning', 'favorite', kind, id];
  // runMutation, not useMutation: nothing shows the write pending, and the pages with a 收藏 load no MutationObserver for it.
  const mutation: MutationOptions<FavoriteState, Error, boolean> = {
    mutationKey,
    scope: { id: `favorite-${kind}-${id}` },
    mutationFn: (favorite: boolean) => api.call(favorite ? addFavorite : removeFavorite, { params: { kind, id } }),
    onMutate: async (favorite: boolean) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<FavoriteState>(options.queryKey);
      const count = (previous?.favoriteCount ?? 0) + (favorite === (previous?.favorite ?? false) ? 0 : favorite ? 1 : -1);
      queryClient.setQueryData<FavoriteState>(options.queryKey, { kind, id, favorite, favoriteCount: Math.max(0, count) });
      return { previous };
    },
    onError: (error, favorite, context) => {
      const previous = (context as { previous?: FavoriteState } | undefined)?.previous;
      if (previous) queryClient.setQueryData(options.queryKey, previous);
      else queryClient.removeQueries({ queryKey: options.queryKey });
      if (!isSignedOutError(error)) toast.error(errorMessage(error, favorite ? '收藏失败，请稍后重试' : '取消收藏失败，请稍后重试'));
    },
    onSuccess: (answer) => {
      // The server's answer once no later click is still on its way (that one would be overwritten).
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(options.queryKey, answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...LEARNING_QUERY_KEY, 'favorites'] }),
  };
  const favorite = signedIn ? (state.data?.favorite ?? false) : false;
  return {
    favorite,
    ready: !signedIn || state.data !== undefined,
    toggle: () => void runMutation(queryClient, mutation, !favorite).catch(() => undefined),
  };
}
