import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { reportProgress } from '@shared/api/player';
import type { RichDoc } from '@shared/lib/rich-text';
import type { PlayInfo } from '@shared/schemas/player';
import { useApi } from '@client/lib/api-context';
import { RichText } from '@client/components/rich-text/rich-text';
import { toast } from '@client/components/toast/toast-store';
import { applyStanding, playInfoKey } from '../get-play-info';
import type { LessonInChapter } from '../play-lessons';
import styles from './lesson-extras.module.css';

/**
 * A reading lesson (图文) in the player: its text as rich text (shared/lib/rich-text.ts, rendered as
 * React elements, never as HTML), and 我已读完, which records it 已完成 like a video watched through.
 */
export function ReadingLesson({ courseId, lesson, doc }: { courseId: number; lesson: LessonInChapter; doc: RichDoc }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const done = useMutation({
    mutationFn: () => api.call(reportProgress, { body: { lessonId: lesson.id, position: 1, duration: 1, event: 'end' } }),
    onSuccess: (standing) => {
      queryClient.setQueryData<PlayInfo>(playInfoKey(courseId), (info) => (info ? applyStanding(info, standing) : info));
      toast.success('已标记为学完');
    },
    onError: (failure) => toast.error(errorMessage(failure, '保存失败，请稍后重试')),
  });
  return (
    <article className={styles.reading} aria-label={`图文课时：${lesson.title}`} data-testid="reading-lesson">
      <RichText doc={doc} className={styles.readingBody} />
      <div className={styles.readingEnd}>
        {lesson.status === 3 ? (
          <span className={styles.readDone}>本节已学完</span>
        ) : (
          <button type="button" className="btn btn-primary btn-sm" disabled={done.isPending} onClick={() => done.mutate()}>
            我已读完
          </button>
        )}
      </div>
    </article>
  );
}
