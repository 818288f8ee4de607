/**
 * <CommentThread kind={…} targetId={…} /> — the comments of any item (GET /api/community/comments):
 * two levels, top-level comments (earliest first) with their first replies and 展开更多回复, a
 * composer (protected, 1–500 characters, Ctrl+Enter sends, text kept on error), 回复 on a comment
 * or a reply (replyToId), 点赞 and 举报 on each, and 加载更多评论. A posted comment shows at once
 * and the item's 评论 count goes up in every cached copy (community-cache).
 *
 * Props:
 *  - kind: ContentKind (1 问题 2 回答 4 想法 5 视频); targetId: number.
 *  - commentCount?: number — the heading's count (the item's, as cached); default: the thread's total.
 *  - title?: string (default '评论').
 *  - className?: string.
 * The composer's textarea has the id commentComposerId(kind, targetId): focus it from a 评论 button.
 * Prefetch the first page in a loader with getCommentsQueryOptions (get-comments.ts) to render it on the server.
 */
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import type { Comment, CommentThread as Thread } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { requiresLogin } from '@client/lib/protected-action';
import type { ContentKind } from '../community-cache';
import { getCommentsQueryOptions, getRepliesQueryOptions, usePostComment } from '../get-comments';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { AuthorLine } from './author-line';
import { OwnerActions } from './owner-actions';
import { CommentComposer } from './comment-composer';
import { ReactionBar } from './reaction-bar';
import { UserText } from './user-text';
import './comment-thread.css';

const loadTextEditForm = () => import('./text-edit-form');

export const commentComposerId = (kind: ContentKind, targetId: number) => `comment-composer-${kind}-${targetId}`;

/** Focuses (and scrolls to) the thread's composer: for a 评论 button elsewhere on the page. */
export function focusCommentComposer(kind: ContentKind, targetId: number): void {
  const box = document.getElementById(commentComposerId(kind, targetId));
  box?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  box?.focus({ preventScroll: true });
}

interface CommentThreadProps {
  kind: ContentKind;
  targetId: number;
  commentCount?: number;
  title?: string;
  className?: string;
}

/** Who is being answered: the top-level comment (parentId) and, for a reply to a reply, that reply. */
type ReplyTarget = { parentId: number; replyTo: Comment };

