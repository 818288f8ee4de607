import { useId } from 'react';
import { QuestionKind } from '@shared/enums/exam';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { PracticeQuestion as Question } from '@shared/schemas/practice';
import { answerText } from '@client/lib/exam/question-answer';
import { QuestionInput, QuestionVerdict } from '@client/components/question/question-input';
import styles from './session-view.module.css';

/**
 * One question of a practice session: kind, 鉴定要素 and number, the stem, the input its kind needs,
 * then — once there is one — the verdict: right or wrong with the right answer and 解析 (背题模式:
 * the right answer and 解析 from the start).
 */
export function PracticeQuestion({
  question,
  total,
  answer,
  onAnswer,
  locked,
  memorize,
}: {
  question: Question;
  total: number;
  answer: Answer;
  onAnswer: (answer: Answer) => void;
  locked: boolean;
  memorize: boolean;
}) {
  const stemId = useId();
  const { verdict } = question;
  return (
    <article
      className={styles.question}
      aria-labelledby={stemId}
      data-testid="practice-question"
      data-question-id={question.id}
      data-index={question.index}
    >
      <p className={styles.meta}>
        <span className={styles.kind}>{QuestionKind.label(question.kind)}</span>
        <span>{question.knowledgePoint.name}</span>
        <span className={styles.number}>
          第 {question.index + 1} / {total} 题
        </span>
      </p>
      <h2 id={stemId} className={styles.stem}>
        {question.stem}
      </h2>
      <QuestionInput question={question} answer={answer} onAnswer={onAnswer} locked={locked} rightAnswer={verdict?.rightAnswer} />
      {verdict ? (
        <QuestionVerdict correct={verdict.correct} rightAnswer={verdict.rightAnswer} explanation={verdict.explanation}>
          {memorize ? null : <p>我的答案：{answerText(question.answer)}</p>}
        </QuestionVerdict>
      ) : null}
    </article>
  );
}
