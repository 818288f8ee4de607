/**
 * <OwnerActions> — 编辑 and 删除 on one's own question, answer, idea or comment (viewer.mine), placed
 * in the item's reaction bar. 删除 asks first (the confirm dialog's code arrives with the first
 * click); the dialog says what goes with the item. A refusal (someone deleted it meanwhile, an
 * accepted answer…) is the server's message in a toast, and the dialog stays.
 */
import { useState } from 'react';
import { errorMessage } from '@shared/api/api-client';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { useDeleteContent, type DeleteInput } from '../owner-edits';
import './owner-actions.css';

const loadConfirmDialog = () => import('@client/components/modal-dialog/confirm-dialog');

const WHAT: Record<DeleteInput['kind'], string> = { 1: '问题', 2: '回答', 3: '评论', 4: '想法' };
const CONSEQUENCE: Record<DeleteInput['kind'], string> = {
  1: '删除后无法恢复；还没有人采纳的悬赏会退回你的技能币余额。',
  2: '删除后无法恢复，它收到的赞同和评论也会一起消失。',
  3: '删除后无法恢复；一级评论下的回复会一起删除。',
  4: '删除后无法恢复，图片和评论也会一起消失。',
};

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
  const dialogs = useLoadedModule(loadConfirmDialog, asking);
  const remove = useDeleteContent();
  const what = WHAT[target.kind];
  const confirm = async () => {
    try {
      await remove.mutateAsync(target);
      toast.success(`${what}已删除`);
      onDeleted?.();
      return true;
    } catch (error) {
      if (!isSignedOutError(error)) toast.error(errorMessage(error, '删除失败，请稍后重试'));
      return false;
    }
  };
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
      {dialogs ? (
        <dialogs.ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          title={`删除这条${what}？`}
          description={CONSEQUENCE[target.kind]}
          confirmLabel="删除"
          onConfirm={confirm}
        />
      ) : null}
    </span>
  );
}
