import { useState } from 'react';
import { data, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_CONTENT_DELETED } from '@shared/api/community';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { Breadcrumb } from '@client/components/page-heading';
import { RichText } from '@client/components/rich-text/rich-text';
import { answerHref, questionHref } from '@client/features/community/community-format';
import { getCommentsQueryOptions } from '@client/features/community/get-comments';
import { routeErrorOf } from '@client/lib/route-error';
import { AuthorLine } from '@client/features/community/components/author-line';
import { CommentThread, focusCommentComposer } from '@client/features/community/components/comment-thread';
import { FollowButton } from '@client/features/community/components/follow-button';
import { ReactionBar } from '@client/features/community/components/reaction-bar';
import { OwnerActions } from '@client/features/community/components/owner-actions';
import { ContentDeleted } from '@client/features/community/qa/components/content-deleted';
import { getAnswerDetailQueryOptions, useAnswerDetail } from '@client/features/community/qa/get-question';
import styles from '@client/features/community/qa/qa-page.module.css';

const loadRichEditForm = () => import('@client/features/community/qa/components/rich-edit-form');

type AnswerLoaderData = LoaderMeta & { deleted?: string };

const idOf = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export async function loader({ context, params }: LoaderFunctionArgs) {
  const questionId = idOf(params.id);
  const answerId = idOf(params.answerId);
  if (questionId === null || answerId === null) throw data('资源不存在', { status: 404 });
  const { queryClient, api } = context.get(appContext);
  try {
    const [detail] = await Promise.all([
      queryClient.ensureQueryData(getAnswerDetailQueryOptions(api, answerId)),
      queryClient.prefetchInfiniteQuery(getCommentsQueryOptions(api, 2, answerId)),
    ]);
    // The answer of another question under this one's path is no page of ours.
    if (detail.question.id !== questionId) throw data('资源不存在', { status: 404 });
    const result: AnswerLoaderData = {
      meta: {
        title: `${detail.answer.author.nickname}的回答：${detail.question.title}`,
        description: detail.answer.excerpt,
        canonical: answerHref(questionId, answerId),
      },
    };
    return result;
  } catch (error) {
    if (isApiError(error) && error.code === CODE_CONTENT_DELETED)
      return data<AnswerLoaderData>({ deleted: error.message || '内容已被删除', meta: { title: '内容已被删除' } }, { status: 410 });
    throw routeErrorOf(error);
  }
}

export function Component() {
  const loaderData = useLoaderData<AnswerLoaderData>();
  const answerId = idOf(useParams().answerId)!;
  const detail = useAnswerDetail(answerId);
  const [editing, setEditing] = useState(false);
  const editForm = useLoadedModule(loadRichEditForm, editing);
  const navigate = useNavigate();
  if (loaderData.deleted || !detail) return <ContentDeleted what="回答" />;
  const { answer, question } = detail;

  return (
    <div className={styles.page}>
      <Breadcrumb />
      <article className={styles.card} data-kind="answer" data-id={answer.id} aria-labelledby="answer-title">
        <h1 id="answer-title" className="sr-only">
          {answer.author.nickname}的回答
        </h1>
        <a href={questionHref(question.id)} className={styles.questionLink}>
          {question.title}
        </a>
        <div className={styles.meta}>
          <span>共 {question.answerCount} 个回答</span>
          <a href={questionHref(question.id)}>查看全部回答</a>
        </div>
        {answer.accepted ? <span className={styles.acceptedBadge}>✓ 提问者采纳</span> : null}
        <AuthorLine
          author={answer.author}
          at={answer.createdAt}
          editedAt={answer.editedAt}
          size="lg"
          aside={<FollowButton userId={answer.author.id} followed={detail.authorFollowed} />}
        />
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
          comment={{ onClick: () => focusCommentComposer(2, answer.id) }}
          className={styles.reactions}
        >
          {answer.viewer.mine ? (
            <OwnerActions
              target={{ kind: 2, id: answer.id, questionId: question.id }}
              onEdit={() => setEditing(true)}
              onDeleted={() => void navigate(questionHref(question.id), { replace: true })}
            />
          ) : null}
        </ReactionBar>
      </article>
      <div id="comments" className={styles.card}>
        <CommentThread kind={2} targetId={answer.id} commentCount={answer.commentCount} />
      </div>
    </div>
  );
}
