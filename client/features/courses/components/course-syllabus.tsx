import { useParams } from 'react-router';
import { LearningProgress, LessonKind } from '@shared/enums/learning';
import type { Chapter } from '@shared/schemas/course';
import { requiresLogin } from '@client/features/auth/protected-action';
import { canPlayLesson } from '@client/features/learning/resume-lesson';
import { playHref } from '@client/features/learning/learning-query';
import { formatDuration } from '../format-course';
import { useCourse } from '../get-course';
import styles from './course-syllabus.module.css';

const PROGRESS_CLASS: Record<number, string | undefined> = { 2: styles.learning, 3: styles.done };

/**
 * 目录: chapters with their lessons — kind, free preview, duration and (signed in) my progress. A
 * lesson the learner may play (enrolled, or a free preview) links to it in the player, a signed-in
 * page (signed out, the click opens the login modal); the course comes from the route, and its
 * cached state turns the links on as soon as the learner enrols.
 */
export function CourseSyllabus({ chapters }: { chapters: readonly Chapter[] }) {
  const courseId = Number(useParams().id);
  const enrolled = useCourse(courseId)?.my?.enrolled ?? false;
  return (
    <ol className={styles.chapters}>
      {chapters.map((chapter) => (
        <li key={chapter.id} className={styles.chapter}>
          <h3 className={styles.chapterTitle}>
            {chapter.title}
            <span className={styles.count}>{chapter.lessons.length} 节</span>
          </h3>
          <ol className={styles.lessons}>
            {chapter.lessons.map((lesson) => (
              <li key={lesson.id} className={styles.lesson} data-testid="lesson">
                <span className={lesson.kind === 2 ? `${styles.kind} ${styles.exam}` : styles.kind}>{LessonKind.label(lesson.kind)}</span>
                {courseId > 0 && canPlayLesson(lesson, enrolled) ? (
                  <a href={playHref(courseId, lesson.id)} className={`${styles.lessonTitle} ${styles.playable}`} {...requiresLogin}>
                    {lesson.title}
                  </a>
                ) : (
                  <span className={styles.lessonTitle}>{lesson.title}</span>
                )}
                {lesson.freePreview ? <span className={styles.preview}>试看</span> : null}
                {lesson.progress !== null ? (
                  <span className={`${styles.progress} ${PROGRESS_CLASS[lesson.progress] ?? ''}`}>{LearningProgress.label(lesson.progress)}</span>
                ) : null}
                <span className={styles.duration}>{lesson.kind === 2 ? '测验' : formatDuration(lesson.durationSeconds)}</span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
