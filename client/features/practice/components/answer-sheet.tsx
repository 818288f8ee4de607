import { MARK_LABELS, RIGHT, SAVED, WRONG } from '../session-state';
import styles from './session-view.module.css';

const MARK_CLASS: Readonly<Record<number, string | undefined>> = { [RIGHT]: styles.right, [WRONG]: styles.wrong, [SAVED]: styles.saved };

/** 题卡: one button per question, marked 答对 / 答错 / 已作答 / 未作答, the current one outlined; each a jump. */
export function AnswerSheet({
  sheet,
  current,
  onJump,
  legend,
}: {
  sheet: readonly number[];
  current: number;
  onJump: (index: number) => void;
  /** What the marks say: right and wrong, answered (a 限时模拟 under way), or nothing (背题模式). */
  legend: 'checked' | 'saved' | null;
}) {
  return (
    <nav className={styles.sheet} aria-label="题卡" data-testid="answer-sheet">
      <ol>
        {sheet.map((mark, index) => (
          <li key={index}>
            <button
              type="button"
              className={[styles.cell, MARK_CLASS[mark] ?? ''].join(' ')}
              aria-current={index === current ? 'step' : undefined}
              aria-label={`第 ${index + 1} 题，${MARK_LABELS[mark] ?? '未作答'}`}
              data-mark={mark}
              onClick={() => onJump(index)}
            >
              {index + 1}
            </button>
          </li>
        ))}
      </ol>
      {legend === null ? null : (
        <p className={styles.legend}>
          {legend === 'checked' ? (
            <>
              <span className={`${styles.swatch} ${styles.right}`} aria-hidden="true" />
              答对
              <span className={`${styles.swatch} ${styles.wrong}`} aria-hidden="true" />
              答错
            </>
          ) : (
            <>
              <span className={`${styles.swatch} ${styles.saved}`} aria-hidden="true" />
              已作答
            </>
          )}
          <span className={styles.swatch} aria-hidden="true" />
          未作答
        </p>
      )}
    </nav>
  );
}
