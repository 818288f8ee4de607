import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import type { LessonNote } from '@shared/schemas/lesson-notes';
import { useApi } from '@client/lib/api-context';
import { formatClock } from '@client/lib/format/clock-format';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { toast } from '@client/components/toast/toast-store';
import { deleteNote, noteRemoved } from '../lesson-notes';

/**
 * The class names a list of notes styles an item with (a CSS module): the player's dark panel, or a
 * light page's (/study/notes/{id}). Partial because a CSS module's type does not list its names.
 */
export type NoteItemClasses = Readonly<
  Partial<
    Record<
      | 'note'
      | 'noteHead'
      | 'time'
      | 'date'
      | 'text'
      | 'noteActions'
      | 'link'
      | 'confirm'
      | 'danger'
      | 'hint'
      | 'editForm'
      | 'input'
      | 'error'
      | 'actions'
      | 'counter',
      string
    >
  >
>;

interface NoteItemProps {
  note: LessonNote;
  /** Jump the video to the note's moment (the player). */
  onJump?: (seconds: number) => void;
  /** Or open the player at the note's moment (a page listing notes). Neither: the moment as text. */
  timeHref?: string;
  lessonOrder: (lessonId: number) => number;
  /** The list's CSS module (the player's lesson-notes.module.css, a page's own): never imported here, so a page loads only its own. */
  classes: NoteItemClasses;
}

// The edit form (and react-hook-form with it) loads when 编辑 is first wanted: pointing at it warms it.
const loadEditForm = () => import('./note-edit-form');
const warmEditForm = () => void loadEditForm().catch(() => undefined);

/** One of my notes: its moment (jumps there or opens the player there), the text as written (never markup), edit and delete. */
export function NoteItem({ note, onJump, timeHref, lessonOrder, classes }: NoteItemProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [editAsks, setEditAsks] = useState(0);
  const editForm = useLoadedModule(loadEditForm, editAsks);
  const edited = note.updatedAt !== note.createdAt;
  const backToView = useCallback(() => setMode('view'), []);

  const remove = useMutation({
    mutationFn: () => deleteNote(api, note.id),
    onSuccess: () => {
      noteRemoved(queryClient, api, note.courseId, note.id);
      toast.success('笔记已删除');
    },
    onError: (failure) => toast.error(errorMessage(failure, '删除失败，请稍后重试')),
  });

  const time = formatClock(note.position);
  let moment;
  if (onJump)
    moment = (
      <button type="button" className={classes.time} onClick={() => onJump(note.position)} aria-label={`跳到 ${time}`}>
        {time}
      </button>
    );
  else if (timeHref)
    moment = (
      <a className={classes.time} href={timeHref} aria-label={`在课程中打开 ${time}`}>
        {time}
      </a>
    );
  else moment = <span className={classes.time}>{time}</span>;

  let body;
  if (mode === 'edit' && editForm)
    body = <editForm.NoteEditForm note={note} time={time} lessonOrder={lessonOrder} classes={classes} onDone={backToView} />;
  else if (mode === 'edit') body = <p className={classes.hint}>正在打开编辑…</p>;
  else
    body = (
      <>
        <p className={classes.text} data-testid="lesson-note-text">
          {note.content}
        </p>
        <div className={classes.noteActions}>
          {mode === 'confirm-delete' ? (
            <>
              <span className={classes.confirm}>删除这条笔记？</span>
              <button type="button" className="btn btn-ghost btn-sm" onClick={backToView}>
                取消
              </button>
              <button
                type="button"
                className={`btn btn-sm ${classes.danger ?? ''}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                确认删除
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={classes.link}
                onPointerEnter={warmEditForm}
                onFocus={warmEditForm}
                onClick={() => {
                  setMode('edit');
                  setEditAsks((asks) => asks + 1);
                }}
                aria-label={`编辑 ${time} 的笔记`}
              >
                编辑
              </button>
              <button type="button" className={classes.link} onClick={() => setMode('confirm-delete')} aria-label={`删除 ${time} 的笔记`}>
                删除
              </button>
            </>
          )}
        </div>
      </>
    );

  return (
    <li className={classes.note} data-testid="lesson-note" data-note-id={note.id}>
      <div className={classes.noteHead}>
        {moment}
        <span className={classes.date}>
          {note.updatedAt.slice(5, 16).replace('T', ' ')}
          {edited ? ' 已编辑' : ''}
        </span>
      </div>
      {body}
    </li>
  );
}
