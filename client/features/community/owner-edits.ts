/**
 * Edit and delete one's own question, answer, idea and comment (PUT / DELETE of
 * shared/api/community-edits.ts). An edit's answer is written into every cached copy of the item
 * (community-cache), so the page shows the new text and 已编辑 at once; a delete drops the item
 * from the lists holding it and puts the server's count (answers, comments) where it is shown.
 * Refusals come back as the server's Chinese message (the caller keeps what was typed).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import {
  deleteAnswer,
  deleteComment,
  deletePin,
  deleteQuestion,
  editAnswer,
  editComment,
  editPin,
  editQuestion,
} from '@shared/api/community-edits';
import type { RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS, type Answer, type Comment, type PinDetail, type QuestionDetail } from '@shared/schemas/community';
import { useApi } from '@client/lib/api-context';
import { patchContent, type ContentKind } from './community-cache';
import { ALL_FEEDS_KEY } from './feed-key';
import { commentsKey } from './get-comments';
import { allAnswersKey } from './qa/get-question';

/** An idea's text bounds, as the comment box that edits it says them. */
export const PIN_TEXT_LIMITS = {
  ...COMMUNITY_LIMITS.pinText,
  empty: '请写点什么',
  tooLong: `想法不能超过 ${COMMUNITY_LIMITS.pinText.max} 个字`,
};

/** The kinds a learner edits and deletes (videos are not posted by learners). */
export type OwnContentKind = 1 | 2 | 3 | 4;

export type EditInput =
  | { kind: 1; id: number; title: string; body: RichDoc; tags: string[] }
  | { kind: 2; id: number; body: RichDoc }
  | { kind: 3; id: number; text: string }
  | { kind: 4; id: number; text: string; images: string[] };

/** What an edit changes on the item as cached (the viewer state and counts stay the cache's). */
function editedFields(kind: OwnContentKind, item: QuestionDetail | Answer | Comment | PinDetail): Record<string, unknown> {
  switch (kind) {
    case 1: {
      const question = item as QuestionDetail;
      return { title: question.title, body: question.body, tags: question.tags, excerpt: question.excerpt, editedAt: question.editedAt };
    }
    case 2: {
      const answer = item as Answer;
      return { body: answer.body, excerpt: answer.excerpt, editedAt: answer.editedAt };
    }
    case 3:
      return { text: (item as Comment).text, editedAt: item.editedAt };
    case 4: {
      const pin = item as PinDetail;
      return { text: pin.text, images: pin.images, topic: pin.topic, editedAt: pin.editedAt };
    }
  }
}

export function sendEdit(api: ApiClient, input: EditInput): Promise<QuestionDetail | Answer | Comment | PinDetail> {
  const params = { id: input.id };
  switch (input.kind) {
    case 1:
      return api.call(editQuestion, { params, body: { title: input.title, body: input.body, tags: input.tags } });
    case 2:
      return api.call(editAnswer, { params, body: { body: input.body } });
    case 3:
      return api.call(editComment, { params, body: { text: input.text } });
    case 4:
      return api.call(editPin, { params, body: { text: input.text, images: input.images } });
  }
}

/** Saves an edit; the promise rejects on a refusal (the form keeps the text and shows the message). */
export function useEditContent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditInput) => sendEdit(api, input),
    onSuccess: (item, input) => {
      patchContent(queryClient, input.kind as ContentKind, input.id, () => editedFields(input.kind, item));
      // Cards and excerpts in the feeds read the new text when next shown.
      void queryClient.invalidateQueries({ queryKey: ALL_FEEDS_KEY, refetchType: 'none' });
    },
  });
}

/** Where a deleted item was: the question of an answer, the commented item of a comment. */
export type DeleteInput =
  | { kind: 1; id: number }
  | { kind: 2; id: number; questionId: number }
  | { kind: 3; id: number; target: { kind: ContentKind; id: number } }
  | { kind: 4; id: number };

function sendDelete(api: ApiClient, input: DeleteInput) {
  const params = { id: input.id };
  switch (input.kind) {
    case 1:
      return api.call(deleteQuestion, { params });
    case 2:
      return api.call(deleteAnswer, { params });
    case 3:
      return api.call(deleteComment, { params });
    case 4:
      return api.call(deletePin, { params });
  }
}

function afterDelete(queryClient: QueryClient, input: DeleteInput, count: number | undefined): void {
  void queryClient.invalidateQueries({ queryKey: ALL_FEEDS_KEY });
  if (input.kind === 2) {
    if (count !== undefined) patchContent(queryClient, 1, input.questionId, () => ({ answerCount: count }));
    void queryClient.invalidateQueries({ queryKey: allAnswersKey(input.questionId) });
  }
  if (input.kind === 3) {
    if (count !== undefined) patchContent(queryClient, input.target.kind, input.target.id, () => ({ commentCount: count }));
    // The thread and its replies are read again: a top-level comment took its replies with it.
    void queryClient.invalidateQueries({ queryKey: commentsKey(input.target.kind, input.target.id) });
  }
}

/** Deletes; the promise rejects on a refusal (the confirm dialog stays open with the toast). */
export function useDeleteContent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteInput) => sendDelete(api, input),
    onSuccess: (result, input) => afterDelete(queryClient, input, result.count),
  });
}
