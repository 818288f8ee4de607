import { AttemptStatus } from '@shared/enums/exam';
import type { AttemptSummary } from '@shared/schemas/exam-attempt';
import { formatSiteTime } from '@client/components/site-time-format';
import { attemptHref } from '@client/lib/attempt-href';
import { attemptTypeLabel, endingLabel, formatUsedTime, passedLabel, points, sittingLabel } from '../exam-format';
import styles from './attempt-table.module.css';

const STATUS_CLASS: Record<number, string | undefined> = {
  [AttemptStatus.IN_PROGRESS]: 'tag accent-1',
  [AttemptStatus.SUBMITTED]: 'tag',
  [AttemptStatus.AWAITING_MARKING]: 'tag accent-4',
  [AttemptStatus.MARKED]: 'tag accent-2',
};

/**
 * My attempts, newest first: when, which kind (an official one: its sitting), status, score, time used, verdict, how it ended,
 * and the way back in — 继续作答 while it is open, else 查看解析 (the same page shows the result).
 * On a phone every row becomes a card, each value labelled.
 */
export function AttemptTable({ examId, attempts }: { examId: number; attempts: readonly AttemptSummary[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">开始时间</th>
          <th scope="col">类型</th>
          <th scope="col">状态</th>
          <th scope="col">得分/总分</th>
          <th scope="col">用时</th>
          <th scope="col">是否通过</th>
          <th scope="col">交卷方式</th>
          <th scope="col">
            <span className="sr-only">操作</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((attempt) => {
          const open = attempt.status === AttemptStatus.IN_PROGRESS;
          const verdict = passedLabel(attempt);
          return (
            <tr key={attempt.id} data-testid="attempt-row" data-status={attempt.status}>
              <td data-label="开始时间">
                <time dateTime={attempt.startedAt}>{formatSiteTime(attempt.startedAt, 'YYYY-MM-DD HH:mm')}</time>
              </td>
              <td data-label="类型">
                {attemptTypeLabel(attempt)}
                {/* An official paper counts in its own sitting (plan round): which one, so rounds are not mixed up. */}
                {attempt.sitting ? (
                  <span className={styles.sitting} data-testid="attempt-sitting">
                    {sittingLabel(attempt.sitting)}
                  </span>
                ) : null}
              </td>
              <td data-label="状态">
                <span className={STATUS_CLASS[attempt.status] ?? 'tag'}>{AttemptStatus.label(attempt.status)}</span>
              </td>
              <td data-label="得分/总分" className={styles.num}>
                {attempt.score === null ? (
                  '—'
                ) : (
                  <>
                    <strong>{points(attempt.score)}</strong> / {points(attempt.totalScore)}
                  </>
                )}
              </td>
              <td data-label="用时" className={styles.num}>
                {attempt.timeUsedSeconds === null ? '—' : formatUsedTime(attempt.timeUsedSeconds)}
              </td>
              <td
                data-label="是否通过"
                className={attempt.passed === true ? styles.pass : attempt.passed === false ? styles.fail : undefined}
              >
                {verdict}
              </td>
              <td data-label="交卷方式">{endingLabel(attempt.endedBy)}</td>
              <td className={styles.action}>
                <a href={attemptHref(examId, attempt.id, attempt.kind)} className={open ? styles.resume : styles.review}>
                  {open ? '继续作答' : '查看解析'}
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
