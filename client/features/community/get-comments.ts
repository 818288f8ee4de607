import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { errorMessage, type ApiClient } from '@shared/api/api-client';
import { listComments, postComment } from '@shared/api/community';
import type { Comment, CommentThread } from '@shared/schemas/community';
import type { Page } from '@shared/schemas/common';
import { useApi } from '@client/lib/api-context';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { toast } from '@client/components/toast/toast-store';
import { applyCommentCount, type ContentKind } from './community-cache';

export const COMMENTS_PAGE_SIZE = 10;
export const REPLIES_PAGE_SIZE = 20;

export type CommentPages = InfiniteData<Page<CommentThread>, number>;

export const commentsKey = (kind: ContentKind, targetId: number) => ['community', 'comments', kind, targetId] as const;
export const repliesKey = (kind: ContentKind, targetId: number, parentId: number) =>
  ['community', 'comments', kind, targetId, 'replies', parentId] as const;

const nextPage = (last: Page<unknown>) => (last.page * last.size < last.total ? last.page + 1 : undefined);

/** Top-level comments of an item, earliest first, each with its first replies; page by page. */
export const getCommentsQueryOptions = (api: ApiClient, kind: ContentKind, targetId: number) =>
  infiniteQueryOptions({
    queryKey: commentsKey(kind, targetId),
    queryFn: ({ pageParam, signal }) =>
      api.call(listComments, { query: { kind, targetId, page: pageParam, size: COMMENTS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });

/** All the replies of one top-level comment (展开更多回复). */
export const getRepliesQueryOptions = (api: ApiClient, kind: ContentKind, targetId: number, parentId: number) =>
  infiniteQueryOptions({
    queryKey: repliesKey(kind, targetId, parentId),
    queryFn: ({ pageParam, signal }) =>
      api.call(listComments, { query: { kind, targetId, parentId, page: pageParam, size: REPLIES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });

/** A posted comment into the cached thread: a top-level one first in the list, a reply after its siblings. */
function insertComment(queryClient: QueryClient, kind: ContentKind, targetId: number, comment: Comment, parentId?: number) {
  if (parentId === undefined) {
    queryClient.setQueryData<CommentPages>(commentsKey(kind, targetId), (pages) => {
      const thread: CommentThread = { ...comment, replies: [], replyCount: 0 };
      if (!pages?.pages.length) return { pages: [{ list: [thread], total: 1, page: 1, size: COMMENTS_PAGE_SIZE }], pageParams: [1] };
      const [first, ...rest] = pages.pages;
      return {
        ...pages,
        pages: [
          { ...first!, list: [thread, ...first!.list], total: first!.total + 1 },
          ...rest.map((page) => ({ ...page, total: page.total + 1 })),
        ],
      };
    });
    return;
  }
  queryClient.setQueryData<CommentPages>(commentsKey(kind, targetId), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            list: page.list.map((thread) =>
              thread.id === parentId ? { ...thread, replies: [...thread.replies, comment], replyCount: thread.replyCount + 1 } : thread,
            ),
          })),
        }
      : pages,
  );
  queryClient.setQueryData<CommentPages>(repliesKey(kind, targetId, parentId), (pages) => {
    if (!pages?.pages.length) return pages;
    const last = pages.pages.length - 1;
    return {
      ...pages,
      pages: pages.pages.map((page, index) => ({
        ...page,
        total: page.total + 1,
        list: index === last ? [...page.list, { ...comment, replies: [], replyCount: 0 }] : page.list,
      })),
    };
  });
}

export interface PostCommentInput {
  text: string;
  parentId?: number;
  replyToId?: number;
}

/**
 * 发布评论 / 回复: once posted, the new comment appears in the thread and the item's 评论 count is
 * the server's answer everywhere it is cached. The caller keeps the text on failure (the promise rejects).
 */
export function usePostComment(kind: ContentKind, targetId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, parentId, replyToId }: PostCommentInput) =>
      api.call(postComment, { body: { kind, targetId, text, ...(parentId ? { parentId } : {}), ...(replyToId ? { replyToId } : {}) } }),
    onSuccess: ({ targetCommentCount, ...comment }, { parentId }) => {
      insertComment(queryClient, kind, targetId, comment, parentId);
      applyCommentCount(queryClient, kind, targetId, targetCommentCount);
    },
    // Signed out: the login modal says it (the query client).
    onError: (error) => isSignedOutError(error) || toast.error(errorMessage(error, '评论失败，请稍后重试')),
  });
}
