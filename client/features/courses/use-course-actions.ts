import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { addFavorite, CODE_COURSE_NOT_FREE, enrolCourse, removeFavorite } from '@shared/api/learning';
import type { CourseDetailView } from './get-course';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { LEARNING_QUERY_KEY } from '@client/lib/learning/learning-cache';

const detailKey = (courseId: number) => ['courses', 'detail', courseId] as const;

/** 免费报名: one POST, then the course's own state says enrolled (the button becomes 开始学习). */
export function useEnrolCourse(courseId: number, onEnrolled?: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['learning', 'enrol', courseId],
    mutationFn: () => api.call(enrolCourse, { body: { courseId } }),
    onSuccess: () => {
      onEnrolled?.();
      queryClient.setQueryData<CourseDetailView>(detailKey(courseId), (course) =>
        course
          ? {
              ...course,
              my: { enrolled: true, favorite: course.my?.favorite ?? false, completedLessons: course.my?.completedLessons ?? 0 },
            }
          : course,
      );
      void queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY });
      toast.success('报名成功，开始学习吧');
    },
    // Signed out: the visitor signs in again (the query client opens the modal) rather than reading an error.
    onError: (error) => {
      if (!isSignedOutError(error))
        toast.error(isApiError(error) && error.code === CODE_COURSE_NOT_FREE ? error.message : errorMessage(error, '报名失败，请稍后重试'));
    },
  });
}

/**
 * 收藏 / 已收藏, optimistic: the label and count flip at once and flip back if the call fails.
 * Clicks on one course run one after another (a shared scope), so the last click wins.
 */
export function useToggleFavorite(courseId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutationKey = ['learning', 'favorite', 'course', courseId];
  return useMutation({
    mutationKey,
    scope: { id: `favorite-course-${courseId}` },
    mutationFn: (favorite: boolean) => api.call(favorite ? addFavorite : removeFavorite, { params: { kind: 'course', id: courseId } }),
    onMutate: async (favorite: boolean) => {
      await queryClient.cancelQueries({ queryKey: detailKey(courseId) });
      const previous = queryClient.getQueryData<CourseDetailView>(detailKey(courseId));
      if (previous?.my) {
        const count = Math.max(0, previous.favoriteCount + (favorite === previous.my.favorite ? 0 : favorite ? 1 : -1));
        queryClient.setQueryData<CourseDetailView>(detailKey(courseId), {
          ...previous,
          favoriteCount: count,
          my: { ...previous.my, favorite },
        });
      }
      return { previous };
    },
    onError: (error, favorite, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey(courseId), context.previous);
      if (!isSignedOutError(error)) toast.error(errorMessage(error, favorite ? '收藏失败，请稍后重试' : '取消收藏失败，请稍后重试'));
    },
    onSuccess: (state) => {
      // The server's count once no later click is still on its way (that one would be overwritten).
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<CourseDetailView>(detailKey(courseId), (course) =>
        course?.my ? { ...course, favoriteCount: state.favoriteCount, my: { ...course.my, favorite: state.favorite } } : course,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...LEARNING_QUERY_KEY, 'favorites'] }),
  });
}
