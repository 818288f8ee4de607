import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import { errorMessage, type ApiClient } from '@shared/api/api-client';
import { getExam as examEndpoint, getExamHistory, startExamAttempt } from '@shared/api/exam';
import type { AttemptKind, ExamDetail } from '@shared/schemas/exam';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { useLastShown } from '@client/lib/use-last-shown';
import { toast } from '@client/components/toast/toast-store';
import { attemptHref } from '@client/lib/attempt-href';

/** Per viewer: signed in, the detail carries my attempts, best score and unfinished papers. */
const detailKey = (viewer: number, id: number) => ['exam', 'detail', id, viewer] as const;
const historyKey = (viewer: number, id: number) => ['exam', 'history', id, viewer] as const;

export const getExam = (api: ApiClient, id: number) => api.call(examEndpoint, { params: { id } });

/**
 * Signed out the detail is catalogue (half a minute fresh); signed in it is my standing, which the
 * attempt pages change (start, hand in) without telling this cache: always asked again (loadFresh).
 */
export const getExamQueryOptions = (api: ApiClient, viewer: number, id: number) =>
  queryOptions({ queryKey: detailKey(viewer, id), queryFn: () => getExam(api, id), staleTime: viewer ? 0 : 30_000 });

/** The detail the loader cached; while a sign-in's or sign-out's reload runs, the signed-out answer or the last one shown stands in. */
export function useExam(viewer: number, id: number): ExamDetail | undefined {
  const api = useApi();
  const own = useCachedQueryData(getExamQueryOptions(api, viewer, id));
  const anonymous = useCachedQueryData(getExamQueryOptions(api, 0, id));
  return useLastShown(id, own ?? anonymous);
}

/** My attempts at one exam, newest first; always asked again (the attempt pages change it). */
export const getExamHistoryQueryOptions = (api: ApiClient, viewer: number, id: number) =>
  queryOptions({ queryKey: historyKey(viewer, id), queryFn: () => api.call(getExamHistory, { params: { id } }), staleTime: 0 });

export const useExamHistory = (viewer: number, id: number) => useCachedQueryData(getExamHistoryQueryOptions(useApi(), viewer, id));

/** A start: the kind, and for an official paper the notice's 确认开始 (the server refuses it without, 4814). */
export type StartRequest = { kind: AttemptKind; confirm?: true };

/**
 * 开始模拟 / 开始考试 / 开始练习: the server opens an attempt (or returns the unfinished one of that
 * kind) and the learner goes to its page. Refusals (次数用完 4801, 不在开放时间 4802, 不提供 4803,
 * 实名认证 4811, 报名 4812 / 4813) show the server's reason in a toast and reload the standing,
 * which was out of date.
 */
export function useStartAttempt(examId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return useMutation({
    mutationKey: ['exam', 'start', examId],
    mutationFn: (request: StartRequest) => api.call(startExamAttempt, { params: { id: examId }, body: request }),
    onSuccess: (attempt) => {
      void queryClient.invalidateQueries({ queryKey: ['exam', 'detail', examId] });
      void queryClient.invalidateQueries({ queryKey: ['exam', 'history', examId] });
      void navigate(attemptHref(examId, attempt.id, attempt.kind));
    },
    onError: (error) => {
      // Signed out: the login modal opens (the query client), nothing else to say.
      if (isSignedOutError(error)) return;
      toast.error(errorMessage(error, '开始答题失败，请稍后重试'));
      // The buttons were drawn from an out-of-date standing: the loader asks again.
      void revalidator.revalidate();
    },
  });
}
