import { useCallback, useState } from 'react';
import type { LessonNote } from '@shared/schemas/lesson-notes';
import { formatClock } from '@client/lib/format/clock-format';
import { useLoadedModule } from '@client/lib/use-loaded-module';

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

// The edit form and the delete (react-hook-form and the mutations with them) load when 编辑 or 删除 is
// first wanted: pointing at either warms them.
const loadActions = () => import('./note-actions');
const warmActions = () => void loadActions().catch(() => undefined);

/** One of my notes: its moment (jumps there or opens the player there), the text as written (never markup), edit and delete. */
export function NoteItem({ note, onJump, timeHref, lessonOrder, classes }: NoteItemProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [asks, setAsks] = useState(0);
  const actions = useLoadedModule(loadActions, asks);
  const edited = note.updatedAt !== note.createdAt;
  const backToView = useCallback(() => setMode('view'), []);

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
  const ask = (next: 'edit' | 'confirm-delete') => {
    setMode(next);
    setAsks((count) => count + 1);
  };
  if (mode === 'edit' && actions)
    body = <actions.NoteEditForm note={note} time={time} lessonOrder={lessonOrder} classes={classes} onDone={backToView} />;
  else if (mode === 'edit') body = <p className={classes.hint}>正在打开编辑…</p>;
  else
    body = (
      <>
        <p className={classes.text} data-testid="lesson-note-text">
          {note.content}
        </p>
        <div className={classes.noteActions}>
          {mode === 'confirm-delete' && actions ? (
            <actions.NoteDeleteConfirm note={note} classes={classes} onCancel={backToView} />
          ) : (
            <>
              <button
                type="button"
                className={classes.link}
                onPointerEnter={warmActions}
                onFocus={warmActions}
                onClick={() => ask('edit')}
                aria-label={`编辑 ${time} 的笔记`}
              >
                编辑
              </button>
              <button
                type="button"
                className={classes.link}
                onPointerEnter={warmActions}
                onFocus={warmActions}
                onClick={() => ask('confirm-delete')}
                aria-label={`删除 ${time} 的笔记`}
              >
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
