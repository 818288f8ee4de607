import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, timestampSchema } from './common';
import { bannerSchema } from './home';
import { sanitizeRichDoc, type RichDoc } from '../lib/rich-text';

/**
 * The community (社区): questions and answers (问答), ideas (想法, short posts with up to 9 images),
 * short videos (视频), the comments under all of them, and the people behind them. Every text a
 * learner wrote is data: plain strings or a rich-text document (shared/lib/rich-text.ts), never HTML.
 */

export const COMMUNITY_LIMITS = Object.freeze({
  questionTitle: { min: 5, max: 50 },
  /** Characters of a question's or an answer's body (the rich-text limit). */
  questionBodyMax: 10_000,
  answerBody: { min: 1, max: 10_000 },
  tagsMax: 5,
  tagLength: { min: 1, max: 12 },
  pinText: { min: 1, max: 1_000 },
  pinImagesMax: 9,
  commentText: { min: 1, max: 500 },
  reportDetailMax: 200,
  /** Characters typed after @ before members are suggested, and at most. */
  mentionQuery: { min: 1, max: 16 },
  /** Members one @ suggestion lists. */
  mentionSuggestionsMax: 8,
  /** Upload: bytes per image; PNG, JPEG, GIF and WebP checked by their content, not their name. */
  imageBytesMax: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const,
  /** The whole multipart request of one upload: the image plus the form around it. */
  uploadBodyMax: 5 * 1024 * 1024 + 64 * 1024,
  /** Uploads one client may have in flight at once (per address and per account): the API answers a third 429, so the browser queues. */
  uploadsAtOnce: 2,
});

/** A stored, sanitised document (the mock keeps nothing else). */
export const richDocSchema = z.custom<RichDoc>((value) => sanitizeRichDoc(value) !== null, { error: '内容格式错误' });

/** When an item was last edited by its author: absent or null when never (older answers of the API omit it). */
const editedAtSchema = z.optional(z.nullable(timestampSchema));

