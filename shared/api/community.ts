import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema, pageOf, pageQuerySchema } from '../schemas/common';
import {
  answerDetailSchema,
  answerSchema,
  COMMUNITY_FEED_TABS,
  COMMUNITY_LIMITS as L,
  commentThreadSchema,
  communitySidebarSchema,
  cursorPageOf,
  favoriteResultSchema,
  feedItemSchema,
  likeResultSchema,
  pinDetailSchema,
  postedAnswerSchema,
  postedCommentSchema,
  questionDetailSchema,
  richDocSchema,
  topicSchema,
  uploadedImageSchema,
} from '../schemas/community';

/** The item was deleted (by its author or by moderation): answering, commenting or liking it is refused. */
export const CODE_CONTENT_DELETED = 4901;
/** The bounty is more than the asker's skill-coin balance. */
export const CODE_BOUNTY_OVER_BALANCE = 4902;
/** Liking, reporting or following oneself. */
export const CODE_SELF_ACTION = 4903;
/** Liking (or disliking) what one already liked (disliked). */
export const CODE_ALREADY_DONE = 4904;
/** Only the asker accepts an answer, once. */
export const CODE_NOT_ASKER = 4905;
// The upload's refusals live with the other shared codes: the settings page's avatar uses them without this module.
import { CODE_IMAGE_TOO_LARGE, CODE_LESSON_QUESTION_LOCKED, CODE_NOT_AN_IMAGE } from './business-codes';
export { CODE_IMAGE_TOO_LARGE, CODE_NOT_AN_IMAGE };
/** The profile's favourites are private. */
export const CODE_FAVORITES_PRIVATE = 4908;
/** Posting too fast: a few posts in a row, then one every 10 s (questions, answers, ideas, comments together). */
export const CODE_POSTING_TOO_FAST = 4909;
/** The day's posts are used up (100 per Beijing day). */
export const CODE_POSTING_DAILY_LIMIT = 4910;
/** One post @s more than 10 people. */
export const CODE_TOO_MANY_MENTIONS = 4911;
/** What every posting endpoint may also answer: the pace, the daily cap, the @ cap. */
const POSTING_CODES = [CODE_POSTING_TOO_FAST, CODE_POSTING_DAILY_LIMIT, CODE_TOO_MANY_MENTIONS] as const;

/** Content kinds of spec §3 (1 问题, 2 回答, 3 评论, 4 想法, 5 视频). */
const contentKind = z.coerce.number().check(z.int(), z.gte(1), z.lte(5));
const cursorQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(64))),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 12),
});
const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

export const getCommunityFeed = defineEndpoint({
  id: 'community.feed',
  method: 'GET',
  path: '/community/feed',
  summary:
    '社区信息流：推荐（问答、回答、想法、视频混排）/ 问答 / 想法 / 视频 / 关注（需登录：我关注的人发的）；游标分页，nextCursor 为 null 时到底；关注未登录 → 401',
  query: z.extend(cursorQuery, { tab: z._default(z.enum(COMMUNITY_FEED_TABS), 'recommend'), topicId: z.optional(idSchema) }),
  data: cursorPageOf(feedItemSchema),
  codes: [401],
});

export const getCommunitySidebar = defineEndpoint({
  id: 'community.sidebar',
  method: 'GET',
  path: '/community/sidebar',
  summary: '社区侧栏：广告位 3（电脑）/ 4（手机）、热门话题、热门问题',
  data: communitySidebarSchema,
});

export const listTopics = defineEndpoint({
  id: 'community.topics',
  method: 'GET',
  path: '/community/topics',
  summary: '全部话题（发想法时选择），想法数多的在前',
  data: z.array(topicSchema),
});

export const askQuestion = defineEndpoint({
  id: 'community.question.create',
  method: 'POST',
  path: '/community/question',
  summary:
    '提问（需登录）：标题 5–50 字、富文本正文（可空，≤ 10000 字）、至多 5 个标签、技能币悬赏（不超过余额，提问时冻结）、匿名；正文中 @ 到的人收到 @我的 消息；发布频率每账号连续 5 条后每 10 秒 1 条（4909）、每天 100 条（4910），一条最多 @ 10 人（4911）',
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
    bounty: z.int().check(z.gte(0, '悬赏不能为负数'), z.lte(100_000, '悬赏过高')),
    anonymous: z.boolean(),
  }),
  data: z.object({ id: idSchema }),
  codes: [400, 401, CODE_BOUNTY_OVER_BALANCE, ...POSTING_CODES],
});

