import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { addFavorite, removeFavorite } from '@shared/api/learning';
import type { FavoriteKind, Favorites } from '@shared/schemas/learning';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { LEARNING_QUERY_KEY } from '@client/lib/learning/learning-cache';
import { favoritesKey } from './get-learning-lists';

/** Detail pages that show this kind's 收藏 state, asked again the next time they open. */
const DETAIL_KEYS: Partial<Record<FavoriteKind, (id: number) => readonly unknown[]>> = {
  course: (id) => ['courses', 'detail', id],
};

/**
 * 取消收藏 on /collect, any kind: the row leaves the list at once (back if the call fails), a toast
 * offers 撤销 (not for a favourite whose target is gone: it cannot be added again), and the page refills
 * from the server.
 */
export function useRemoveFavorite(kind: FavoriteKind, page: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = favoritesKey(kind, page);
  const refresh = (id: number) => {
    const detailKey = DETAIL_KEYS[kind]?.(id);
    if (detailKey) queryClient.removeQueries({ queryKey: detailKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey: ['learning', 'favorite-state', kind, id] });
    return queryClient.invalidateQueries({ queryKey: [...LEARNING_QUERY_KEY, 'favorites'] });
  };
  const restore = useMutation({
    mutationFn: (id: number) => api.call(addFavorite, { params: { kind, id } }),
    onError: (error) => toast.error(errorMessage(error, '恢复收藏失败，请稍后重试')),
    onSettled: (_data, _error, id) => refresh(id),
  });
  return useMutation({
    mutationFn: ({ id }: { id: number; gone: boolean }) => api.call(removeFavorite, { params: { kind, id } }),
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorites>(key);
      if (previous) {
        queryClient.setQueryData<Favorites>(key, {
          ...previous,
          list: previous.list.filter((item) => item.id !== id),
          total: Math.max(0, previous.total - 1),
          counts: { ...previous.counts, [kind]: Math.max(0, (previous.counts[kind] ?? 0) - 1) },
        });
      }
      return { previous };
    },
    onError: (error, _removed, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(errorMessage(error, '取消收藏失败，请稍后重试'));
    },
    onSuccess: (_state, { id, gone }) => {
      if (gone) toast.success('已移除失效的收藏');
      else toast.success('已取消收藏', { actions: [{ label: '撤销', onClick: () => restore.mutate(id) }] });
    },
    onSettled: (_data, _error, { id }) => refresh(id),
  });
}
