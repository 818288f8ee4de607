import { WRONG_BOOK_PATH } from '@shared/lib/wrong-book-path';
import type { WrongBookSummary } from '@shared/schemas/wrong-book';
import { dueText } from '../review-day-format';
import styles from './wrong-book-study-card.module.css';

/**
 * The study page's line about the 错题本: today's due count and the way to it. Plain markup and one
 * link (the study page is an index page: nothing here hydrates into more than it renders).
 */
export function WrongBookStudyCard({ summary }: { summary: WrongBookSummary }) {
  const { due, total, mastered, favourite, nextDueOn, today } = summary;
  const empty = total === 0 && favourite === 0;
  return (
    <section className={styles.card} aria-labelledby="study-wrong-book" data-testid="study-wrong-book">
      <svg className={styles.art} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <rect x="6" y="4" width="26" height="32" rx="4" fill="currentColor" opacity=".16" />
        <path d="M12 13h14M12 19h14M12 25h8" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        <circle cx="30" cy="29" r="7" fill="currentColor" />
        <path className={styles.tick} d="m27 29 2 2 4-4" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className={styles.body}>
        <h2 id="study-wrong-book" className={styles.title}>
          错题本
        </h2>
        <p className={styles.text}>
          {empty ? (
            '模拟考试和练习中答错的题会自动记入，按期提醒你复习。'
          ) : due > 0 ? (
            <>
              今日待复习 <strong data-testid="study-due-count">{due}</strong> 题
            </>
          ) : (
            <>今天没有待复习的错题{nextDueOn ? `，下次复习：${dueText(nextDueOn, today)}` : ''}</>
          )}
        </p>
        {empty ? null : (
          <p className={styles.meta}>
            错题 {total} · 已掌握 {mastered} · 收藏 {favourite}
          </p>
        )}
      </div>
      <a
        href={due > 0 ? `${WRONG_BOOK_PATH}?status=due` : WRONG_BOOK_PATH}
        className={`btn ${due > 0 ? 'btn-primary' : 'btn-ghost'} ${styles.link}`}
      >
        {due > 0 ? '去复习' : '打开错题本'}
      </a>
    </section>
  );
}
