import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { acceptAnswer } from '@shared/api/community';
import type { Answer } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { RichText } from '@client/components/rich-text/rich-text';
import { AuthorLine } from '../../components/author-line';
import { ReactionBar } from '../../components/reaction-bar';
import { answerHref } from '../../community-format';
import { patchContent } from '../../community-cache';
import styles from '../qa-page.module.css';

/** One answer in a question's list: body, 赞同 / 踩 / 收藏 / 评论 (its own page) / 举报, and 采纳 for the asker. */
export function AnswerItem({ answer, canAccept }: { answer: Answer; canAccept: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
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
      <AuthorLine author={answer.author} at={answer.createdAt} />
      <RichText doc={answer.body} />
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
            onClick={() => accept.isPending || accept.mutate()}
            disabled={accept.isPending}
          >
            采纳
          </button>
        ) : null}
      </ReactionBar>
    </article>
  );
}
