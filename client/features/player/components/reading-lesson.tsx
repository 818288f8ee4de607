import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { reportProgress } from '@shared/api/player';
import { richDocLength, type RichDoc } from '@shared/lib/rich-text';
import { readingMinimumSeconds } from '@shared/lib/reading-time';
import type { PlayInfo } from '@shared/schemas/player';
import { useApi } from '@client/lib/api-context';
import { RichText } from '@client/components/rich-text/rich-text';
import { toast } from '@client/components/toast/toast-store';
import { applyStanding, playInfoKey } from '../get-play-info';
import type { LessonInChapter } from '../play-lessons';
import styles from './lesson-extras.module.css';

/**
 * A reading lesson (图文) in the player: its text as rich text (shared/lib/rich-text.ts, rendered as
 * React elements, never as HTML). Opening it is reported (学习中); once the learner has reached the end
 * of the text and the text's minimum reading time (shared/lib/reading-time.ts) has passed since, it is
 * marked 已完成 by itself. 我已读完 stays for a learner who read it elsewhere (the printed checklist):
 * the server holds both to the same minimum and says how long is left.
 */
export function ReadingLesson({ courseId, lesson, doc }: { courseId: number; lesson: LessonInChapter; doc: RichDoc }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const minimum = readingMinimumSeconds(richDocLength(doc));
  const endRef = useRef<HTMLDivElement | null>(null);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const finished = lesson.status === 3;

  const send = (event: 'tick' | 'end') =>
    api.call(reportProgress, { body: { lessonId: lesson.id, position: event === 'end' ? minimum : 0, duration: minimum, event } });
  const applied = (standing: Awaited<ReturnType<typeof send>>) =>
    queryClient.setQueryData<PlayInfo>(playInfoKey(courseId), (info) => (info ? applyStanding(info, standing) : info));

  const done = useMutation({
    mutationFn: () => send('end'),
    onSuccess: (standing) => {
      applied(standing);
      toast.success('已标记为学完');
    },
    onError: (failure) => toast.error(errorMessage(failure, '保存失败，请稍后重试')),
  });

  // Opened: reported once. The server counts the minimum from when that report reached it, so the
  // minimum is timed from its answer (timed from the mount, a slow answer made the mark come too soon).
  useEffect(() => {
    if (finished) return;
    let timer: number | undefined;
    let shown = true;
    const startTimer = () => {
      if (shown) timer = window.setTimeout(() => setTimeUp(true), minimum * 1000);
    };
    send('tick').then((standing) => {
      applied(standing);
      startTimer();
    }, startTimer);
    return () => {
      shown = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per lesson shown
  }, [lesson.id]);

  // The end of the text in view once is enough (a short text is in view at once).
  useEffect(() => {
    const end = endRef.current;
    if (finished || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setReachedEnd(true);
        observer.disconnect();
      }
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [finished, lesson.id]);

  // Once per lesson shown, even after an early 我已读完 was refused.
  const markedAutomatically = useRef(false);
  const markAutomatically = reachedEnd && timeUp && !finished && !done.isPending;
  useEffect(() => {
    if (!markAutomatically || markedAutomatically.current) return;
    markedAutomatically.current = true;
    done.mutate();
  }, [markAutomatically, done]);

  return (
    <article className={styles.reading} aria-label={`图文课时：${lesson.title}`} data-testid="reading-lesson">
      <RichText doc={doc} className={styles.readingBody} />
      <div className={styles.readingEnd} ref={endRef}>
        {finished ? (
          <span className={styles.readDone}>本节已学完</span>
        ) : (
          <>
            <span className={styles.readHint}>读到这里约 {minimum} 秒后自动记为学完</span>
            <button type="button" className="btn btn-primary btn-sm" disabled={done.isPending} onClick={() => done.mutate()}>
              我已读完
            </button>
          </>
        )}
      </div>
    </article>
  );
}