export function CommentThread({ kind, targetId, commentCount, title = '评论', className }: CommentThreadProps) {
  const api = useApi();
  const comments = useInfiniteQuery(getCommentsQueryOptions(api, kind, targetId));
  const post = usePostComment(kind, targetId);
  const [replying, setReplying] = useState<ReplyTarget | null>(null);
  const threads = comments.data?.pages.flatMap((page) => page.list) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;
  const headingId = `comments-${kind}-${targetId}`;

  const reply = async (target: ReplyTarget, text: string) => {
    await post.mutateAsync({
      text,
      parentId: target.parentId,
      ...(target.replyTo.id !== target.parentId ? { replyToId: target.replyTo.id } : {}),
    });
    setReplying(null);
  };

  return (
    <section className={`cm-ct-thread ${className ?? ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="cm-ct-heading">
        {title}
        <span className="cm-ct-heading-count">{commentCount ?? total}</span>
      </h2>
      <CommentComposer id={commentComposerId(kind, targetId)} placeholder="写下你的评论…" onSubmit={(text) => post.mutateAsync({ text })} />
      {comments.isError ? (
        <p className="cm-ct-notice" role="alert">
          {errorMessage(comments.error, '评论加载失败，请稍后重试')}
        </p>
      ) : comments.isPending ? (
        <p className="cm-ct-notice">评论加载中…</p>
      ) : threads.length === 0 ? (
        <p className="cm-ct-notice">还没有评论，来说两句吧。</p>
      ) : (
        <ol className="cm-ct-list">
          {threads.map((thread) => (
            <TopComment
              key={thread.id}
              kind={kind}
              targetId={targetId}
              thread={thread}
              replying={replying}
              setReplying={setReplying}
              onReply={reply}
            />
          ))}
        </ol>
      )}
      {comments.hasNextPage ? (
        <button
          type="button"
          className="btn btn-ghost cm-ct-more"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? '加载中…' : '加载更多评论'}
        </button>
      ) : null}
    </section>
  );
}

interface TopCommentProps {
  kind: ContentKind;
  targetId: number;
  thread: Thread;
  replying: ReplyTarget | null;
  setReplying: (target: ReplyTarget | null) => void;
  onReply: (target: ReplyTarget, text: string) => Promise<void>;
}

function TopComment({ kind, targetId, thread, replying, setReplying, onReply }: TopCommentProps) {
  const api = useApi();
  const [expanded, setExpanded] = useState(false);
  const replies = useInfiniteQuery({ ...getRepliesQueryOptions(api, kind, targetId, thread.id), enabled: expanded });
  const loaded = expanded && replies.data ? replies.data.pages.flatMap((page) => page.list) : thread.replies;
  const hidden = thread.replyCount - loaded.length;
  const replyingHere = replying?.parentId === thread.id;

  return (
    <li className="cm-ct-item">
      <CommentBody kind={kind} targetId={targetId} comment={thread} onReply={() => setReplying({ parentId: thread.id, replyTo: thread })} />
      {loaded.length || replyingHere ? (
        <div className="cm-ct-replies">
          {loaded.length ? (
            <ol className="cm-ct-reply-list" aria-label={`${thread.author.nickname} 的评论的回复`}>
              {loaded.map((item) => (
                <li key={item.id} className="cm-ct-reply">
                  <CommentBody
                    kind={kind}
                    targetId={targetId}
                    comment={item}
                    small
                    onReply={() => setReplying({ parentId: thread.id, replyTo: item })}
                  />
                </li>
              ))}
            </ol>
          ) : null}
          {hidden > 0 || (expanded && replies.hasNextPage) ? (
            <button
              type="button"
              className="cm-ct-expand"
              disabled={replies.isFetching}
              onClick={() => (expanded ? void replies.fetchNextPage() : setExpanded(true))}
            >
              {replies.isFetching ? '加载中…' : `展开更多回复（${Math.max(hidden, 0)}）`}
            </button>
          ) : null}
          {replyingHere ? (
            <CommentComposer
              compact
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the reply box the visitor just opened with 回复
              autoFocus
              placeholder={`回复 @${replying.replyTo.author.nickname}`}
              submitLabel="回复"
              onSubmit={(text) => onReply(replying, text)}
              onCancel={() => setReplying(null)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

interface CommentBodyProps {
  kind: ContentKind;
  targetId: number;
  comment: Comment;
  small?: boolean;
  onReply: () => void;
}

function CommentBody({ kind, targetId, comment, small, onReply }: CommentBodyProps) {
  const [editing, setEditing] = useState(false);
  const editForm = useLoadedModule(loadTextEditForm, editing);
  return (
    <article
      className="cm-ct-comment"
      aria-label={`${comment.author.nickname} 的${small ? '回复' : '评论'}`}
      data-comment-id={comment.id}
      data-kind={kind}
    >
      <AuthorLine author={comment.author} at={comment.createdAt} editedAt={comment.editedAt} size="sm" headline={false} />
      {editing && editForm ? (
        <editForm.TextEditForm
          target={{ kind: 3, id: comment.id }}
          text={comment.text}
          label={`编辑${small ? '回复' : '评论'}`}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <div className="cm-ct-body" hidden={editing}>
        {comment.replyTo ? (
          <span className="cm-ct-reply-to">
            回复 <span className="cm-ct-reply-name">@{comment.replyTo.nickname}</span>：
          </span>
        ) : null}
        <UserText as="span" text={comment.text} />
      </div>
      <ReactionBar
        kind={3}
        id={comment.id}
        likeCount={comment.likeCount}
        viewer={comment.viewer}
        size="sm"
        favorite={false}
        dislike={false}
        className="cm-ct-actions"
      >
        <button type="button" className="cm-ct-reply-button" onClick={onReply} {...requiresLogin}>
          回复
        </button>
        {comment.viewer.mine ? (
          <OwnerActions small target={{ kind: 3, id: comment.id, target: { kind, id: targetId } }} onEdit={() => setEditing(true)} />
        ) : null}
      </ReactionBar>
    </article>
  );
}
