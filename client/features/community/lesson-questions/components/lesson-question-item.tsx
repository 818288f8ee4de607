import { useQuery } from '@tanstack/react-query';
import type { LessonQuestion } from '@shared/schemas/lesson-questions';
import { useApi } from '@client/lib/api-context';
import { getAnswersQueryOptions } from '../../qa/get-question';
import { AnswerItem } from '../../qa/components/answer-item';
import { formatMoment, seekLessonVideo } from '../lesson-moment';
import { LessonAnswerComposer } from './lesson-answer-composer';
import styles from './lesson-questions.module.css';

interface LessonQuestionItemProps {
  question: LessonQuestion;
  open: boolean;
  onToggle: () => void;
  /** The viewer may study the lesson (or teaches it): they may answer. */
  mayAnswer: boolean;
}

/** One question in the 答疑 tab: its moment (a click plays from there), its title; open, its answers and 写回答. */
export function LessonQuestionItem({ question, open, onToggle, mayAnswer }: LessonQuestionItemProps) {
  const panelId = `lesson-question-${question.id}`;
  return (
    <li className={styles.item} data-testid="lesson-question" data-question-id={question.id}>
      <div className={styles.itemHead}>
        <button
          type="button"
          className={styles.moment}
          onClick={() => seekLessonVideo(question.lesson.seconds)}
          aria-label={`从 ${formatMoment(question.lesson.seconds)} 播放`}
        >
          {formatMoment(question.lesson.seconds)}
        </button>
        <button type="button" className={styles.itemTitle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {question.title}
        </button>
      </div>
      <p className={styles.itemMeta}>
        <span>{question.author.nickname}</span>
        <span>{question.answerCount} 个回答</span>
        {question.teacherAnswered ? <span className={styles.teacherAnswered}>讲师已答</span> : null}
        {question.solved ? <span className={styles.solved}>已采纳</span> : null}
      </p>
      {open ? (
        <div id={panelId} className={styles.itemBody}>
          {question.excerpt ? <p className={styles.excerpt}>{question.excerpt}</p> : null}
          <Answers question={question} />
          {mayAnswer ? <LessonAnswerComposer courseId={question.lesson.courseId} questionId={question.id} /> : null}
        </div>
      ) : null}
    </li>
  );
}

function Answers({ question }: { question: LessonQuestion }) {
  const answers = useQuery(getAnswersQueryOptions(useApi(), question.id, 'votes', 1));
  if (answers.isPending) return <p className={styles.note}>正在加载回答…</p>;
  if (answers.isError) return <p className={styles.note}>回答加载失败，请稍后重试</p>;
  if (answers.data.list.length === 0) return <p className={styles.note}>还没有回答，讲师和同学会尽快解答</p>;
  const canAccept = question.viewer.mine && !question.solved;
  return (
    <div className={styles.answers}>
      {answers.data.list.map((answer) => (
        <div key={answer.id} className={styles.answerWrap} data-teacher={answer.author.id === question.teacher?.id ? '' : undefined}>
          {answer.author.id === question.teacher?.id ? <span className={styles.teacherBadge}>讲师</span> : null}
          <AnswerItem answer={answer} canAccept={canAccept} />
        </div>
      ))}
    </div>
  );
}
