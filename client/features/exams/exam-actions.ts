import { ExamMode } from '@shared/enums/learning';
import type { AttemptKind, ExamDetail } from '@shared/schemas/exam';
import { formatSiteTime } from '@client/components/site-time-format';
import { attemptHref } from '@client/lib/attempt-href';

/** One button of the learner's panel on /exam/{id}. */
export interface ExamAction {
  key: string;
  label: string;
  kind: AttemptKind;
  primary: boolean;
  /** 继续作答: the unfinished attempt's page (a link instead of a start button). */
  href?: string;
  /** Why it cannot be started now (the button is disabled and says so). */
  blocked?: string;
}

type ActionExam = Pick<
  ExamDetail,
  'id' | 'mode' | 'maxAttempts' | 'mockOffered' | 'officialOffered' | 'officialWindow' | 'openAt' | 'mine'
>;

/**
 * What the learner can do: 开始考试 (official, mode 1), 开始模拟 (mock: every mode 1 and 2 exam),
 * 开始练习 (mode 3). An unfinished attempt of that kind turns its button into 继续作答 (继续模拟 for
 * the side mock of an official exam); an unfinished 错题练习 adds its own link. 开始考试 is blocked
 * outside the window and when the attempts are used up; a counted mock when its attempts are.
 */
export function examActions(exam: ActionExam): ExamAction[] {
  const open = exam.mine?.openAttempts ?? [];
  const usedUp = exam.mine?.attemptsLeft === 0;
  const openOf = (kind: AttemptKind) => open.find((attempt) => attempt.kind === kind && attempt.fromAttemptId === null);
  const actions: ExamAction[] = [];
  if (exam.officialOffered) {
    const resume = openOf('official');
    let blocked: string | undefined;
    if (exam.officialWindow === 'upcoming')
      blocked = exam.openAt ? `正式考试将于 ${formatSiteTime(exam.openAt, 'M月D日 HH:mm')} 开放` : '正式考试尚未开放';
    else if (exam.officialWindow === 'closed') blocked = '正式考试已结束';
    else if (usedUp) blocked = `正式考试次数已用完（共 ${exam.maxAttempts} 次）`;
    actions.push(
      resume
        ? { key: 'official', label: '继续作答', kind: 'official', primary: true, href: attemptHref(exam.id, resume.id, 'official') }
        : { key: 'official', label: '开始考试', kind: 'official', primary: true, blocked },
    );
  }
  if (exam.mockOffered) {
    const resume = openOf('mock');
    const side = exam.officialOffered;
    const practice = exam.mode === ExamMode.PRACTICE;
    // The side mock of an official exam never counts, so it is never used up.
    const blocked = !side && usedUp ? `${practice ? '练习' : '模拟'}次数已用完（共 ${exam.maxAttempts} 次）` : undefined;
    actions.push(
      resume
        ? {
            key: 'mock',
            label: side ? '继续模拟' : '继续作答',
            kind: 'mock',
            primary: !side,
            href: attemptHref(exam.id, resume.id, 'mock'),
          }
        : { key: 'mock', label: practice ? '开始练习' : '开始模拟', kind: 'mock', primary: !side, blocked },
    );
  }
  const wrongPractice = open.find((attempt) => attempt.fromAttemptId !== null);
  if (wrongPractice)
    actions.push({
      key: 'wrong',
      label: '继续错题练习',
      kind: wrongPractice.kind,
      primary: false,
      href: attemptHref(exam.id, wrongPractice.id, wrongPractice.kind),
    });
  return actions;
}
