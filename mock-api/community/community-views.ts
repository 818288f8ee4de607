import { excerptOf, richDocText } from '@shared/lib/rich-text';
import type {
  Answer,
  Comment,
  CommunityAuthor,
  CommunityVideo,
  FeedItem,
  Pin,
  QuestionLesson,
  QuestionSummary,
  UserCard,
  ViewerState,
} from '@shared/schemas/community';
import type { Account } from '../account/account-seed';
import { shanghaiIso } from '../core/faker';
import { Community } from './community';
import { signOpenMediaUrl } from '../media/media-signature';
import type { AnswerRecord, CommentRecord, PinRecord, QuestionRecord, Reactions, VideoRecord } from './community-records';
import { accountAvatarUrl, ANONYMOUS_AVATAR, generatedAvatarUrl } from '../media/generated-avatar';

export const ANONYMOUS_AUTHOR: CommunityAuthor = Object.freeze({
  id: null,
  nickname: '匿名用户',
  avatar: ANONYMOUS_AVATAR,
  headline: '',
});
export const avatarOf = (account: { id: number; nickname: string }) => accountAvatarUrl(account);

/**
 * Records as the contract shows them, for one viewer (`viewerId` undefined: signed out). The
 * account lookup is passed in so the views never hold the store.
 */
export class CommunityViews {
  constructor(
    private readonly community: Community,
    private readonly accountById: (id: number) => Account | undefined,
    /** The clock the short videos' media URLs are signed by (they play the sample lesson files). */
    private readonly now: () => number = Date.now,
    /** A catalogue lesson's course title and place in its syllabus (from 1), for a question asked on it. */
    private readonly lessonOf: (lessonId: number) => { courseTitle: string; lessonNumber: number } | undefined = () => undefined,
  ) {}

  /** Where a question asked on a lesson comes from; null for an ordinary question or a lesson no longer listed. */
  fromLesson(question: QuestionRecord): QuestionLesson | null {
    if (!question.lesson) return null;
    const lesson = this.lessonOf(question.lesson.lessonId);
    if (!lesson) return null;
    return { courseId: question.lesson.courseId, lessonId: question.lesson.lessonId, seconds: question.lesson.seconds, ...lesson };
  }

  author(accountId: number, anonymous = false): CommunityAuthor {
    if (anonymous) return ANONYMOUS_AUTHOR;
    const account = this.accountById(accountId);
    if (!account) return { id: null, nickname: '已注销用户', avatar: generatedAvatarUrl(100, '已注销用户'), headline: '' };
    return { id: account.id, nickname: account.nickname, avatar: account.avatar ?? avatarOf(account), headline: account.signature };
  }

  viewer(reactions: Reactions, authorId: number, viewerId: number | undefined): ViewerState {
    if (viewerId === undefined) return { liked: false, disliked: false, favorited: false, mine: false };
    return {
      liked: reactions.likes.has(viewerId),
      disliked: reactions.dislikes.has(viewerId),
      favorited: reactions.favorites.has(viewerId),
      mine: authorId === viewerId,
    };
  }

  private counts(record: { reactions: Reactions; commentCount: number }) {
    return {
      likeCount: Community.likeCount(record.reactions),
      favoriteCount: Community.favoriteCount(record.reactions),
      commentCount: record.commentCount,
    };
  }

  question(question: QuestionRecord, viewerId: number | undefined): QuestionSummary {
    return {
      ...this.counts(question),
      id: question.id,
      title: question.title,
      excerpt: excerptOf(richDocText(question.body), 100),
      tags: question.tags,
      author: this.author(question.authorId, question.anonymous),
      anonymous: question.anonymous,
      bounty: question.bounty,
      solved: question.acceptedAnswerId !== null,
      answerCount: this.community.answerCountOf(question.id),
      viewCount: question.views,
      createdAt: shanghaiIso(question.createdAt),
      editedAt: question.editedAt === undefined ? null : shanghaiIso(question.editedAt),
      fromLesson: this.fromLesson(question),
      // An anonymous asker is still recognised as "mine" by themselves, and only by them.
      viewer: this.viewer(question.reactions, question.authorId, viewerId),
    };
  }

  answer(answer: AnswerRecord, viewerId: number | undefined): Answer {
    const question = this.community.questions.get(answer.questionId);
    return {
      ...this.counts(answer),
      id: answer.id,
      questionId: answer.questionId,
      author: this.author(answer.authorId),
      body: answer.body,
      excerpt: excerptOf(richDocText(answer.body), 120),
      accepted: question?.acceptedAnswerId === answer.id,
      createdAt: shanghaiIso(answer.createdAt),
      editedAt: answer.editedAt === undefined ? null : shanghaiIso(answer.editedAt),
      viewer: this.viewer(answer.reactions, answer.authorId, viewerId),
    };
  }