/** Who wrote something. An anonymous question shows 匿名用户 and no id (no profile link). */
export const communityAuthorSchema = z.object({
  id: z.nullable(idSchema),
  nickname: z.string(),
  avatar: z.string(),
  /** A short line under the name (their signature, or their trade). */
  headline: z.string(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

/** What the signed-in viewer has done to an item (all false signed out). */
export const viewerStateSchema = z.object({
  liked: z.boolean(),
  disliked: z.boolean(),
  favorited: z.boolean(),
  /** The viewer wrote it (no like, report or follow of one's own content). */
  mine: z.boolean(),
});
export type ViewerState = z.infer<typeof viewerStateSchema>;

/** The counts every kind shows; kept consistent by the like / favourite / comment answers. */
export const reactionCountsSchema = z.object({
  likeCount: nonNegativeInt(),
  favoriteCount: nonNegativeInt(),
  commentCount: nonNegativeInt(),
});

export const topicSchema = z.object({ id: idSchema, name: z.string(), pinCount: nonNegativeInt() });
export type Topic = z.infer<typeof topicSchema>;

export const pinImageSchema = z.object({ url: z.string(), width: nonNegativeInt(), height: nonNegativeInt() });
export type PinImage = z.infer<typeof pinImageSchema>;

/** A question in a feed or list. */
/**
 * A question asked on a lesson (答疑, shared/schemas/lesson-questions.ts) as the community shows it:
 * where it comes from (「来自课程《…》第 n 节 · mm:ss」, a 课程答疑 tag in the feed), linking to the
 * player at that moment. `lessonNumber` counts the course's whole syllabus from 1.
 */
export const questionLessonSchema = z.object({
  courseId: idSchema,
  courseTitle: z.string(),
  lessonId: idSchema,
  lessonNumber: z.int().check(z.positive()),
  seconds: nonNegativeInt(),
});
export type QuestionLesson = z.infer<typeof questionLessonSchema>;

export const questionSummarySchema = z.extend(reactionCountsSchema, {
  id: idSchema,
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  author: communityAuthorSchema,
  anonymous: z.boolean(),
  /** Skill coins for the accepted answer (0: none). */
  bounty: nonNegativeInt(),
  solved: z.boolean(),
  answerCount: nonNegativeInt(),
  viewCount: nonNegativeInt(),
  createdAt: timestampSchema,
  /** When its author last edited it (已编辑 · time); absent or null: never edited. */
  editedAt: editedAtSchema,
  /** Asked on a lesson (课程答疑); absent or null: an ordinary community question. */
  fromLesson: z.optional(z.nullable(questionLessonSchema)),
  viewer: viewerStateSchema,
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

export const questionDetailSchema = z.extend(questionSummarySchema, {
  body: richDocSchema,
  acceptedAnswerId: z.nullable(idSchema),
  /** Following the asker (false for an anonymous question or one's own). */
  authorFollowed: z.boolean(),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const answerSchema = z.extend(reactionCountsSchema, {
  id: idSchema,
  questionId: idSchema,
  author: communityAuthorSchema,
  body: richDocSchema,
  excerpt: z.string(),
  accepted: z.boolean(),
  createdAt: timestampSchema,
  editedAt: editedAtSchema,
  viewer: viewerStateSchema,
});
export type Answer = z.infer<typeof answerSchema>;
/** A posted answer, with its question's answer count once it is in (the page shows the server's count). */
export const postedAnswerSchema = z.extend(answerSchema, { questionAnswerCount: nonNegativeInt() });

/** /community/question/{id}/answer/{answerId}: the answer and the question it answers. */
export const answerDetailSchema = z.object({
  answer: answerSchema,
  question: z.object({ id: idSchema, title: z.string(), answerCount: nonNegativeInt(), authorId: z.nullable(idSchema) }),
  authorFollowed: z.boolean(),
});
export type AnswerDetail = z.infer<typeof answerDetailSchema>;

export const pinSchema = z.extend(reactionCountsSchema, {
  id: idSchema,
  author: communityAuthorSchema,
  /** Plain text (links and @names are recognised when shown, never stored as markup). */
  text: z.string(),
  images: z.array(pinImageSchema),
  topic: z.nullable(topicSchema),
  createdAt: timestampSchema,
  editedAt: editedAtSchema,
  viewer: viewerStateSchema,
});
export type Pin = z.infer<typeof pinSchema>;

export const pinDetailSchema = z.extend(pinSchema, { authorFollowed: z.boolean() });
export type PinDetail = z.infer<typeof pinDetailSchema>;

export const communityVideoSchema = z.extend(reactionCountsSchema, {
  id: idSchema,
  title: z.string(),
  author: communityAuthorSchema,
  cover: z.string(),
  url: z.string(),
  type: z.string(),
  durationSeconds: nonNegativeInt(),
  playCount: nonNegativeInt(),
  createdAt: timestampSchema,
  viewer: viewerStateSchema,
});
export type CommunityVideo = z.infer<typeof communityVideoSchema>;

/** One entry of a feed: what it is and the item. An answer carries the question it answers. */
export const feedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('question'), question: questionSummarySchema }),
  z.object({ kind: z.literal('answer'), answer: answerSchema, question: z.object({ id: idSchema, title: z.string() }) }),
  z.object({ kind: z.literal('pin'), pin: pinSchema }),
  z.object({ kind: z.literal('video'), video: communityVideoSchema }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

/** Infinite lists: an opaque cursor for the next slice, null at the end. */
export function cursorPageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ list: z.array(item), nextCursor: z.nullable(z.string()) });
}
export type CursorPage<T> = { list: T[]; nextCursor: string | null };

export const COMMUNITY_FEED_TABS = ['recommend', 'question', 'pin', 'video', 'follow'] as const;
export type CommunityFeedTab = (typeof COMMUNITY_FEED_TABS)[number];

/** The /community side column: banners of slots 3 (desktop) and 4 (phones), hot topics and questions. */
export const communitySidebarSchema = z.object({
  banners: z.array(bannerSchema),
  hotTopics: z.array(topicSchema),
  hotQuestions: z.array(z.object({ id: idSchema, title: z.string(), answerCount: nonNegativeInt() })),
});
export type CommunitySidebar = z.infer<typeof communitySidebarSchema>;

/** A comment; top-level ones carry their first replies (two levels: replies are never nested deeper). */
export const commentSchema = z.object({
  id: idSchema,
  author: communityAuthorSchema,
  text: z.string(),
  /** The reply's addressee when it answers a reply (回复 @name). */
  replyTo: z.nullable(z.object({ id: idSchema, nickname: z.string() })),
  likeCount: nonNegativeInt(),
  createdAt: timestampSchema,
  editedAt: editedAtSchema,
  viewer: viewerStateSchema,
});
export type Comment = z.infer<typeof commentSchema>;
/** A posted comment or reply, with the commented item's comment count once it is in. */
export const postedCommentSchema = z.extend(commentSchema, { targetCommentCount: nonNegativeInt() });

export const commentThreadSchema = z.extend(commentSchema, {
  replies: z.array(commentSchema),
  replyCount: nonNegativeInt(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** Report reasons (举报). */
export const REPORT_REASONS = Object.freeze([
  [1, '垃圾广告'],
  [2, '色情低俗'],
  [3, '人身攻击'],
  [4, '违法违规'],
  [5, '抄袭侵权'],
  [6, '其他'],
] as const);

/** A person in a list (fans, follows) and the viewer's relation to them. */
export const userCardSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  headline: z.string(),
  fansCount: nonNegativeInt(),
  followed: z.boolean(),
  isSelf: z.boolean(),
});
export type UserCard = z.infer<typeof userCardSchema>;

/** /user/{id}: the header of a profile. */
export const userProfileSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  signature: z.string(),
  gender: z.nullable(z.int()),
  joinedAt: timestampSchema,
  followCount: nonNegativeInt(),
  fansCount: nonNegativeInt(),
  likeReceivedCount: nonNegativeInt(),
  questionCount: nonNegativeInt(),
  answerCount: nonNegativeInt(),
  pinCount: nonNegativeInt(),
  /** Others may see this person's favourites. */
  favoritesPublic: z.boolean(),
  followed: z.boolean(),
  isSelf: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Answers of like / favourite / follow: the new state and the counts to put in the cache. */
export const likeResultSchema = z.object({ liked: z.boolean(), disliked: z.boolean(), likeCount: nonNegativeInt() });
export type LikeResult = z.infer<typeof likeResultSchema>;
export const favoriteResultSchema = z.object({ favorited: z.boolean(), favoriteCount: nonNegativeInt() });
export type FavoriteResult = z.infer<typeof favoriteResultSchema>;
/** The follow state and the followed person's fans, and how many people the viewer now follows. */
export const followResultSchema = z.object({ followed: z.boolean(), fansCount: nonNegativeInt(), followCount: nonNegativeInt() });
export type FollowResult = z.infer<typeof followResultSchema>;

export const uploadedImageSchema = pinImageSchema;
export type UploadedImage = PinImage;

/** A member suggested while typing @ (people the viewer follows first). */
export const mentionSuggestionSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  followed: z.boolean(),
});
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;
