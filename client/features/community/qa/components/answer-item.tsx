import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { acceptAnswer } from '@shared/api/community';
import type { Answer } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { RichText } from '@client/components/rich-text/rich-text';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { OwnerActions } from '../../components/owner-actions';
import { AuthorLine } from '../../components/author-line';
import { ReactionBar } from '../../components/reaction-bar';
import { answerHref } from '../../community-format';
import { patchContent } from '../../community-cache';
import styles from '../qa-page.module.css';

const loadRichEditForm = () => import('./rich-edit-form');

const loadConfirmDialog = () => import('@client/components/modal-dialog/confirm-dialog');

/**
 * One answer in a question's list: body, 赞同 / 踩 / 收藏 / 评论 (its own page) / 举报, 采纳 for the asker
 * (confirmed first; `bounty`, the question's, is named there), 编辑 / 删除 for its author.
 */
export function AnswerItem({ answer, canAccept, bounty = 0 }: { answer: Answer; canAccept: boolean; bounty?: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const editForm = useLoadedModule(loadRichEditForm, editing);
  // 采纳 cannot be undone and pays the bounty: it is asked first (the dialog's code arrives with the click).
  const [asking, setAsking] = useState(false);
  const dialogs = useLoadedModule(loadConfirmDialog, asking);
  const accept = useMutation({
    mutationFn: () => api.call(acceptAnswer, { params: { id: answer.questionId }, body: { answerId: answer.id } }),
    onSuccess: ({ acceptedAnswerId }) => {
      patchContent(queryClient, 1, answer.questionId, () => ({ solved: true, acceptedAnswerId }));
      patchContent(queryClient, 2, acceptedAnswerId, () => ({ accepted: true }));
      toast.success('已采纳这个回答');
    },
    onError: (error) => isSignedOutError(error) || toast.error(errorMessage(error, '采纳失败，请稍后重试')),
  });

  return (
    <article className={styles.answer} data-kind="answer" data-id={answer.id} aria-label={`${answer.author.nickname}的回答`}>
      {answer.accepted ? <span className={styles.acceptedBadge}>✓ 提问者采纳</span> : null}
      <AuthorLine author={answer.author} at={answer.createdAt} editedAt={answer.editedAt} />
      {editing && editForm ? (
        <editForm.RichEditForm target={{ kind: 2, id: answer.id, body: answer.body }} onDone={() => setEditing(false)} />
      ) : (
        <RichText doc={answer.body} />
      )}
      <ReactionBar
        kind={2}
        id={answer.id}
        likeCount={answer.likeCount}
        favoriteCount={answer.favoriteCount}
        commentCount={answer.commentCount}
        viewer={answer.viewer}
        comment={{ href: answerHref(answer.questionId, answer.id) }}
      >
        {canAccept && !answer.viewer.mine ? (
          <button
            type="button"
            className="btn btn-soft btn-sm"
            onClick={() => setAsking(true)}
            disabled={accept.isPending}
            aria-haspopup="dialog"
          >
            采纳
          </button>
        ) : null}
        {dialogs ? (
          <dialogs.ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            title={`采纳${answer.author.nickname}的回答？`}
            description={
              bounty > 0
                ? `采纳后不能更改，${bounty} 技能币悬赏将转给回答者，回答者会收到通知。`
                : '每个问题只能采纳一个回答，采纳后不能更改；回答者会收到通知。'
            }
            confirmLabel="采纳"
            onConfirm={() =>
              accept.mutateAsync().then(
                () => true,
                () => false,
              )
            }
          />
        ) : null}
        {answer.viewer.mine ? (
          <OwnerActions target={{ kind: 2, id: answer.id, questionId: answer.questionId }} onEdit={() => setEditing(true)} />
        ) : null}
      </ReactionBar>
    </article>
  );
}
