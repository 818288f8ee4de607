import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { noteProblem, WRONG_BOOK_LIMITS } from '@shared/lib/wrong-book-rules';
import type { WrongBookEntry } from '@shared/schemas/wrong-book';
import { useApi } from '@client/lib/api-context';
import { useSubmitCheckedForm } from '@client/lib/use-field-validation';
import { toast } from '@client/components/toast/toast-store';
import { updateEntry, useSavedEntry } from '../use-entry-actions';
import styles from './entry-card.module.css';

const MAX = WRONG_BOOK_LIMITS.noteMax;

/**
 * My note on a question (≤ 500 characters, a counter; empty clears it), edited in place. Checked when
 * saved; a refusal (or a lost session: the login modal opens) keeps what was typed, with the reason.
 */
export function NoteForm({ entry, onClose }: { entry: WrongBookEntry; onClose: () => void }) {
  const api = useApi();
  const saved = useSavedEntry();
  const id = useId();
  const form = useSubmitCheckedForm<{ note: string }>({ note: entry.note });
  const note = form.watch('note');
  const error = form.formState.errors.note?.message ?? form.formState.errors.root?.message ?? '';
  const save = useMutation({
    mutationFn: (text: string) => updateEntry(api, entry.id, { note: text }),
    onSuccess: (updated) => {
      saved(updated);
      toast.success(updated.note ? '笔记已保存' : '笔记已删除');
      onClose();
    },
    onError: (failure) => form.setError('root', { message: errorMessage(failure, '保存失败，请稍后重试') }),
  });
  return (
    <form
      className={styles.noteForm}
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ note: text }) => save.mutate(text.trim()))(event)}
    >
      <label htmlFor={`${id}-note`} className={styles.noteLabel}>
        我的笔记
      </label>
      <textarea
        id={`${id}-note`}
        className={styles.noteInput}
        rows={3}
        maxLength={MAX}
        placeholder="记下易错点、解题思路或容易混淆的概念"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-bar`}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by a click on 写笔记 / 编辑笔记
        autoFocus
        {...form.register('note', {
          validate: (text) => noteProblem(text) ?? true,
          onChange: () => form.clearErrors(),
        })}
      />
      <div id={`${id}-bar`} className={styles.noteBar}>
        <span className={styles.noteError} role="alert">
          {error}
        </span>
        <span className={styles.noteCounter} aria-live="polite">
          {note.length}/{MAX}
        </span>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          取消
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? '保存中…' : '保存笔记'}
        </button>
      </div>
    </form>
  );
}
