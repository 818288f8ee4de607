import { LearningProgress, LessonKind } from '@shared/enums/learning';
import type { Chapter } from '@shared/schemas/course';
import { formatDuration } from '../format-course';
import styles from './course-syllabus.module.css';

const PROGRESS_CLASS: Record<number, string | undefined> = { 2: styles.learning, 3: styles.done };

/** 目录: chapters with their lessons — kind, free preview, duration and (signed in) my progress. */
export function CourseSyllabus({ chapters }: { chapters: readonly Chapter[] }) {
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
                <span className={styles.lessonTitle}>{lesson.title}</span>
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
