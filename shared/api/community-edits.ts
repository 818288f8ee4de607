import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema } from '../schemas/common';
import {
  answerSchema,
  COMMUNITY_LIMITS as L,
  commentSchema,
  mentionSuggestionSchema,
  pinDetailSchema,
  questionDetailSchema,
  richDocSchema,
} from '../schemas/community';
import { CODE_CONTENT_DELETED, CODE_TOO_MANY_MENTIONS } from './community';

/**
 * A learner's own community writing after it is posted: edit and delete one's question, answer,
 * idea (想法) and comment, and the @ suggestions of the editors. Kept apart from community.ts so the
 * parts built on the community's Q&A (the lesson questions) and these grow without colliding.
 */

/** Editing or deleting what someone else wrote (the item exists: it is not theirs to change). */
export const CODE_NOT_AUTHOR = 4920;
/** A question that already has answers is not deleted: the answerers' work would go with it. */
export const CODE_QUESTION_HAS_ANSWERS = 4921;
/** The accepted answer is not deleted: the asker chose it and the bounty was paid for it. */
export const CODE_ANSWER_ACCEPTED = 4922;
/** More images in one question or answer than a document may show. */
export const CODE_TOO_MANY_IMAGES = 4923;
/** An image in a document that is not one of the poster's uploads (or no longer stored). */
export const CODE_IMAGE_NOT_OWNED = 4924;

/** What deleting answers: the item's id, and the counts of what it belonged to as they are now. */
export const deletedResultSchema = z.object({
  id: idSchema,
  /** The question's answers after deleting an answer; the item's comments after deleting a comment. */
  count: z.optional(z.int().check(z.nonnegative())),
});
export type DeletedResult = z.infer<typeof deletedResultSchema>;

const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));
const EDIT_CODES = [400, 401, 404, CODE_NOT_AUTHOR, CODE_CONTENT_DELETED, CODE_TOO_MANY_MENTIONS] as const;

export const editQuestion = defineEndpoint({
  id: 'community.question.edit',
  method: 'PUT',
  path: '/community/question/:id',
  summary:
    '编辑自己的问题（需登录）：标题 5–50 字、富文本正文（≤ 10000 字，至多 9 张本人上传的图片）、至多 5 个标签；悬赏与匿名不变；记录编辑时间；新 @ 到的人收到 @我的（已 @ 过的不重复）；不是作者 → 4920，已删除 → 4901',
  params: idParamsSchema,
  body: z.object({
    title: trimmed(
      L.questionTitle.min,
      L.questionTitle.max,
      `标题至少 ${L.questionTitle.min} 个字`,
      `标题不能超过 ${L.questionTitle.max} 个字`,
    ),
    body: richDocSchema,
    tags: z
      .array(trimmed(L.tagLength.min, L.tagLength.max, '标签不能为空', `每个标签不超过 ${L.tagLength.max} 个字`))
      .check(z.maxLength(L.tagsMax, `最多添加 ${L.tagsMax} 个标签`)),
  }),
  data: questionDetailSchema,
  codes: [...EDIT_CODES, CODE_TOO_MANY_IMAGES, CODE_IMAGE_NOT_OWNED],
});

export const deleteQuestion = defineEndpoint({
  id: 'community.question.delete',
  method: 'DELETE',
  path: '/community/question/:id',
  summary: '删除自己的问题（需登录）：已有回答 → 4921；未采纳的悬赏退回；不是作者 → 4920，已删除 → 4901',
  params: idParamsSchema,
  data: deletedResultSchema,
  codes: [401, 404, CODE_NOT_AUTHOR, CODE_CONTENT_DELETED, CODE_QUESTION_HAS_ANSWERS],
});