  pin(pin: PinRecord, viewerId: number | undefined): Pin {
    const topic = pin.topicId === null ? undefined : this.community.topics.get(pin.topicId);
    return {
      ...this.counts(pin),
      id: pin.id,
      author: this.author(pin.authorId),
      text: pin.text,
      images: pin.images,
      topic: topic ? { ...topic, pinCount: this.topicPinCount(topic.id) } : null,
      createdAt: shanghaiIso(pin.createdAt),
      editedAt: pin.editedAt === undefined ? null : shanghaiIso(pin.editedAt),
      viewer: this.viewer(pin.reactions, pin.authorId, viewerId),
    };
  }

  video(video: VideoRecord, viewerId: number | undefined): CommunityVideo {
    return {
      ...this.counts(video),
      id: video.id,
      title: video.title,
      author: this.author(video.authorId),
      cover: video.cover,
      url: signOpenMediaUrl(video.url, this.now()),
      type: 'video/mp4',
      durationSeconds: video.durationSeconds,
      playCount: video.playCount,
      createdAt: shanghaiIso(video.createdAt),
      viewer: this.viewer(video.reactions, video.authorId, viewerId),
    };
  }

  comment(comment: CommentRecord, viewerId: number | undefined): Comment {
    const replyTo =
      comment.replyToId !== null && comment.replyToId !== comment.parentId ? this.community.comments.get(comment.replyToId) : undefined;
    const replyToAuthor = replyTo ? this.author(replyTo.authorId) : undefined;
    return {
      id: comment.id,
      author: this.author(comment.authorId),
      text: comment.text,
      replyTo: replyTo && replyToAuthor ? { id: replyTo.id, nickname: replyToAuthor.nickname } : null,
      likeCount: Community.likeCount(comment.reactions),
      createdAt: shanghaiIso(comment.createdAt),
      editedAt: comment.editedAt === undefined ? null : shanghaiIso(comment.editedAt),
      viewer: this.viewer(comment.reactions, comment.authorId, viewerId),
    };
  }

  feedItem(entry: FeedEntry, viewerId: number | undefined): FeedItem | null {
    switch (entry.kind) {
      case 'question':
        return { kind: 'question', question: this.question(entry.record, viewerId) };
      case 'answer': {
        const question = this.community.questions.get(entry.record.questionId);
        if (!question || question.deleted) return null;
        return { kind: 'answer', answer: this.answer(entry.record, viewerId), question: { id: question.id, title: question.title } };
      }
      case 'pin':
        return { kind: 'pin', pin: this.pin(entry.record, viewerId) };
      case 'video':
        return { kind: 'video', video: this.video(entry.record, viewerId) };
    }
  }

  userCard(account: Account, viewerId: number | undefined): UserCard {
    return {
      id: account.id,
      nickname: account.nickname,
      avatar: account.avatar ?? avatarOf(account),
      headline: account.signature,
      fansCount: this.community.fansCount(account.id),
      followed: this.community.isFollowing(viewerId, account.id),
      isSelf: viewerId === account.id,
    };
  }

  topicPinCount(topicId: number): number {
    return this.community.topicPinCount(topicId);
  }
}

export type FeedEntry =
  | { kind: 'question'; record: QuestionRecord }
  | { kind: 'answer'; record: AnswerRecord }
  | { kind: 'pin'; record: PinRecord }
  | { kind: 'video'; record: VideoRecord };

const KIND_ORDER = { question: 1, answer: 2, pin: 3, video: 4 } as const;

/** Newest first; ties broken by kind and id so that a cursor names one place in the order. */
export function compareEntries(a: FeedEntry, b: FeedEntry): number {
  return b.record.createdAt - a.record.createdAt || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.record.id - a.record.id;
}

/** The opaque cursor of an entry: after it comes the next page. */
export const cursorOf = (entry: FeedEntry) => `${entry.record.createdAt}.${KIND_ORDER[entry.kind]}.${entry.record.id}`;

/** The entries after `cursor` (all when undefined); null when the cursor is not one of ours. */
export function afterCursor(sorted: FeedEntry[], cursor: string | undefined): FeedEntry[] | null {
  if (!cursor) return sorted;
  const match = /^(\d{1,15})\.([1-4])\.(\d{1,9})$/.exec(cursor);
  if (!match) return null;
  const [createdAt, kindOrder, id] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The entry itself when it is still listed (the 推荐 feed is not in date order: feed-diversity.ts)…
  const exact = sorted.findIndex((entry) => KIND_ORDER[entry.kind] === kindOrder && entry.record.id === id);
  if (exact !== -1) return sorted.slice(exact + 1);
  // …else the first entry after its place in the date order.
  const start = sorted.findIndex(
    (entry) =>
      entry.record.createdAt < createdAt ||
      (entry.record.createdAt === createdAt &&
        (KIND_ORDER[entry.kind] > kindOrder || (KIND_ORDER[entry.kind] === kindOrder && entry.record.id < id))),
  );
  return start === -1 ? [] : sorted.slice(start);
}