export const getQuestion = defineEndpoint({
  id: 'community.question.detail',
  method: 'GET',
  path: '/community/question/:id',
  summary: '问题详情（浏览数 +1）；不存在 → 404；已删除 → 4901',
  params: idParamsSchema,
  data: questionDetailSchema,
  codes: [404, CODE_CONTENT_DELETED],
});

export const listAnswers = defineEndpoint({
  id: 'community.question.answers',
  method: 'GET',
  path: '/community/question/:id/answers',
  summary: '问题的回答：按赞同（被采纳的在最前）或按时间（最新在前）；分页',
  params: idParamsSchema,
  query: z.extend(pageQuerySchema, { sort: z._default(z.enum(['votes', 'time']), 'votes') }),
  data: pageOf(answerSchema),
  codes: [404, CODE_CONTENT_DELETED],
});

export const answerQuestion = defineEndpoint({
  id: 'community.question.answer',
  method: 'POST',
  path: '/community/question/:id/answer',
  summary:
    '回答问题（需登录）：富文本 1–10000 字；返回回答与问题现在的回答数（questionAnswerCount）；提问者收到 回答我的 消息，@ 到的人收到 @我的；问题已删除 → 4901；发布频率每账号连续 5 条后每 10 秒 1 条（4909）、每天 100 条（4910），一条最多 @ 10 人（4911）',
  params: idParamsSchema,
  body: z.object({ body: richDocSchema }),
  data: postedAnswerSchema,
  // 4630: a question on a lesson (答疑) is answered by the course's teacher and learners who may study the lesson.
  codes: [400, 401, 404, CODE_CONTENT_DELETED, ...POSTING_CODES, CODE_LESSON_QUESTION_LOCKED],
});

export const acceptAnswer = defineEndpoint({
  id: 'community.question.accept',
  method: 'PUT',
  path: '/community/question/:id/accept',
  summary: '采纳回答（仅提问者，一次）：悬赏的技能币转给回答者；不是提问者或已采纳 → 4905',
  params: idParamsSchema,
  body: z.object({ answerId: idSchema }),
  data: z.object({ acceptedAnswerId: idSchema }),
  codes: [401, 404, CODE_NOT_ASKER, CODE_CONTENT_DELETED],
});

export const getAnswer = defineEndpoint({
  id: 'community.answer.detail',
  method: 'GET',
  path: '/community/answer/:id',
  summary: '单个回答与所属问题；不存在 → 404；已删除 → 4901',
  params: idParamsSchema,
  data: answerDetailSchema,
  codes: [404, CODE_CONTENT_DELETED],
});

export const getPin = defineEndpoint({
  id: 'community.pin.detail',
  method: 'GET',
  path: '/community/pin/:id',
  summary: '想法详情；不存在 → 404；已删除 → 4901',
  params: idParamsSchema,
  data: pinDetailSchema,
  codes: [404, CODE_CONTENT_DELETED],
});

export const postPin = defineEndpoint({
  id: 'community.pin.create',
  method: 'POST',
  path: '/community/pin',
  summary:
    '发想法（需登录）：1–1000 字、至多 9 张已上传的图片（上传接口返回的地址）、可选话题；@ 到的人收到 @我的；发布频率每账号连续 5 条后每 10 秒 1 条（4909）、每天 100 条（4910），一条最多 @ 10 人（4911）',
  body: z.object({
    text: trimmed(L.pinText.min, L.pinText.max, '请写点什么', `想法不能超过 ${L.pinText.max} 个字`),
    images: z
      .array(z.string().check(z.regex(/^\/api\/community\/image\/[\w-]+\.(png|jpe?g|gif|webp)$/, '图片地址无效')))
      .check(z.maxLength(L.pinImagesMax, `最多 ${L.pinImagesMax} 张图片`)),
    topicId: z.optional(z.nullable(idSchema)),
  }),
  data: pinDetailSchema,
  codes: [400, 401, ...POSTING_CODES],
});

