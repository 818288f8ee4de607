import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { useCallback, useMemo } from 'react';
import type { LessonNote } from '@shared/schemas/lesson-notes';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { playAtHref, playHref } from '@client/lib/learning/play-href';
import { PageHeading } from '@client/components/page-heading';
import { LearningEmpty } from '@client/features/learning/components/learning-empty';
import { getCourseNotesQueryOptions, useCourseNotes } from '@client/features/player/lesson-notes';
import { NoteItem } from '@client/features/player/components/note-item';
import styles from '@client/features/player/study-notes.module.css';

/** My notes in one course, read fresh; a malformed or unknown course is a 404. Named after the course. */
export async function loader({ context, params, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const id = routeId(params.id, request);
  const { queryClient, api } = context.get(appContext);
  const notes = await loadFresh(queryClient, getCourseNotesQueryOptions(api, id));
  return { meta: { title: `${notes.course.title}的笔记` } };
}

/** Notes grouped by lesson, in syllabus order (the API's order). */
function byLesson(notes: readonly LessonNote[]): { lessonId: number; title: string; notes: LessonNote[] }[] {
  const groups: { lessonId: number; title: string; notes: LessonNote[] }[] = [];
  for (const note of notes) {
    const last = groups[groups.length - 1];
    if (last?.lessonId === note.lessonId) last.notes.push(note);
    else groups.push({ lessonId: note.lessonId, title: note.lessonTitle, notes: [note] });
  }
  return groups;
}

/** 课程笔记: my notes in a course by lesson; each moment opens the player there; each note edited or deleted in place. */
export function Component() {
  const id = Number(useParams().id);
  const data = useCourseNotes(id);
  const groups = useMemo(() => byLesson(data?.notes ?? []), [data]);
  // Syllabus order as the API gives it (an edit keeps a note's lesson, so the lessons listed are enough).
  const lessonOrder = useCallback((lessonId: number) => groups.findIndex((group) => group.lessonId === lessonId), [groups]);
  if (!data) return null;
  return (
    <div className={styles.page}>
      <PageHeading>
        <a href={playHref(id)} className="btn btn-ghost btn-sm">
          继续学习
        </a>
      </PageHeading>
      <p className={styles.meta}>共 {data.notes.length} 条笔记，按课时排列；点时间在课程中打开那一刻，也可在这里编辑或删除</p>
      {groups.length === 0 ? (
        <LearningEmpty
          title="这门课还没有笔记"
          text="在课程学习页按 N 或点“记笔记”，就能在当前时间点记下要点。"
          action={
            <a href={playHref(id)} className="btn btn-primary btn-lg">
              去学习
            </a>
          }
        />
      ) : (
        <ol className={styles.lessons}>
          {groups.map((group) => (
            <li key={group.lessonId} className={styles.lesson} data-testid="notes-lesson">
              <h2 className={styles.lessonTitle}>{group.title}</h2>
              <ol className={styles.notes}>
                {group.notes.map((note) => (
                  <NoteItem
                    key={note.id}
                    note={note}
                    timeHref={playAtHref(id, note.lessonId, note.position)}
                    lessonOrder={lessonOrder}
                    classes={styles}
                  />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
