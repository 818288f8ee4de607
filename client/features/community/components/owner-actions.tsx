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
}

export function OwnerActions({ target, onEdit, onDeleted, small }: OwnerActionsProps) {
  const [asking, setAsking] = useState(false);
  const dialog = useLoadedModule(loadDeleteDialog, asking);
  return (
    <span className={`cm-oa-actions ${small ? 'cm-oa-small' : ''}`}>
      {onEdit ? (
        <button type="button" className="cm-oa-button" onClick={onEdit} data-testid="owner-edit">
          编辑
        </button>
      ) : null}
      <button
        type="button"
        className="cm-oa-button cm-oa-danger"
        onClick={() => setAsking(true)}
        aria-haspopup="dialog"
        data-testid="owner-delete"
      >
        删除
      </button>
      {dialog ? <dialog.OwnerDeleteDialog target={target} open={asking} onClose={() => setAsking(false)} onDeleted={onDeleted} /> : null}
    </span>
  );
}