export const editAnswer = defineEndpoint({
  id: 'community.answer.edit',
  method: 'PUT',
  path: '/community/answer/:id',
  summary:
    '编辑自己的回答（需登录）：富文本 1–10000 字，至多 9 张本人上传的图片；记录编辑时间；新 @ 到的人收到 @我的；不是作者 → 4920，回答或问题已删除 → 4901',
  params: idParamsSchema,
  body: z.object({ body: richDocSchema }),
  data: answerSchema,
  codes: [...EDIT_CODES, CODE_TOO_MANY_IMAGES, CODE_IMAGE_NOT_OWNED],
});

export const deleteAnswer = defineEndpoint({
  id: 'community.answer.delete',
  method: 'DELETE',
  path: '/community/answer/:id',
  summary: '删除自己的回答（需登录）：已被采纳 → 4922；返回问题现在的回答数（count）；不是作者 → 4920，已删除 → 4901',
  params: idParamsSchema,
  data: deletedResultSchema,
  codes: [401, 404, CODE_NOT_AUTHOR, CODE_CONTENT_DELETED, CODE_ANSWER_ACCEPTED],
});

export const editPin = defineEndpoint({
  id: 'community.pin.edit',
  method: 'PUT',
  path: '/community/pin/:id',
  summary:
    '编辑自己的想法（需登录）：1–1000 字、至多 9 张本人上传的图片、可选话题；记录编辑时间；新 @ 到的人收到 @我的；不是作者 → 4920，已删除 → 4901',
  params: idParamsSchema,
  body: z.object({
    text: trimmed(L.pinText.min, L.pinText.max, '请写点什么', `想法不能超过 ${L.pinText.max} 个字`),
    images: z
      .array(z.string().check(z.regex(/^\/api\/community\/image\/[\w-]+\.(png|jpe?g|gif|webp)$/, '图片地址无效')))
      .check(z.maxLength(L.pinImagesMax, `最多 ${L.pinImagesMax} 张图片`)),
    topicId: z.optional(z.nullable(idSchema)),
  }),
  data: pinDetailSchema,
  codes: EDIT_CODES,
});

export const deletePin = defineEndpoint({
  id: 'community.pin.delete',
  method: 'DELETE',
  path: '/community/pin/:id',
  summary: '删除自己的想法（需登录）：不是作者 → 4920，已删除 → 4901',
  params: idParamsSchema,
  data: deletedResultSchema,
  codes: [401, 404, CODE_NOT_AUTHOR, CODE_CONTENT_DELETED],
});

export const editComment = defineEndpoint({
  id: 'community.comment.edit',
  method: 'PUT',
  path: '/community/comment/:id',
  summary: '编辑自己的评论或回复（需登录）：1–500 字；记录编辑时间；新 @ 到的人收到 @我的；不是作者 → 4920，已删除 → 4901',
  params: idParamsSchema,
  body: z.object({
    text: trimmed(L.commentText.min, L.commentText.max, '评论不能为空', `评论不能超过 ${L.commentText.max} 个字`),
  }),
  data: commentSchema,
  codes: EDIT_CODES,
});

export const deleteComment = defineEndpoint({
  id: 'community.comment.delete',
  method: 'DELETE',
  path: '/community/comment/:id',
  summary:
    '删除自己的评论或回复（需登录）：一级评论连同其下的回复一起删除；返回所评内容现在的评论数（count）；不是作者 → 4920，已删除 → 4901',
  params: idParamsSchema,
  data: deletedResultSchema,
  codes: [401, 404, CODE_NOT_AUTHOR, CODE_CONTENT_DELETED],
});

export const suggestMentions = defineEndpoint({
  id: 'community.mention.suggest',
  method: 'GET',
  path: '/community/mention-suggestions',
  summary: `输入 @ 时的成员建议（需登录）：q 为 @ 后的 1–${L.mentionQuery.max} 个字；我关注的人在前，其后昵称匹配的成员（前缀匹配优先），不含自己；至多 ${L.mentionSuggestionsMax} 条`,
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(L.mentionQuery.min, '请输入要 @ 的昵称'), z.maxLength(L.mentionQuery.max, '昵称过长')),
  }),
  data: z.array(mentionSuggestionSchema),
  codes: [400, 401],
});
