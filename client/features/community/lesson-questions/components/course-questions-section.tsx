import { useState } from 'react';
import { formatPostedAt } from '@client/lib/format/posted-at-format';
import { LESSON_QUESTIONS_PAGE_SIZE, useLessonQuestions } from '../get-lesson-questions';
import { formatMoment, lessonMomentHref } from '../lesson-moment';
import styles from './lesson-questions.module.css';

/**
 * 课程答疑 on the course page (loaded when the section comes near): the course's lesson questions,
 * newest first, each naming its lesson and moment and opening the player there with it open.
 */
export function CourseQuestionsSection({ courseId }: { courseId: number }) {
  const [page, setPage] = useState(1);
  const questions = useLessonQuestions(courseId, null, page);
  if (questions.isPending) return <p className={styles.note}>正在加载答疑…</p>;
  if (questions.isError) return <p className={styles.note}>答疑加载失败，请稍后重试</p>;
  const { list, total } = questions.data;
  if (total === 0) return <p className={styles.note}>还没有学员提问。学习时在播放器的「答疑」里，就正在看的那一刻提问。</p>;
  const pages = Math.ceil(total / LESSON_QUESTIONS_PAGE_SIZE);
  return (
    <>
      <ol className={styles.courseList} data-testid="course-questions">
        {list.map((question) => (
          <li key={question.id} className={styles.courseItem}>
            <a
              className={styles.courseItemTitle}
              href={lessonMomentHref(courseId, question.lesson.lessonId, question.lesson.seconds, question.id)}
            >
              {question.title}
            </a>
            <p className={styles.courseItemMeta}>
              <span>
                {question.lesson.lessonTitle} · <span className={styles.moment}>{formatMoment(question.lesson.seconds)}</span>
              </span>
              <span>{question.author.nickname}</span>
              <span>{formatPostedAt(question.createdAt)}</span>
              <span>{question.answerCount} 个回答</span>
              {question.teacherAnswered ? <span className={styles.teacherAnswered}>讲师已答</span> : null}
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav className={styles.formActions} aria-label="答疑分页">
          <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            上一页
          </button>
          <span className={styles.hint}>
            {page} / {pages}
          </span>
          <button type="button" className="btn btn-ghost btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            下一页
          </button>
        </nav>
      ) : null}
    </>
  );
}
