import { useId, type ReactNode } from 'react';
import { QuestionKind } from '@shared/enums/exam';
import { SHORT_ANSWER_MAX, type Answer, type ShownQuestion } from '@shared/schemas/exam-attempt';
import { answerHasKey, answerText, JUDGE_LABELS, toggleChoice, withBlank } from '@client/lib/exam/question-answer';
import styles from './question-input.module.css';

/** What the input needs of a question: its kind, its options (A, B… in the order shown) and its blanks. */
export type QuestionShape = Pick<ShownQuestion, 'kind' | 'options' | 'blanks'>;

interface QuestionInputProps {
  question: QuestionShape;
  answer: Answer;
  onAnswer: (answer: Answer) => void;
  /** No more changes (checked, handed in, 背题模式). */
  locked: boolean;
  /** Once the right answer is known: the right options marked 正确答案, a wrong pick marked 错选. */
  rightAnswer?: Answer;
}

function Choices({ question, answer, onAnswer, locked, rightAnswer }: QuestionInputProps) {
  const name = useId();
  const multiple = question.kind === QuestionKind.MULTIPLE;
  const judge = question.kind === QuestionKind.JUDGE;
  const options = judge
    ? [
        { key: 'true', text: JUDGE_LABELS.true },
        { key: 'false', text: JUDGE_LABELS.false },
      ]
    : question.options;
  const shown = rightAnswer !== undefined && rightAnswer !== null;
  const pick = (key: string) => onAnswer(judge ? key === 'true' : multiple ? toggleChoice(answer, key) : key);
  return (
    <fieldset className={styles.options} disabled={locked}>
      <legend className="sr-only">{multiple ? '选择所有正确的选项' : '选择一个选项'}</legend>
      {options.map((option) => {
        const chosen = answerHasKey(answer, option.key);
        const right = shown && answerHasKey(rightAnswer, option.key);
        const wrong = shown && chosen && !right;
        const className = [styles.option, chosen ? styles.chosen : '', right ? styles.right : '', wrong ? styles.wrong : '']
          .filter(Boolean)
          .join(' ');
        return (
          <label key={option.key} className={className} data-option={option.key} data-right={right || undefined}>
            <input type={multiple ? 'checkbox' : 'radio'} name={name} checked={chosen} onChange={() => pick(option.key)} />
            {judge ? null : <span className={styles.key}>{option.key}</span>}
            <span className={styles.optionText}>{option.text}</span>
            {right ? <span className={styles.flag}>正确答案</span> : wrong ? <span className={styles.flag}>错选</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The input a question's kind needs — options (单选 radio, 多选 checkboxes, 判断 正确/错误), one text
 * box per 填空 blank, a text area for 简答 — shared by the exam paper and the practice session.
 */
export function QuestionInput(props: QuestionInputProps) {
  const { question, answer, onAnswer, locked } = props;
  if (question.kind === QuestionKind.FILL)
    return (
      <div className={styles.blanks}>
        {Array.from({ length: question.blanks }, (_, index) => (
          <label key={index} className={styles.blank}>
            <span>第 {index + 1} 空</span>
            <input
              type="text"
              maxLength={200}
              disabled={locked}
              value={Array.isArray(answer) ? (answer[index] ?? '') : ''}
              onChange={(event) => onAnswer(withBlank(answer, question.blanks, index, event.target.value))}
            />
          </label>
        ))}
      </div>
    );
  if (question.kind === QuestionKind.SHORT)
    return (
      <label className={styles.short}>
        <span className="sr-only">作答</span>
        <textarea
          rows={7}
          maxLength={SHORT_ANSWER_MAX}
          disabled={locked}
          placeholder="请在此作答，要点清楚即可"
          value={typeof answer === 'string' ? answer : ''}
          onChange={(event) => onAnswer(event.target.value)}
        />
        <span className={styles.counter}>
          {typeof answer === 'string' ? [...answer].length : 0}/{SHORT_ANSWER_MAX}
        </span>
      </label>
    );
  return <Choices {...props} />;
}

/** 回答正确 / 回答错误 / 参考答案 (no verdict: a 简答, 背题模式), the right answer and the 解析. */
export function QuestionVerdict({
  correct,
  rightAnswer,
  explanation,
  children,
  testId = 'practice-verdict',
}: {
  correct: boolean | null;
  rightAnswer: Answer;
  explanation: string;
  /** More lines after the right answer (my answer, the knowledge point). */
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={correct === false ? `${styles.verdict} ${styles.verdictWrong}` : styles.verdict} role="status" data-testid={testId}>
      <p className={styles.verdictTitle}>{correct === null ? '参考答案' : correct ? '回答正确' : '回答错误'}</p>
      <p>
        正确答案：<strong>{answerText(rightAnswer)}</strong>
      </p>
      {children}
      <p className={styles.explanation}>解析：{explanation}</p>
    </div>
  );
}
