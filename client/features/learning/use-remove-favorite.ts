import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { addFavorite, removeFavorite } from '@shared/api/learning';
import type { Favorites } from '@shared/schemas/learning';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { LEARNING_QUERY_KEY } from '@client/lib/learning/learning-cache';
import { favoritesKey } from './get-learning-lists';

/**
 * 取消收藏 on /collect: the card leaves the list at once (back if the call fails), a toast offers
 * 撤销, and the page refills from the server. A course page seen earlier is asked again next time.
 */
export function useRemoveFavoriteCourse(page: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const key = favoritesKey('course', page);
  const refresh = (courseId: number) => {
    queryClient.removeQueries({ queryKey: ['courses', 'detail', courseId], type: 'inactive' });
    return queryClient.invalidateQueries({ queryKey: [...LEARNING_QUERY_KEY, 'favorites'] });
  };
  const restore = useMutation({
    mutationFn: (courseId: number) => api.call(addFavorite, { params: { kind: 'course', id: courseId } }),
    onError: (error) => toast.error(errorMessage(error, '恢复收藏失败，请稍后重试')),
    onSettled: (_data, _error, courseId) => refresh(courseId),
  });
  return useMutation({
    mutationFn: (courseId: number) => api.call(removeFavorite, { params: { kind: 'course', id: courseId } }),
    onMutate: async (courseId: number) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favorites>(key);
      if (previous) {
        queryClient.setQueryData<Favorites>(key, {
          ...previous,
          list: previous.list.filter((item) => item.id !== courseId),
          total: Math.max(0, previous.total - 1),
          counts: { ...previous.counts, course: Math.max(0, previous.counts.course - 1) },
        });
      }
      return { previous };
    },
    onError: (error, _courseId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(errorMessage(error, '取消收藏失败，请稍后重试'));
    },
    onSuccess: (_state, courseId) => {
      toast.success('已取消收藏', { actions: [{ label: '撤销', onClick: () => restore.mutate(courseId) }] });
    },
    onSettled: (_data, _error, courseId) => refresh(courseId),
  });
}
