import { useSelf } from '@client/lib/session/get-self';
import { formatDuration } from '@client/lib/format/course-format';
import { playHref } from '@client/lib/learning/play-href';
import { useContinue } from '../get-continue';
import styles from './continue-card.module.css';

/**
 * 继续学习 on the signed-in home page: the course studied last, the lesson the one rule picks and
 * where it was left, one click back into the player (which resumes at the saved position). Nothing
 * for a signed-out visitor or a learner without courses.
 */
export function ContinueCard() {
  const signedIn = useSelf() !== null;
  const item = useContinue(signedIn);
  if (!signedIn || !item) return null;
  const { course, continueLesson: lesson, lastLesson } = item;
  const started = lastLesson !== null;
  const label = item.status === 3 ? '再学一遍' : started ? '继续学习' : '开始学习';
  const position = lesson && lesson.position > 0 && lesson.durationSeconds > 0 ? Math.min(lesson.position, lesson.durationSeconds) : 0;
  return (
    <section className={styles.card} aria-labelledby="continue-title" data-testid="continue-card">
      <div className={styles.text}>
        <h2 id="continue-title" className={styles.kicker}>
          {started ? '上次学到' : '新报名的课程'}
        </h2>
        <p className={styles.course}>
          <a href={`/course/${course.id}`}>{course.title}</a>
        </p>
        {lesson ? (
          <p className={styles.lesson}>
            <span className={styles.lessonTitle}>{lesson.title}</span>
            {position > 0 ? <span className={styles.position}>学到 {formatDuration(Math.floor(position))}</span> : null}
            <span className={styles.percent}>已学 {item.percent}%</span>
          </p>
        ) : null}
      </div>
      <a
        href={playHref(course.id, started ? lesson?.id : undefined)}
        className={`btn btn-primary ${styles.action}`}
        aria-describedby="continue-title"
        data-testid="continue-learning"
      >
        {label}
      </a>
    </section>
  );
}
