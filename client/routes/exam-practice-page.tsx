import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { getPracticeSessionQueryOptions, usePracticeSession } from '@client/features/practice/get-practice';
import { modeLabel, practiceSessionHref } from '@client/features/practice/practice-format';
import { SessionView } from '@client/features/practice/components/session-view';

/**
 * /exam/{id}/practice/{sessionId} (protected): a practice session (issue 25 §4), resumed at the
 * question the learner was on, with the page of questions around it. Someone else's session is the
 * 404 an unknown one is (the API says nothing of whose it is); another exam's id in the URL
 * redirects (302) to the session's own.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const examId = routeId(params.id, request);
  const sessionId = routeId(params.sessionId, request);
  const { queryClient, api } = context.get(appContext);
  const session = await loadFresh(queryClient, getPracticeSessionQueryOptions(api, sessionId));
  if (session.examId !== examId) throw redirect(practiceSessionHref(session.examId, session.id));
  const mode = modeLabel(session.mode);
  return {
    meta: {
      title: `${mode} - ${session.examTitle}`,
      description: `${session.examTitle}：${mode}，共 ${session.total} 题。`,
    },
  };
}

export function Component() {
  const sessionId = Number(useParams().sessionId);
  const session = usePracticeSession(sessionId);
  if (!session) return null;
  return (
    <div>
      <Breadcrumb />
      {/* A new session (再来一次, 练薄弱点) starts from a clean page. */}
      <SessionView key={session.id} initial={session} />
    </div>
  );
}
