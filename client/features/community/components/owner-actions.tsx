/**
 * <OwnerActions> — 编辑 and 删除 on one's own question, answer, idea or comment (viewer.mine), placed
 * in the item's reaction bar. 删除 asks first; the dialog and the delete arrive with the first click
 * (owner-delete-dialog.tsx) and say what goes with the item. A refusal (deleted meanwhile, an
 * accepted answer…) is the server's message in a toast, and the dialog stays.
 */
import { useState } from 'react';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import type { DeleteInput } from '../owner-edits';
import './owner-actions.css';

const loadDeleteDialog = () => import('./owner-delete-dialog');

interface OwnerActionsProps {
  target: DeleteInput;
  /** Opens the item's edit form (omitted: no 编辑). */
  onEdit?: () => void;
  /** After the server deleted it (leave the page, close the form…). */
  onDeleted?: () => void;
  small?: boolean;
  /** Why the server would refuse to delete it (a question with answers: 4921), said in place of 删除's dialog. */
  deleteRefusal?: string;
}

export function OwnerActions({ target, onEdit, onDeleted, small, deleteRefusal }: OwnerActionsProps) {
  const [asking, setAsking] = useState(false);
  const dialog = useLoadedModule(loadDeleteDialog, asking);
  return (
    <span className={`cm-oa-actions ${small ? 'cm-oa-small' : ''}`}>
      {onEdit ? (
        <button type="button" className="cm-oa-button" onClick={onEdit} data-testid="owner-edit">
          编辑
        </button>
      ) : null}
      {deleteRefusal ? (
        // Said before any click: the server would refuse (docs/decisions/016-lesson-tools.md, community edits).
        <>
          <button type="button" className="cm-oa-button" disabled data-testid="owner-delete">
            删除
          </button>
          <span className="cm-oa-refusal" data-testid="owner-delete-refusal">
            {deleteRefusal}
          </span>
        </>
      ) : (
        <button
          type="button"
          className="cm-oa-button cm-oa-danger"
          onClick={() => setAsking(true)}
          aria-haspopup="dialog"
          data-testid="owner-delete"
        >
          删除
        </button>
      )}
      {dialog ? <dialog.OwnerDeleteDialog target={target} open={asking} onClose={() => setAsking(false)} onDeleted={onDeleted} /> : null}
    </span>
  );
}
