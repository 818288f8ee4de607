/**
 * The confirmation of 删除 and the delete itself, loaded with the first click on 删除
 * (owner-actions.tsx): neither weighs on the first load of the pages that show one's own items.
 */
import { errorMessage } from '@shared/api/api-client';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { ConfirmDialog } from '@client/components/modal-dialog/confirm-dialog';
import { useDeleteContent, type DeleteInput } from '../owner-edits';

const WHAT: Record<DeleteInput['kind'], string> = { 1: '问题', 2: '回答', 3: '评论', 4: '想法' };
const CONSEQUENCE: Record<DeleteInput['kind'], string> = {
  1: '删除后无法恢复；还没有人采纳的悬赏会退回你的技能币余额。',
  2: '删除后无法恢复，它收到的赞同和评论也会一起消失。',
  3: '删除后无法恢复；一级评论下的回复会一起删除。',
  4: '删除后无法恢复，图片和评论也会一起消失。',
};

interface OwnerDeleteDialogProps {
  target: DeleteInput;
  open: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

export function OwnerDeleteDialog({ target, open, onClose, onDeleted }: OwnerDeleteDialogProps) {
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
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={`删除这条${what}？`}
      description={CONSEQUENCE[target.kind]}
      confirmLabel="删除"
      onConfirm={confirm}
    />
  );
}
