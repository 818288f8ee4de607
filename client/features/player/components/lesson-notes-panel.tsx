import { useCallback, useMemo, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LessonKind } from '@shared/enums/learning';
import { useApi } from '@client/lib/api-context';
import { getCourseNotesQueryOptions } from '../lesson-notes';
import type { LessonInChapter } from '../play-lessons';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';
import styles from './lesson-notes.module.css';

interface LessonNotesPanelProps {
  courseId: number;
  lesson: LessonInChapter;
  lessons: readonly LessonInChapter[];
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Grows each time the learner asks for a note (N, 记笔记). */
  noteRequest: number;
}

/**
 * 笔记, a tab of the player's sidebar: a composer at the current moment and my notes on this
 * lesson by moment, each jumping the video there; all my notes of the course are on /study/notes.
 */
export function LessonNotesPanel({ courseId, lesson, lessons, videoRef, noteRequest }: LessonNotesPanelProps) {
  const api = useApi();
  const notes = useQuery(getCourseNotesQueryOptions(api, courseId));
  const order = useMemo(() => new Map(lessons.map((candidate, index) => [candidate.id, index])), [lessons]);
  const lessonOrder = useCallback((lessonId: number) => order.get(lessonId) ?? 0, [order]);
  const hasVideo = lesson.kind === LessonKind.VIDEO && lesson.media !== null;
  const mine = notes.data?.notes.filter((note) => note.lessonId === lesson.id) ?? [];
  const total = notes.data?.notes.length ?? 0;

  const jump = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    // On a phone the list is under the video: bring the picture back into view.
    video.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  let composer;
  if (lesson.kind === LessonKind.EXAM) composer = <p className={styles.hint}>测验课时不能记笔记，请在考试中作答。</p>;
  else if (!lesson.playable)
    composer = (
      <p className={styles.hint}>{lesson.lockReason === 'purchase' ? '购买课程后可在课时中记笔记。' : '报名后可在课时中记笔记。'}</p>
    );
  else
    composer = (
      <NoteComposer
        key={lesson.id}
        lessonId={lesson.id}
        videoRef={hasVideo ? videoRef : null}
        request={noteRequest}
        lessonOrder={lessonOrder}
      />
    );

  return (
    <section className={styles.panel} aria-labelledby="play-notes-title" data-testid="lesson-notes">
      <h2 id="play-notes-title" className="sr-only">
        我的笔记
      </h2>
      {composer}
      <div className={styles.listHead}>
        <h3 className={styles.listTitle}>本节笔记{mine.length > 0 ? ` · ${mine.length}` : ''}</h3>
        {total > 0 ? (
          <a className={styles.all} href={`/study/notes/${courseId}`}>
            全部笔记 {total}
          </a>
        ) : null}
      </div>
      {notes.isError ? (
        <p className={styles.hint} role="alert">
          笔记加载失败，
          <button type="button" className={styles.link} onClick={() => void notes.refetch()}>
            重试
          </button>
        </p>
      ) : notes.data && mine.length === 0 ? (
        <p className={styles.hint}>还没有笔记。{hasVideo ? '看到要点时按 N 记下，点时间可跳回那一刻。' : ''}</p>
      ) : (
        <ol className={styles.notes}>
          {mine.map((note) => (
            <NoteItem key={note.id} note={note} onJump={hasVideo ? jump : undefined} lessonOrder={lessonOrder} classes={styles} />
          ))}
        </ol>
      )}
    </section>
  );
}
