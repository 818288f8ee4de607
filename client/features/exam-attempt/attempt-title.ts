import type { ExamAttempt } from '@shared/schemas/exam-attempt';

type TitledAttempt = Pick<ExamAttempt, 'examTitle' | 'practice' | 'fromAttemptId' | 'kind'>;

/** 错题练习 / 练习 / 正式考试 / 模拟考试. */
export const attemptKindLabel = (attempt: Omit<TitledAttempt, 'examTitle'>): string =>
  attempt.practice ? (attempt.fromAttemptId ? '错题练习' : '练习') : attempt.kind === 'official' ? '正式考试' : '模拟考试';

/**
 * The page's title (and so its breadcrumb): the paper, then what it is. A 错题练习 paper's title
 * already says so (「… · 错题练习」): it is not said twice (issue 26).
 */
export function attemptPageTitle(attempt: TitledAttempt, inProgress: boolean): string {
  const suffix = inProgress ? attemptKindLabel(attempt) : '成绩';
  return attempt.examTitle.endsWith(` · ${suffix}`) ? attempt.examTitle : `${attempt.examTitle} - ${suffix}`;
}
