import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { LearningEmpty } from '@client/features/learning/components/learning-empty';
import { getMyNoteCoursesQueryOptions, useMyNoteCourses } from '@client/features/player/lesson-notes';
import styles from '@client/features/player/study-notes.module.css';

/** Signed in (the route guard sent a visitor to sign in); my own notes: read fresh. */
export async function loader({ context }: LoaderFunctionArgs): Promise<null> {
  const { queryClient, api } = context.get(appContext);
  await loadFresh(queryClient, getMyNoteCoursesQueryOptions(api));
  return null;
}

/** 我的笔记: the courses I took notes in, with how many, the most recently noted first. */
export function Component() {
  const data = useMyNoteCourses();
  if (!data) return null;
  return (
    <div className={styles.page}>
      <PageHeading />
      {data.courses.length === 0 ? (
        <LearningEmpty
          title="还没有笔记"
          text="在课程学习页按 N 或点“记笔记”，就能在当前时间点记下要点；记过的笔记按课程汇总在这里，点时间可回到那一刻。"
          action={
            <a href="/study" className="btn btn-primary btn-lg">
              去学习
            </a>
          }
        />
      ) : (
        <ul className={styles.courses} data-testid="note-courses">
          {data.courses.map((course) => (
            <li key={course.id}>
              <a className={styles.course} href={`/study/notes/${course.id}`} data-testid="note-course">
                <img className={styles.cover} src={course.cover} alt="" width={112} height={63} loading="lazy" />
                <span className={styles.courseText}>
                  <span className={styles.courseTitle}>{course.title}</span>
                  <span className={styles.meta}>
                    <span data-testid="note-count">{course.noteCount}</span> 条笔记 · 最近 {course.lastNotedAt.slice(0, 10)}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
