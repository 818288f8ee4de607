import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { checkNoteContent, NOTE_MAX_CHARS } from '@shared/lib/lesson-note-rules';
import type { LessonNote } from '@shared/schemas/lesson-notes';
import { useApi } from '@client/lib/api-context';
import { formatClock } from '@client/lib/format/clock-format';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { toast } from '@client/components/toast/toast-store';
import { deleteNote, editNote, noteRemoved, noteSaved } from '../lesson-notes';
import styles from './lesson-notes.module.css';

interface NoteItemProps {
  note: LessonNote;
  /** Jump the video to the note's moment; absent for a lesson without a video. */
  onJump?: (seconds: number) => void;
  lessonOrder: (lessonId: number) => number;
}

/** One of my notes: its moment (a button that jumps there), the text as written (never markup), edit and delete. */
export function NoteItem({ note, onJump, lessonOrder }: NoteItemProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const form = useSubmitCheckedForm<{ content: string }>({ content: note.content });
  const error = form.formState.errors.content?.message ?? form.formState.errors.root?.message ?? '';
  const edited = note.updatedAt !== note.createdAt;

  const save = useMutation({
    mutationFn: (text: string) => editNote(api, note.id, text),
    onSuccess: (updated) => {
      noteSaved(queryClient, api, updated, lessonOrder);
      toast.success('笔记已修改');
      setMode('view');
    },
    onError: (failure) => form.setError('root', { message: errorMessage(failure, '保存失败，请稍后重试') }),
  });
  const remove = useMutation({
    mutationFn: () => deleteNote(api, note.id),
    onSuccess: () => {
      noteRemoved(queryClient, api, note.courseId, note.id);
      toast.success('笔记已删除');
    },
    onError: (failure) => toast.error(errorMessage(failure, '删除失败，请稍后重试')),
  });

  const time = formatClock(note.position);
  return (
    <li className={styles.note} data-testid="lesson-note" data-note-id={note.id}>
      <div className={styles.noteHead}>
        {onJump ? (
          <button type="button" className={styles.time} onClick={() => onJump(note.position)} aria-label={`跳到 ${time}`}>
            {time}
          </button>
        ) : (
          <span className={styles.time}>{time}</span>
        )}
        <span className={styles.date}>
          {note.updatedAt.slice(5, 16).replace('T', ' ')}
          {edited ? ' 已编辑' : ''}
        </span>
      </div>
      {mode === 'edit' ? (
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(({ content }) => save.mutate(content.trim()))(event)}
          className={styles.editForm}
        >
          <label htmlFor={`${id}-edit`} className="sr-only">
            修改 {time} 的笔记
          </label>
          <textarea
            id={`${id}-edit`}
            className={styles.input}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by a click on 编辑
            autoFocus
            {...form.register('content', { validate: (text) => checkNoteContent(text), onChange: () => form.clearErrors() })}
          />
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
          <div className={styles.actions}>
            <span className={styles.counter}>最多 {NOTE_MAX_CHARS} 字</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                form.reset({ content: note.content });
                setMode('view');
              }}
            >
              取消
            </button>
            <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending} aria-busy={save.isPending || undefined}>
              保存
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className={styles.text} data-testid="lesson-note-text">
            {note.content}
          </p>
          <div className={styles.noteActions}>
            {mode === 'confirm-delete' ? (
              <>
                <span className={styles.confirm}>删除这条笔记？</span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setMode('view')}>
                  取消
                </button>
                <button type="button" className={`btn btn-sm ${styles.danger}`} disabled={remove.isPending} onClick={() => remove.mutate()}>
                  确认删除
                </button>
              </>
            ) : (
              <>
                <button type="button" className={styles.link} onClick={() => setMode('edit')} aria-label={`编辑 ${time} 的笔记`}>
                  编辑
                </button>
                <button type="button" className={styles.link} onClick={() => setMode('confirm-delete')} aria-label={`删除 ${time} 的笔记`}>
                  删除
                </button>
              </>
            )}
          </div>
        </>
      )}
    </li>
  );
}
