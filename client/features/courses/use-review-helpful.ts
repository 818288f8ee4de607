import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@shared/api/api-client';
import { markReviewHelpful } from '@shared/api/course-reviews';
import type { CourseReviewPage } from '@shared/schemas/course';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { COURSE_REVIEWS_KEY } from './get-course';

/**
 * 有用 on a review: the list's buttons are server markup, so one delegated handler marks or unmarks
 * (runMutation: no observer needed), then the shown page takes the server's count and the other
 * sorts and pages are read again. The server counts a learner once however often it is sent.
 */
export function useReviewHelpful(queryKey: readonly unknown[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    (reviewId: number, helpful: boolean) =>
      runMutation(
        queryClient,
        {
          mutationKey: ['course-review', 'helpful', reviewId],
          scope: { id: `review-helpful-${reviewId}` },
          mutationFn: (wanted: boolean) => api.call(markReviewHelpful, { params: { id: reviewId }, body: { helpful: wanted } }),
        },
        helpful,
      ).then(
        (result) => {
          queryClient.setQueryData<CourseReviewPage>(queryKey, (page) =>
            page
              ? {
                  ...page,
                  list: page.list.map((review) =>
                    review.id === reviewId ? { ...review, helpfulByMe: result.helpful, helpfulCount: result.helpfulCount } : review,
                  ),
                }
              : page,
          );
          void queryClient.invalidateQueries({ queryKey: COURSE_REVIEWS_KEY, refetchType: 'none' });
        },
        (error: unknown) => {
          if (!isSignedOutError(error)) toast.error(errorMessage(error, '操作失败，请稍后重试'));
        },
      ),
    [api, queryClient, queryKey],
  );
}
