import { useCallback, useState } from 'react';
import { data, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_EXAM_NOT_YOUR_ATTEMPT } from '@shared/api/exam';
import { AttemptStatus } from '@shared/enums/exam';
import type { ExamResult } from '@shared/schemas/exam-attempt';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh, loadQuery } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { pageStatusOf } from '@client/lib/route-error';
import { Breadcrumb } from '@client/components/page-heading';
import { attemptHref } from '@client/lib/attempt-href';
import { getAttemptQueryOptions, getResultQueryOptions, useAttempt, useResult } from '@client/features/exam-attempt/get-attempt';
import { AttemptView } from '@client/features/exam-attempt/components/attempt-view';
import { attemptKindLabel, attemptPageTitle } from '@client/features/exam-attempt/attempt-title';
import { ResultView } from '@client/features/exam-attempt/components/result-view';

/**
 * /exam/{id}/mocks/{subId} and /exam/{id}/official/{subId} (protected): the paper while it is being
 * answered — resumed where it was left, with the time the server says is left — and its result
 * once handed in. A paper past its deadline comes back graded. Someone else's attempt is a 404; a
 * URL with another exam's id or the other kind's segment redirects (302) to the attempt's own.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const examId = routeId(params.id, request);
  const subId = routeId(params.subId, request);
  const { queryClient, api } = context.get(appContext);
  const attempt = await loadFresh(queryClient, getAttemptQueryOptions(api, subId), (error) => {
    // Someone else's paper is as unknown as a missing one: the 404 page, saying nothing of whose it is.
    if (pageStatusOf(error) === 404 || (isApiError(error) && error.code === CODE_EXAM_NOT_YOUR_ATTEMPT))
      throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
  });
  // One URL per attempt: another exam's id or the other kind's segment (mocks / official) goes to its own.
  const canonical = attemptHref(attempt.examId, attempt.id, attempt.kind);
  if (attempt.examId !== examId || new URL(request.url).pathname.split('/')[3] !== canonical.split('/')[3]) throw redirect(canonical);
  if (attempt.status !== AttemptStatus.IN_PROGRESS) await loadQuery(queryClient, getResultQueryOptions(api, subId));
  const kind = attemptKindLabel(attempt);
  return {
    meta: {
      title: attemptPageTitle(attempt, attempt.status === AttemptStatus.IN_PROGRESS),
      description: `${attempt.examTitle}：${kind}，共 ${attempt.questions.length} 题。`,
    },
  };
}

export function Component() {
  const subId = Number(useParams().subId);
  // A new paper (错题练习 opens one from the result) starts from a clean page, not the last result.
  return <AttemptPage key={subId} subId={subId} />;
}

function AttemptPage({ subId }: { subId: number }) {
  const attempt = useAttempt(subId);
  const cachedResult = useResult(subId);
  const [result, setResult] = useState<ExamResult | null>(null);
  const onDone = useCallback((done: ExamResult) => {
    setResult(done);
    window.scrollTo({ top: 0 });
  }, []);
  if (!attempt) return null;
  const shown = result ?? (attempt.status !== AttemptStatus.IN_PROGRESS ? cachedResult : undefined);
  return (
    <div>
      <Breadcrumb />
      {shown ? <ResultView result={shown} /> : <AttemptView key={attempt.id} attempt={attempt} onDone={onDone} />}
    </div>
  );
}
