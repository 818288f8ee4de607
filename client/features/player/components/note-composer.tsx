import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { checkNoteContent, NOTE_MAX_CHARS, notePosition } from '@shared/lib/lesson-note-rules';
import { useApi } from '@client/lib/api-context';
import { formatClock } from '@client/lib/format/clock-format';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { toast } from '@client/components/toast/toast-store';
import { addNote, noteSaved } from '../lesson-notes';
import { readNotePauses, writeNotePauses } from '../note-preferences';
import { NOTE_KEY } from '../player-keys';
import styles from './lesson-notes.module.css';

interface NoteComposerProps {
  lessonId: number;
  /** The lesson's video, or null for a reading lesson (its notes sit at 0:00). */
  videoRef: RefObject<HTMLVideoElement | null> | null;
  /** Grows each time the learner asks for a note (the N key, the 记笔记 button): open, take the time, focus. */
  request: number;
  lessonOrder: (lessonId: number) => number;
}

/**
 * Writes a note at the moment it was started: the time is taken when the learner starts (focus,
 * N, 记笔记), and the video pauses meanwhile if they chose so (remembered), then plays on. Checked
 * when saved; a refusal keeps what was typed, with the reason.
 */
export function NoteComposer({ lessonId, videoRef, request, lessonOrder }: NoteComposerProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const [pauses, setPauses] = useState(true);
  /** The composer paused the video: it plays again when the note is saved or dropped. */
  const pausedByNote = useRef(false);
  const form = useSubmitCheckedForm<{ content: string }>({ content: '' });
  const length = [...form.watch('content')].length;
  const error = form.formState.errors.content?.message ?? form.formState.errors.root?.message ?? '';

  useEffect(() => setPauses(readNotePauses()), []);

  const start = () => {
    if (at !== null) return;
    const video = videoRef?.current ?? null;
    setAt(video ? notePosition(video.currentTime) : 0);
    if (video && !video.paused && readNotePauses()) {
      video.pause();
      pausedByNote.current = true;
    }
  };
  const finish = () => {
    setAt(null);
    form.reset({ content: '' });
    const video = videoRef?.current;
    if (pausedByNote.current && video) void video.play().catch(() => undefined);
    pausedByNote.current = false;
  };

  // Asked for from outside (N, 记笔记): the time is taken now and the text field focused, the page left where it is.
  const handledRequest = useRef(request);
  useEffect(() => {
    if (request === handledRequest.current) return;
    handledRequest.current = request;
    textRef.current?.focus({ preventScroll: true });
    textRef.current?.scrollIntoView({ block: 'nearest' });
  }, [request]);

  const save = useMutation({
    mutationFn: (text: string) => addNote(api, { lessonId, position: at ?? 0, content: text }),
    onSuccess: (note) => {
      noteSaved(queryClient, api, note, lessonOrder);
      toast.success(`笔记已保存（${formatClock(note.position)}）`);
      finish();
    },
    onError: (failure) => form.setError('root', { message: errorMessage(failure, '保存失败，请稍后重试') }),
  });

  const { ref: registerRef, ...field } = form.register('content', {
    validate: (text) => checkNoteContent(text),
    onChange: () => form.clearErrors(),
  });

  return (
    <form
      className={styles.composer}
      noValidate
      data-testid="note-composer"
      onSubmit={(event) => void form.handleSubmit(({ content: text }) => save.mutate(text.trim()))(event)}
    >
      <label htmlFor={`${id}-text`} className={styles.composerLabel}>
        {at === null ? '在当前时间点记笔记' : `记在 ${formatClock(at)}`}
        <kbd className={styles.kbd} title={`快捷键 ${NOTE_KEY.toUpperCase()}`}>
          {NOTE_KEY.toUpperCase()}
        </kbd>
      </label>
      <textarea
        id={`${id}-text`}
        ref={(element) => {
          registerRef(element);
          textRef.current = element;
        }}
        className={styles.input}
        rows={at === null ? 2 : 4}
        // The shortcut is the label's key cap, which a touch screen hides: a placeholder cannot be.
        placeholder={`写下这一刻的要点（最多 ${NOTE_MAX_CHARS} 字）`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-bar`}
        onFocus={start}
        {...field}
      />
      <div id={`${id}-bar`} className={styles.bar}>
        <span className={styles.error} role="alert">
          {error}
        </span>
        <span className={length > NOTE_MAX_CHARS ? `${styles.counter} ${styles.over}` : styles.counter}>
          {length}/{NOTE_MAX_CHARS}
        </span>
      </div>
      <div className={styles.actions}>
        <label className={styles.pauses}>
          <input
            type="checkbox"
            checked={pauses}
            onChange={(event) => {
              setPauses(event.target.checked);
              writeNotePauses(event.target.checked);
            }}
          />
          记笔记时暂停视频
        </label>
        {at !== null ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={finish}>
            取消
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? '保存中…' : '保存笔记'}
        </button>
      </div>
    </form>
  );
}
