import type { AttemptQuestion } from '@shared/schemas/exam-attempt';
import { isAnswered } from '@client/lib/exam/question-answer';
import type { Sheet } from '../answer-state';
import styles from './attempt-view.module.css';

/** 答题卡: a button per question — answered, marked for review, current — each a jump. */
export function QuestionGrid({
  questions,
  sheets,
  current,
  onJump,
}: {
  questions: readonly AttemptQuestion[];
  sheets: ReadonlyMap<number, Sheet>;
  current: number;
  onJump: (index: number) => void;
}) {
  return (
    <nav className={styles.grid} aria-label="答题卡">
      <ol>
        {questions.map((question, index) => {
          const sheet = sheets.get(question.id);
          const answered = isAnswered(sheet?.answer ?? null);
          const states = [answered ? '已答' : '未答', sheet?.marked ? '已标记' : null].filter(Boolean).join('，');
          return (
            <li key={question.id}>
              <button
                type="button"
                className={[styles.cell, answered ? styles.answered : '', sheet?.marked ? styles.marked : ''].join(' ')}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`第 ${index + 1} 题，${states}`}
                onClick={() => onJump(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <p className={styles.legend}>
        <span className={`${styles.swatch} ${styles.answered}`} aria-hidden="true" />
        已答
        <span className={`${styles.swatch} ${styles.marked}`} aria-hidden="true" />
        标记
        <span className={styles.swatch} aria-hidden="true" />
        未答
      </p>
    </nav>
  );
}
