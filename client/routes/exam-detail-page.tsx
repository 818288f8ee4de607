import { useParams, type LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { Breadcrumb } from '@client/components/page-heading';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { loaderViewerId, useViewerId } from '@client/features/enrollment/viewer';
import { ExamHero } from '@client/features/exams/components/exam-hero';
import { ExamBreakdown, ExamRules } from '@client/features/exams/components/exam-sections';
import { examModeLabel, points } from '@client/features/exams/exam-format';
import { getExamQueryOptions, useExam } from '@client/features/exams/get-exam';
import {
  getExamPracticeQueryOptions,
  getReadinessQueryOptions,
  useExamPractice,
  useReadiness,
} from '@client/features/practice/get-practice';
import { PracticeSection } from '@client/features/practice/components/practice-section';
import { ReadinessSection } from '@client/features/practice/components/readiness-section';
import styles from '@client/features/exams/exam-detail-page.module.css';

/**
 * A malformed id is a 404 like an unknown one; signed in, my standing, my practice sessions and my
 * readiness are asked for on every visit (the practice page changes them). A practice or readiness
 * answer that fails leaves its section saying so, never the exam page an error.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const app = context.get(appContext);
  const viewer = await loaderViewerId(app);
  const [exam] = await Promise.all([
    loadFresh(app.queryClient, getExamQueryOptions(app.api, viewer, id)),
    viewer ? loadFresh(app.queryClient, getExamPracticeQueryOptions(app.api, viewer, id), () => null) : null,
    viewer ? loadFresh(app.queryClient, getReadinessQueryOptions(app.api, viewer, id), () => null) : null,
  ]);
  return {
    meta: {
      title: exam.title,
      description: `${exam.professionName}（${skillLevelName(exam.skillLevel)}）${examModeLabel(exam.mode)}：共 ${exam.questionCount} 题，满分 ${points(exam.totalScore)} 分，${points(exam.passScore)} 分及格，${exam.durationMinutes > 0 ? `考试时长 ${exam.durationMinutes} 分钟` : '不限时'}。`,
    },
  };
}

export function Component() {
  const id = Number(useParams().id);
  const viewer = useViewerId();
  const exam = useExam(viewer, id);
  const practice = useExamPractice(viewer, id);
  const readiness = useReadiness(viewer, id);
  if (!exam) return null;
  const signedIn = viewer !== 0;
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <ExamHero exam={exam} />
      <div className={styles.body}>
        <PracticeSection exam={exam} practice={signedIn ? practice : undefined} />
        <ReadinessSection examId={exam.id} readiness={signedIn ? readiness : undefined} signedIn={signedIn} />
      </div>
      <div className={styles.body}>
        <ExamRules rules={exam.rules} />
        <ExamBreakdown exam={exam} />
      </div>
    </div>
  );
}