export const uploadImage = defineEndpoint({
  id: 'community.upload',
  method: 'POST',
  path: '/community/upload',
  summary:
    '上传图片（需登录，multipart/form-data 字段 file）：按内容判断 PNG / JPEG / GIF / WebP（改扩展名的文件 → 4906），≤ 5 MB（→ 4907）；返回地址与尺寸。读正文之前先查登录（未登录 → 401）与同时上传数（同一地址或账号同时至多 2 个，第 3 个 → HTTP 429），均带 Connection: close；每个账号至多保留 100 张 / 20 MB，超出时删除本人最早的图片（头像除外），不影响他人；全站存储已满 → 503',
  data: uploadedImageSchema,
  codes: [400, 401, 429, 503, CODE_NOT_AN_IMAGE, CODE_IMAGE_TOO_LARGE],
});

export const listComments = defineEndpoint({
  id: 'community.comments',
  method: 'GET',
  path: '/community/comments',
  summary:
    '评论：某内容（kind 1 问题 / 2 回答 / 4 想法 / 5 视频）的一级评论，最早在前，各带前 3 条回复与回复数；parentId 给出时为该评论的全部回复；分页',
  query: z.extend(pageQuerySchema, { kind: contentKind, targetId: idSchema, parentId: z.optional(idSchema) }),
  data: pageOf(commentThreadSchema),
  codes: [400, 404, CODE_CONTENT_DELETED],
});

export const postComment = defineEndpoint({
  id: 'community.comment.create',
  method: 'POST',
  path: '/community/comment',
  summary:
    '评论或回复（需登录）：1–500 字；parentId 为所回复的评论（回复的回复挂在同一条一级评论下，replyToId 为被回复的人的评论）；返回评论与所评内容现在的评论数（targetCommentCount）；内容作者收到 回复我的 消息，@ 到的人收到 @我的；发布频率每账号连续 5 条后每 10 秒 1 条（4909）、每天 100 条（4910），一条最多 @ 10 人（4911）',
  body: z.object({
    kind: contentKind,
    targetId: idSchema,
    parentId: z.optional(idSchema),
    replyToId: z.optional(idSchema),
    text: trimmed(L.commentText.min, L.commentText.max, '评论不能为空', `评论不能超过 ${L.commentText.max} 个字`),
  }),
  data: postedCommentSchema,
  codes: [400, 401, 404, CODE_CONTENT_DELETED, ...POSTING_CODES],
});

export const reactToContent = defineEndpoint({
  id: 'community.like',
  method: 'PUT',
  path: '/community/like',
  summary: '点赞 / 取消 / 踩（action 1 / 2 / 3，规格 §3）：作者收到 收到的赞 消息；自己的内容 → 4903；重复点赞或重复踩 → 4904',
  body: z.object({ kind: contentKind, id: idSchema, action: z.int().check(z.gte(1), z.lte(3)) }),
  data: likeResultSchema,
  codes: [401, 404, CODE_SELF_ACTION, CODE_ALREADY_DONE, CODE_CONTENT_DELETED],
});

export const setFavorite = defineEndpoint({
  id: 'community.favorite',
  method: 'PUT',
  path: '/community/favorite',
  summary: '收藏 / 取消收藏（幂等）：作者收到 收到的赞 消息',
  body: z.object({ kind: contentKind, id: idSchema, on: z.boolean() }),
  data: favoriteResultSchema,
  codes: [401, 404, CODE_CONTENT_DELETED],
});

export const reportContent = defineEndpoint({
  id: 'community.report',
  method: 'POST',
  path: '/community/report',
  summary: '举报（需登录）：原因 1–6，补充说明 ≤ 200 字；举报自己的内容 → 4903；重复举报 → 4904',
  body: z.object({
    kind: contentKind,
    id: idSchema,
    reason: z.int().check(z.gte(1), z.lte(6)),
    detail: z.optional(z.string().check(z.trim(), z.maxLength(L.reportDetailMax, `补充说明不能超过 ${L.reportDetailMax} 个字`))),
  }),
  data: z.null(),
  codes: [400, 401, 404, CODE_SELF_ACTION, CODE_ALREADY_DONE],
});
