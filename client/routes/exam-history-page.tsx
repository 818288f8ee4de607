import { useMemo } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { isSessionGone, toSignIn } from '@client/app/protected-route-guard';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { PageHeading } from '@client/components/page-heading';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { loaderViewerId, useViewerId } from '@client/features/enrollment/viewer';
import { AttemptTable } from '@client/features/exams/components/attempt-table';
import { ScoreTrend } from '@client/features/exams/components/score-trend';
import { examModeLabel, examModeTagClass, points } from '@client/features/exams/exam-format';
import { getExamHistoryQueryOptions, useExamHistory } from '@client/features/exams/get-exam';
import { scorePointsOf } from '@client/features/exams/score-points';
import { EmptyState } from '@client/components/empty-state/empty-state';
import styles from '@client/features/exams/exam-history-page.module.css';

/**
 * Personal: without a token the visitor goes to sign in (home, the login modal, and back here
 * after), a token whose session is gone likewise with the notice; an unknown exam is a 404.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const app = context.get(appContext);
  const url = new URL(request.url);
  const viewer = await loaderViewerId(app);
  const history = await loadFresh(app.queryClient, getExamHistoryQueryOptions(app.api, viewer, id), (error) => {
    if (isSessionGone(error)) throw toSignIn(app.queryClient, url, { expired: true });
  });
  return { meta: { title: '考试记录', description: `${history.exam.title}：我的答卷、成绩走势与解析。` } };
}

function NoAttempts({ examId }: { examId: number }) {
  return (
    <EmptyState
      title="还没有考试记录"
      text="开始一次模拟或练习，交卷后可以在这里查看成绩走势和每题解析。"
      action={{ to: `/exam/${examId}`, label: '去考试' }}
      illustration={
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <rect x="12" y="8" width="40" height="48" rx="7" fill="currentColor" opacity=".12" />
          <path d="M22 22h20M22 30h20M22 38h10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".5" />
        </svg>
      }
    />
  );
}

export function Component() {
  const id = Number(useParams().id);
  const viewer = useViewerId();
  const history = useExamHistory(viewer, id);
  const scores = useMemo(() => scorePointsOf(history?.list ?? []), [history]);
  if (!history) return null;
  const { exam, list } = history;
  return (
    <div className={styles.page}>
      <PageHeading />
      <section className={styles.exam} aria-label="考试">
        <p className={styles.examTitle}>
          <span className={examModeTagClass(exam.mode)}>{examModeLabel(exam.mode)}</span>
          <a href={`/exam/${exam.id}`}>{exam.title}</a>
        </p>
        <p className={styles.examFacts}>
          {exam.professionName} · {skillLevelName(exam.skillLevel)} · 满分 {points(exam.totalScore)} 分 · {points(exam.passScore)} 分及格
        </p>
      </section>
      {list.length === 0 ? (
        <NoAttempts examId={exam.id} />
      ) : (
        <>
          <ScoreTrend points={scores} passScore={exam.passScore} totalScore={exam.totalScore} />
          <section className={styles.section} aria-labelledby="attempt-list">
            <h2 id="attempt-list" className={styles.sectionTitle}>
              我的答卷（{list.length}）
            </h2>
            <AttemptTable examId={exam.id} attempts={list} />
          </section>
        </>
      )}
    </div>
  );
}
