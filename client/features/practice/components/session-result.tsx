import type { PracticeSessionSummary } from '@shared/schemas/practice';
import { formatSiteTime } from '@client/components/site-time-format';
import { accuracyOf } from '../practice-format';
import { endedByClock } from '../session-state';
import styles from './session-view.module.css';

/** A 限时模拟 handed in: right out of all, the accuracy, how it ended; 再来一次 and back to the exam. */
export function SessionResult({
  session,
  examHref,
  onAgain,
  againPending,
}: {
  session: Pick<PracticeSessionSummary, 'total' | 'answeredCount' | 'correctCount' | 'deadline' | 'submittedAt'>;
  examHref: string;
  onAgain: () => void;
  againPending: boolean;
}) {
  const accuracy = accuracyOf(session.correctCount, session.total) ?? 0;
  return (
    <section className={styles.result} aria-labelledby="practice-result-title" data-testid="practice-result">
      <h2 id="practice-result-title" className={styles.resultTitle}>
        限时模拟已交卷
      </h2>
      <p className={styles.resultScore}>
        答对 <strong data-testid="practice-result-correct">{session.correctCount}</strong> / {session.total} 题
        <span>正确率 {accuracy}%</span>
      </p>
      <p className={styles.resultNote} data-testid="practice-result-ending">
        {endedByClock(session)
          ? '时间到，已按截止时的作答自动交卷。'
          : `已于 ${session.submittedAt ? formatSiteTime(session.submittedAt, 'HH:mm') : ''} 交卷，作答 ${session.answeredCount} 题。`}
        答错的题已加入错题本，下面可以逐题查看答案与解析。
      </p>
      <div className={styles.resultActions}>
        <button type="button" className="btn btn-primary" onClick={onAgain} disabled={againPending} aria-busy={againPending || undefined}>
          再来一次
        </button>
        <a className="btn btn-ghost" href={examHref}>
          返回考试
        </a>
      </div>
    </section>
  );
}
