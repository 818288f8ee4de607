/**
 * The community's actions, shared by every page: like / cancel / dislike, favourite, follow. Each
 * is optimistic — every cached copy of the item (or person) changes at once through
 * community-cache — then takes the server's counts, or is rolled back with a toast carrying the
 * server's msg. A 401 (the session ended) opens the login modal instead (the query client's mutation
 * cache). Clicks on one item are sent one after another (a mutation scope per item), and only the
 * last one's answer is written, so the last click wins. A query being fetched when the answer comes
 * (the answer's own page, opened right after the click) gets it written again once its data is in:
 * the server may have read it before the action landed.
 *
 * Mutations run with runMutation, not useMutation: the clicks are delegated from list markup, and
 * this module is loaded once the page is idle (lazy-actions.ts), out of the list pages' first load.
 *
 *   useLikeAction(kind, id).mutate(1 | 2 | 3)   — like / cancel / dislike (spec §3)
 *   useFavoriteAction(kind, id).mutate(on)
 *   useFollowAction(userId).mutate(follow)
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage, type ApiClient } from '@shared/api/api-client';
import { reactToContent, setFavorite } from '@shared/api/community';
import { followUser } from '@shared/api/user-profile';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { ALL_FEEDS_KEY } from './feed-key';
import {
  applyFavoriteResult,
  applyFollowResult,
  applyLikeResult,
  findContent,
  snapshotContent,
  snapshotFollow,
  type ContentKind,
} from './community-cache';

/** Spec §3 like actions. */
export type LikeActionValue = 1 | 2 | 3;

/** The viewer state and count a like action leads to, from the state now. */
export function nextLikeState(current: { liked: boolean; disliked: boolean; likeCount: number }, action: LikeActionValue) {
  const liked = action === 1;
  const disliked = action === 3;
  const likeCount = Math.max(0, current.likeCount + (liked && !current.liked ? 1 : !liked && current.liked ? -1 : 0));
  return { liked, disliked, likeCount };
}

/**
 * Runs `optimistic` now and `call` after the calls already made for `key` (their mutation scope), then
 * `settle` with the answer unless a later click on the same item is still on its way (its answer is
 * the one to show); on failure `optimistic`'s rollback and a toast.
 */
function act<T>(
  queryClient: QueryClient,
  key: string,
  optimistic: () => () => void,
  call: () => Promise<T>,
  settle: (result: T) => void,
  fallback: string,
  afterSettle?: () => void,
): Promise<void> {
  const mutationKey = ['community-action', key];
  let rollback: () => void = () => undefined;
  return runMutation(
    queryClient,
    {
      mutationKey,
      scope: { id: key },
      mutationFn: call,
      onMutate: () => {
        rollback = optimistic();
      },
      onSuccess: (result) => {
        if (queryClient.isMutating({ mutationKey }) > 1) return;
        settle(result);
        // A page being fetched now may hold what the server read before the action landed; once its
        // data is in, the answer goes on it again (a later click's, waiting on the same fetch, goes after).
        const inFlight = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
        if (inFlight.length > 0)
          void Promise.allSettled(inFlight.map((query) => query.promise)).then(() => {
            if (queryClient.isMutating({ mutationKey }) === 0) settle(result);
          });
        afterSettle?.();
      },
      onError: () => rollback(),
    },
    undefined,
  ).then(
    () => undefined,
    (error: unknown) => {
      if (!isSignedOutError(error)) toast.error(errorMessage(error, fallback));
    },
  );
}

export function likeContent(
  queryClient: QueryClient,
  api: ApiClient,
  kind: ContentKind,
  id: number,
  action: LikeActionValue,
): Promise<void> {
  return act(
    queryClient,
    `like-${kind}-${id}`,
    () => {
      const rollback = snapshotContent(queryClient, kind, id);
      const item = findContent(queryClient, kind, id);
      if (item) applyLikeResult(queryClient, kind, id, nextLikeState({ ...item.viewer, likeCount: item.likeCount }, action));
      return rollback;
    },
    () => api.call(reactToContent, { body: { kind, id, action } }),
    (result) => applyLikeResult(queryClient, kind, id, result),
    action === 1 ? '点赞失败，请稍后重试' : action === 3 ? '操作失败，请稍后重试' : '取消失败，请稍后重试',
  );
}

export function favoriteContent(queryClient: QueryClient, api: ApiClient, kind: ContentKind, id: number, on: boolean): Promise<void> {
  return act(
    queryClient,
    `favorite-${kind}-${id}`,
    () => {
      const rollback = snapshotContent(queryClient, kind, id);
      const item = findContent(queryClient, kind, id);
      if (item && typeof item.favoriteCount === 'number') {
        const delta = on === item.viewer.favorited ? 0 : on ? 1 : -1;
        applyFavoriteResult(queryClient, kind, id, { favorited: on, favoriteCount: Math.max(0, item.favoriteCount + delta) });
      }
      return rollback;
    },
    () => api.call(setFavorite, { body: { kind, id, on } }),
    (result) => applyFavoriteResult(queryClient, kind, id, result),
    on ? '收藏失败，请稍后重试' : '取消收藏失败，请稍后重试',
  );
}

export function followPerson(queryClient: QueryClient, api: ApiClient, userId: number, follow: boolean): Promise<void> {
  return act(
    queryClient,
    `follow-${userId}`,
    () => {
      const rollback = snapshotFollow(queryClient, userId);
      applyFollowResult(queryClient, userId, { followed: follow });
      return rollback;
    },
    () => api.call(followUser, { body: { userId, action: follow ? 1 : 2 } }),
    (result) => applyFollowResult(queryClient, userId, result),
    follow ? '关注失败，请稍后重试' : '取消关注失败，请稍后重试',
    () => {
      // The 关注 feed lists what the people one follows wrote: it changed.
      void queryClient.invalidateQueries({ queryKey: [...ALL_FEEDS_KEY, 'follow'], refetchType: 'none' });
      // So did the fans and follows lists of profiles (client/features/community/profile): shown ones refetch.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  );
}

export function useLikeAction(kind: ContentKind, id: number) {
  const queryClient = useQueryClient();
  const api = useApi();
  return { mutate: (action: LikeActionValue) => void likeContent(queryClient, api, kind, id, action) };
}

export function useFavoriteAction(kind: ContentKind, id: number) {
  const queryClient = useQueryClient();
  const api = useApi();
  return { mutate: (on: boolean) => void favoriteContent(queryClient, api, kind, id, on) };
}

export function useFollowAction(userId: number) {
  const queryClient = useQueryClient();
  const api = useApi();
  return { mutate: (follow: boolean) => void followPerson(queryClient, api, userId, follow) };
}
