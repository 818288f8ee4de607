import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@shared/api/api-client';
import { startPractice } from '@shared/api/practice';
import type { PracticeStartBody } from '@shared/schemas/practice';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { practiceOfExamKeys } from './get-practice';
import { practiceSessionHref } from './practice-format';

/**
 * 开始练习 / 重新开始 / 练薄弱点: the API opens a session — or, without `restart`, returns the one of
 * that mode and those points under way, which then resumes where it was — and the learner goes to
 * its page. A refusal (a point not of this exam, 400) says why in a toast; signed out, the login
 * modal (the query client).
 */
export function useStartPractice(examId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['practice', 'start', examId],
    mutationFn: (body: PracticeStartBody) => api.call(startPractice, { params: { id: examId }, body }),
    onSuccess: (session) => {
      for (const queryKey of practiceOfExamKeys(examId)) void queryClient.invalidateQueries({ queryKey });
      void navigate(practiceSessionHref(examId, session.id));
    },
    onError: (error) => {
      if (isSignedOutError(error)) return;
      toast.error(errorMessage(error, '开始练习失败，请稍后重试'));
    },
  });
}
