import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { checkNoteContent, NOTE_MAX_CHARS } from '@shared/lib/lesson-note-rules';
import type { LessonNote } from '@shared/schemas/lesson-notes';
import { useApi } from '@client/lib/api-context';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { toast } from '@client/components/toast/toast-store';
import { deleteNote, editNote, noteRemoved, noteSaved } from '../lesson-notes';
import type { NoteItemClasses } from './note-item';

export interface NoteEditFormProps {
  note: LessonNote;
  /** The note's moment as shown (0:12), for the field's label. */
  time: string;
  lessonOrder: (lessonId: number) => number;
  classes: NoteItemClasses;
  /** Saved or cancelled: back to the note as shown. */
  onDone: () => void;
}

/**
 * Editing one of my notes, wherever it is listed (the player's 笔记 tab, /study/notes/{courseId}):
 * this module loads when 编辑 or 删除 is first wanted (react-hook-form and the mutations stay out of a
 * page's first load). Checked when saved (1–500 characters); a refusal keeps what was typed, with the reason.
 */
export function NoteEditForm({ note, time, lessonOrder, classes, onDone }: NoteEditFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const form = useSubmitCheckedForm<{ content: string }>({ content: note.content });
  const error = form.formState.errors.content?.message ?? form.formState.errors.root?.message ?? '';

  const save = useMutation({
    mutationFn: (text: string) => editNote(api, note.id, text),
    onSuccess: (updated) => {
      noteSaved(queryClient, api, updated, lessonOrder);
      toast.success('笔记已修改');
      onDone();
    },
    onError: (failure) => form.setError('root', { message: errorMessage(failure, '保存失败，请稍后重试') }),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ content }) => save.mutate(content.trim()))(event)}
      className={classes.editForm}
      data-testid="note-edit-form"
    >
      <label htmlFor={`${id}-edit`} className="sr-only">
        修改 {time} 的笔记
      </label>
      <textarea
        id={`${id}-edit`}
        className={classes.input}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by a click on 编辑
        autoFocus
        {...form.register('content', { validate: (text) => checkNoteContent(text), onChange: () => form.clearErrors() })}
      />
      <p id={`${id}-error`} className={classes.error} role="alert">
        {error}
      </p>
      <div className={classes.actions}>
        <span className={classes.counter}>最多 {NOTE_MAX_CHARS} 字</span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          取消
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          保存
        </button>
      </div>
    </form>
  );
}

/** 删除这条笔记？ and its answer, in place of the note's 编辑 / 删除; a refusal is the server's message in a toast. */
export function NoteDeleteConfirm({ note, classes, onCancel }: { note: LessonNote; classes: NoteItemClasses; onCancel: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteNote(api, note.id),
    onSuccess: () => {
      noteRemoved(queryClient, api, note.courseId, note.id);
      toast.success('笔记已删除');
    },
    onError: (failure) => toast.error(errorMessage(failure, '删除失败，请稍后重试')),
  });
  return (
    <>
      <span className={classes.confirm}>删除这条笔记？</span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        取消
      </button>
      <button type="button" className={`btn btn-sm ${classes.danger ?? ''}`} disabled={remove.isPending} onClick={() => remove.mutate()}>
        确认删除
      </button>
    </>
  );
}
