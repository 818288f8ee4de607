import { QuestionKind } from '@shared/enums/exam';
import type { WrongBookEntry } from '@shared/schemas/wrong-book';
import { blanksText, chosenKeys } from '../wrong-book-format';
import styles from './entry-card.module.css';

/**
 * A question as the book shows it once answered: the stem, the options with the right one and my last
 * wrong choice marked (in words, not colour alone), both answers, and the 解析.
 */
export function EntryQuestion({ entry, stemId }: { entry: WrongBookEntry; stemId: string }) {
  const { question } = entry;
  const right = new Set(chosenKeys(question.rightAnswer));
  const mine = new Set(entry.timesWrong > 0 ? chosenKeys(entry.lastWrongAnswer) : []);
  return (
    <>
      <h3 id={stemId} className={styles.stem}>
        {question.stem}
      </h3>
      {question.options.length > 0 ? (
        <ul className={styles.options}>
          {question.options.map((option) => {
            const isRight = right.has(option.key);
            const isMine = mine.has(option.key);
            const state = isRight ? styles.optionRight : isMine ? styles.optionWrong : '';
            return (
              <li key={option.key} className={`${styles.option} ${state}`}>
                <span className={styles.key}>{option.key}</span>
                <span className={styles.optionText}>{option.text}</span>
                {isMine ? <span className={`${styles.mark} ${isRight ? '' : styles.markWrong}`}>我的答案</span> : null}
                {isRight ? <span className={`${styles.mark} ${styles.markRight}`}>正确答案</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <dl className={styles.answers}>
        {entry.timesWrong > 0 ? (
          <div className={styles.answerMine}>
            <dt>上次答案</dt>
            <dd data-testid="last-wrong-answer">{blanksText(entry.lastWrongAnswer, question.kind)}</dd>
          </div>
        ) : null}
        <div className={styles.answerRight}>
          <dt>{question.kind === QuestionKind.SHORT ? '参考答案' : '正确答案'}</dt>
          <dd data-testid="right-answer">{blanksText(question.rightAnswer, question.kind)}</dd>
        </div>
      </dl>
      {question.explanation ? (
        <div className={styles.explanation}>
          <span className={styles.explanationLabel}>解析</span>
          <p>{question.explanation}</p>
        </div>
      ) : null}
    </>
  );
}
