import { useId, useState } from 'react';
import { QuestionKind } from '@shared/enums/exam';
import { WRONG_REASON_LABELS, WRONG_REASONS } from '@shared/lib/wrong-book-rules';
import type { ReviewResult, WrongBookEntry } from '@shared/schemas/wrong-book';
import { skillLevelName } from '@client/lib/format/catalogue-format';
import { StarIcon } from '@client/components/icons/star-icon';
import { scheduleView } from '../wrong-book-format';
import type { useEntryActions } from '../use-entry-actions';
import { useWrongBookEditors } from '../use-wrong-book-editors';
import { useInlineReview } from '../use-inline-review';
import { EntryQuestion } from './entry-question';
import styles from './entry-card.module.css';

interface EntryCardProps {
  entry: WrongBookEntry;
  today: string;
  actions: ReturnType<typeof useEntryActions>;
  /** A review answered here: the list shows the entry's new state. */
  onReviewed: (result: ReviewResult) => void;
  onReport: (entry: WrongBookEntry) => void;
  onRemove: (entry: WrongBookEntry) => void;
  /** The question a 纠错 reply links to (`?question=`). */
  highlighted: boolean;
}

/** The memory of the question: how sure it is now, 已掌握, when it is next due and why (FSRS, decision 027). */
function Schedule({ entry, today, onStudied }: { entry: WrongBookEntry; today: string; onStudied: () => void }) {
  if (!entry.review) return null;
  const view = scheduleView(entry.review, today);
  return (
    <div className={styles.schedule} data-testid="entry-schedule">
      <span className={styles.scheduleLabel}>记住的把握</span>
      <span className={styles.recall}>
        <span className={styles.recallBar} aria-hidden="true">
          <span style={{ width: `${view.recall}%` }} />
        </span>
        <strong>{view.recall}%</strong>
      </span>
      {view.mastered ? <span className="tag accent-3">已掌握</span> : null}
      {view.leech ? <span className="tag accent-4">难记题</span> : null}
      {view.due ? (
        <span className="tag accent-4">今日待复习</span>
      ) : (
        <span className={styles.next}>
          下次复习：<strong>{view.next}</strong>
        </span>
      )}
      <p className={styles.why}>{view.why}</p>
      {view.leech ? (
        <button type="button" className={`btn btn-ghost btn-sm ${styles.studied}`} onClick={onStudied}>
          已看完解析，重新复习
        </button>
      ) : null}
    </div>
  );
}

/**
 * One question of the book: where it came from, the question with my last wrong answer and the right
 * one, the schedule, 错因 chips, my note, and the actions (收藏, 笔记, 复习, 纠错, 移出错题本). 复习
 * turns the card into the question again, answers hidden until the verdict.
 */
export function EntryCard({ entry, today, actions, onReviewed, onReport, onRemove, highlighted }: EntryCardProps) {
  const stemId = useId();
  const [reviewing, setReviewing] = useState(false);
  const [noting, setNoting] = useState(false);
  const editors = useWrongBookEditors(noting);
  const review = useInlineReview(reviewing);
  const { question } = entry;
  return (
    <li
      className={`${styles.card} ${highlighted ? styles.highlighted : ''}`}
      data-testid="wrong-entry"
      data-entry-id={entry.id}
      data-question-id={question.id}
      data-highlighted={highlighted || undefined}
      aria-labelledby={stemId}
      id={`question-${question.id}`}
    >
      <div className={styles.head}>
        <span className="tag accent-1">{QuestionKind.label(question.kind)}</span>
        <span className="tag accent-6" title="鉴定要素">
          {question.knowledgePoint.name}
        </span>
        <span className={styles.source}>
          {/* An exam's title mostly names its profession and level already (电工（高级技师）模拟卷). */}
          {entry.exam.title.includes(entry.professionName)
            ? entry.exam.title
            : `${entry.professionName} · ${skillLevelName(entry.skillLevel)} · ${entry.exam.title}`}
        </span>
        {entry.timesWrong > 0 ? (
          <span className={styles.times}>
            答错 <strong>{entry.timesWrong}</strong> 次
          </span>
        ) : (
          <span className={styles.times}>{entry.inBook ? '主动加入复习' : '仅收藏'}</span>
        )}
      </div>

      {reviewing && review ? (
        <review.ReviewCard
          entry={entry}
          today={today}
          stemId={stemId}
          meta={false}
          onReviewed={onReviewed}
          next={{ label: '完成', onClick: () => setReviewing(false) }}
        />
      ) : (
        <EntryQuestion entry={entry} stemId={stemId} />
      )}

      {entry.inBook ? (
        <div className={styles.tracking}>
          <Schedule entry={entry} today={today} onStudied={() => void actions.markStudied(entry)} />
          <div className={styles.reasons} role="group" aria-label="错因">
            <span className={styles.reasonsLabel}>错因</span>
            {WRONG_REASONS.map((reason) => (
              <button
                key={reason}
                type="button"
                className={styles.chip}
                aria-pressed={entry.reason === reason}
                onClick={() => void actions.setReason(entry, reason)}
              >
                {WRONG_REASON_LABELS[reason]}
              </button>
            ))}
          </div>
        </div>
      ) : null}

      {noting && editors ? (
        <editors.NoteForm entry={entry} onClose={() => setNoting(false)} />
      ) : entry.note ? (
        <div className={styles.note} data-testid="entry-note">
          <span className={styles.noteLabel}>我的笔记</span>
          <p>{entry.note}</p>
        </div>
      ) : null}

      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.action} ${styles.favourite}`}
          aria-pressed={entry.favourite}
          onClick={() => void actions.setFavourite(entry, !entry.favourite)}
        >
          <StarIcon size={16} />
          {entry.favourite ? '已收藏' : '收藏'}
        </button>
        <button type="button" className={styles.action} onClick={() => setNoting(true)} aria-expanded={noting}>
          {entry.note ? '编辑笔记' : '写笔记'}
        </button>
        {entry.inBook && !reviewing ? (
          <button type="button" className={styles.action} onClick={() => setReviewing(true)}>
            {entry.review?.due ? '复习' : '提前复习'}
          </button>
        ) : null}
        {entry.inBook ? null : (
          <button type="button" className={styles.action} onClick={() => void actions.keep(entry)}>
            加入复习
          </button>
        )}
        <button type="button" className={styles.action} onClick={() => onReport(entry)}>
          纠错
        </button>
        {entry.inBook ? (
          <button type="button" className={`${styles.action} ${styles.remove}`} onClick={() => onRemove(entry)}>
            移出错题本
          </button>
        ) : null}
      </div>
    </li>
  );
}
