import { useId } from 'react';
import { QuestionKind } from '@shared/enums/exam';
import type { Answer, AttemptQuestion, CheckResult } from '@shared/schemas/exam-attempt';
import { QuestionInput, QuestionVerdict } from '@client/components/question/question-input';
import type { Sheet } from '../answer-state';
import styles from './question-view.module.css';

interface QuestionViewProps {
  question: AttemptQuestion;
  number: number;
  total: number;
  sheet: Sheet;
  onAnswer: (answer: Answer) => void;
  /** Practice: the verdict once checked (the answer is then locked). */
  check: CheckResult | null;
}

/** One question of the paper: its kind and points, the stem, and the input its kind needs. */
export function QuestionView({ question, number, total, sheet, onAnswer, check }: QuestionViewProps) {
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
      <QuestionInput question={question} answer={sheet.answer} onAnswer={onAnswer} locked={check !== null} />
      {check ? <QuestionVerdict correct={check.correct} rightAnswer={check.rightAnswer} explanation={check.explanation} /> : null}
    </article>
  );
}
