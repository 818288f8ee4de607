import { useId } from 'react';
import { QuestionKind } from '@shared/enums/exam';
import { SHORT_ANSWER_MAX, type Answer, type AttemptQuestion, type CheckResult } from '@shared/schemas/exam-attempt';
import { toggleChoice, withBlank, type Sheet } from '../answer-state';
import styles from './question-view.module.css';

export const JUDGE_LABELS: Record<'true' | 'false', string> = { true: '正确', false: '错误' };

interface QuestionViewProps {
  question: AttemptQuestion;
  number: number;
  total: number;
  sheet: Sheet;
  onAnswer: (answer: Answer) => void;
  /** Practice: the verdict once checked (the answer is then locked). */
  check: CheckResult | null;
}

/** An answer as text, for the practice verdict and the review: 'A、C', 正确, the blanks joined. */
export function answerText(answer: Answer): string {
  if (answer === null || answer === undefined) return '未作答';
  if (typeof answer === 'boolean') return answer ? '正确' : '错误';
  if (Array.isArray(answer)) return answer.filter((part) => part.trim()).join('、') || '未作答';
  return answer.trim() || '未作答';
}

function Choices({
  question,
  sheet,
  onAnswer,
  locked,
}: {
  question: AttemptQuestion;
  sheet: Sheet;
  onAnswer: (answer: Answer) => void;
  locked: boolean;
}) {
  const name = useId();
  const multiple = question.kind === QuestionKind.MULTIPLE;
  const options =
    question.kind === QuestionKind.JUDGE
      ? [
          { key: 'true', text: JUDGE_LABELS.true },
          { key: 'false', text: JUDGE_LABELS.false },
        ]
      : question.options;
  const chosen = (key: string) =>
    question.kind === QuestionKind.JUDGE
      ? sheet.answer === (key === 'true')
      : multiple
        ? Array.isArray(sheet.answer) && sheet.answer.includes(key)
        : sheet.answer === key;
  const pick = (key: string) =>
    onAnswer(question.kind === QuestionKind.JUDGE ? key === 'true' : multiple ? toggleChoice(sheet.answer, key) : key);
  return (
    <fieldset className={styles.options} disabled={locked}>
      <legend className={styles.visuallyHidden}>{multiple ? '选择所有正确的选项' : '选择一个选项'}</legend>
      {options.map((option) => (
        <label key={option.key} className={chosen(option.key) ? `${styles.option} ${styles.chosen}` : styles.option}>
          <input type={multiple ? 'checkbox' : 'radio'} name={name} checked={chosen(option.key)} onChange={() => pick(option.key)} />
          {question.kind === QuestionKind.JUDGE ? null : <span className={styles.key}>{option.key}</span>}
          <span className={styles.optionText}>{option.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** One question of the paper: its kind and points, the stem, and the input its kind needs. */
export function QuestionView({ question, number, total, sheet, onAnswer, check }: QuestionViewProps) {
  const locked = check !== null;
  const kind = QuestionKind.label(question.kind);
  const stemId = useId();
  return (
    <article className={styles.question} aria-labelledby={stemId} data-testid="exam-question" data-question-id={question.id}>
      <p className={styles.meta}>
        <span className={styles.kind}>{kind}</span>
        <span>
          第 {number} / {total} 题 · {question.score} 分
        </span>
      </p>
      <h2 id={stemId} className={styles.stem}>
        {question.stem}
      </h2>
      {question.kind === QuestionKind.FILL ? (
        <div className={styles.blanks}>
          {Array.from({ length: question.blanks }, (_, index) => (
            <label key={index} className={styles.blank}>
              <span>第 {index + 1} 空</span>
              <input
                type="text"
                maxLength={200}
                disabled={locked}
                value={Array.isArray(sheet.answer) ? (sheet.answer[index] ?? '') : ''}
                onChange={(event) => onAnswer(withBlank(sheet.answer, question.blanks, index, event.target.value))}
              />
            </label>
          ))}
        </div>
      ) : question.kind === QuestionKind.SHORT ? (
        <label className={styles.short}>
          <span className={styles.visuallyHidden}>作答</span>
          <textarea
            rows={7}
            maxLength={SHORT_ANSWER_MAX}
            disabled={locked}
            placeholder="请在此作答，要点清楚即可"
            value={typeof sheet.answer === 'string' ? sheet.answer : ''}
            onChange={(event) => onAnswer(event.target.value)}
          />
          <span className={styles.counter}>
            {typeof sheet.answer === 'string' ? [...sheet.answer].length : 0}/{SHORT_ANSWER_MAX}
          </span>
        </label>
      ) : (
        <Choices question={question} sheet={sheet} onAnswer={onAnswer} locked={locked} />
      )}
      {check ? (
        <div
          className={check.correct === false ? `${styles.verdict} ${styles.wrong}` : styles.verdict}
          role="status"
          data-testid="practice-verdict"
        >
          <p className={styles.verdictTitle}>{check.correct === null ? '参考答案' : check.correct ? '回答正确' : '回答错误'}</p>
          <p>
            正确答案：<strong>{answerText(check.rightAnswer)}</strong>
          </p>
          <p className={styles.explanation}>解析：{check.explanation}</p>
        </div>
      ) : null}
    </article>
  );
}
