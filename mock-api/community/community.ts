import type { PinImage } from '@shared/schemas/community';
import {
  Kind,
  newReactions,
  type AnswerRecord,
  type CommentRecord,
  type KindValue,
  type PinRecord,
  type QuestionRecord,
  type Reactions,
  type TopicRecord,
  type VideoRecord,
} from './community-records';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';

type Seeded = { baseLikes?: number; baseFavorites?: number };
type Fields<T> = Omit<T, 'id' | 'deleted' | 'reactions' | 'commentCount'> & Seeded;

/** Bounds on what visitors add at run time; the oldest additions go past them (a demo never gets near). */
export const COMMUNITY_BOUNDS = Object.freeze({ itemsPerKind: 20_000, commentsTotal: 50_000 });

export type AnyItem = QuestionRecord | AnswerRecord | PinRecord | VideoRecord | CommentRecord;

/**
 * The community's state: every question, answer, idea, video and comment, who liked, disliked,
 * favourited or reported what, and who follows whom. Pure state: the routes decide what is
 * allowed and which messages an action leaves (mock-api/community/routes.ts).
 */
export class Community implements AccountScopedState {
  readonly topics = new Map<number, TopicRecord>();
  readonly questions = new Map<number, QuestionRecord>();
  readonly answers = new Map<number, AnswerRecord>();
  readonly pins = new Map<number, PinRecord>();
  readonly videos = new Map<number, VideoRecord>();
  readonly comments = new Map<number, CommentRecord>();
  /** Follower → (followed → since). */
  private readonly following = new Map<number, Map<number, number>>();
  /** Followed → (follower → since). */
  private readonly followers = new Map<number, Map<number, number>>();
  /** Accounts whose favourites others may not see. */
  readonly privateFavorites = new Set<number>();
  /** Goes up whenever the set of questions changes (search rebuilds its index then). */
  version = 0;
  /** Goes up whenever anything is added or removed: feeds and the side column are cached per value. */
  contentVersion = 0;
  /** Question id → its answers (deleted ones included; readers skip them), so no call scans every answer. */
  private readonly answersByQuestion = new Map<number, AnswerRecord[]>();
  /** Topic id → ideas in it (not deleted). */
  private readonly pinsPerTopic = new Map<number, number>();
  private readonly memo = new Map<string, { version: number; value: unknown }>();
  private nextId = { question: 1, answer: 1, pin: 1, video: 1, comment: 1, topic: 1 };

  constructor(states: AccountStateRegistry) {
    states.register(this);
  }

  private static bounded<T>(map: Map<number, T>, max: number): void {
    if (map.size > max) map.delete(map.keys().next().value!);
  }

  addTopic(name: string): TopicRecord {
    const topic = { id: this.nextId.topic++, name };
    this.topics.set(topic.id, topic);
    return topic;
  }

  addQuestion({ baseLikes, baseFavorites, ...fields }: Omit<Fields<QuestionRecord>, 'acceptedAnswerId'>): QuestionRecord {
    const question: QuestionRecord = {
      ...fields,
      acceptedAnswerId: null,
      id: this.nextId.question++,
      deleted: false,
      commentCount: 0,
      reactions: newReactions(baseLikes, baseFavorites),
    };
    this.questions.set(question.id, question);
    Community.bounded(this.questions, COMMUNITY_BOUNDS.itemsPerKind);
    this.version += 1;
    this.contentVersion += 1;
    return question;
  }

  addAnswer({ baseLikes, baseFavorites, ...fields }: Fields<AnswerRecord>): AnswerRecord {
    const answer: AnswerRecord = {
      ...fields,
      id: this.nextId.answer++,
      deleted: false,
      commentCount: 0,
      reactions: newReactions(baseLikes, baseFavorites),
    };
    this.answers.set(answer.id, answer);
    const siblings = this.answersByQuestion.get(answer.questionId) ?? [];
    siblings.push(answer);
    this.answersByQuestion.set(answer.questionId, siblings);
    if (this.answers.size > COMMUNITY_BOUNDS.itemsPerKind) {
      const oldest = this.answers.values().next().value!;
      this.answers.delete(oldest.id);
      const list = this.answersByQuestion.get(oldest.questionId);
      if (list)
        this.answersByQuestion.set(
          oldest.questionId,
          list.filter((item) => item !== oldest),
        );
    }
    this.contentVersion += 1;
    return answer;
  }

  addPin({ baseLikes, baseFavorites, ...fields }: Fields<PinRecord> & { images: PinImage[] }): PinRecord {
    const pin: PinRecord = {
      ...fields,
      id: this.nextId.pin++,
      deleted: false,
      commentCount: 0,
      reactions: newReactions(baseLikes, baseFavorites),
    };
    this.pins.set(pin.id, pin);
    if (pin.topicId !== null) this.pinsPerTopic.set(pin.topicId, (this.pinsPerTopic.get(pin.topicId) ?? 0) + 1);
    if (this.pins.size > COMMUNITY_BOUNDS.itemsPerKind) {
      const oldest = this.pins.values().next().value!;
      this.pins.delete(oldest.id);
      if (oldest.topicId !== null && !oldest.deleted)
        this.pinsPerTopic.set(oldest.topicId, Math.max(0, (this.pinsPerTopic.get(oldest.topicId) ?? 1) - 1));
    }
    this.contentVersion += 1;
    return pin;
  }

  addVideo({ baseLikes, baseFavorites, ...fields }: Fields<VideoRecord>): VideoRecord {
    const video: VideoRecord = {
      ...fields,
      id: this.nextId.video++,
      deleted: false,
      commentCount: 0,
      reactions: newReactions(baseLikes, baseFavorites),
    };
    this.videos.set(video.id, video);
    this.contentVersion += 1;
    return video;
  }

  addComment({ baseLikes, baseFavorites, ...fields }: Fields<CommentRecord>): CommentRecord {
    const comment: CommentRecord = {
      ...fields,
      id: this.nextId.comment++,
      deleted: false,
      commentCount: 0,
      reactions: newReactions(baseLikes, baseFavorites),
    };
    this.comments.set(comment.id, comment);
    const target = this.item(fields.kind, fields.targetId);
    if (target) target.commentCount += 1;
    Community.bounded(this.comments, COMMUNITY_BOUNDS.commentsTotal);
    return comment;
  }

  /** Any item by kind and id (deleted ones included). */
  item(kind: KindValue, id: number): AnyItem | undefined {
    switch (kind) {
      case Kind.QUESTION:
        return this.questions.get(id);
      case Kind.ANSWER:
        return this.answers.get(id);
      case Kind.COMMENT:
        return this.comments.get(id);
      case Kind.PIN:
        return this.pins.get(id);
      case Kind.VIDEO:
        return this.videos.get(id);
    }
  }

  /** Moderation removed it: it answers 4901 from now on; a comment no longer counts. */
  remove(kind: KindValue, id: number): AnyItem | undefined {
    const item = this.item(kind, id);
    if (!item || item.deleted) return undefined;
    item.deleted = true;
    if (kind === Kind.COMMENT) {
      const comment = item as CommentRecord;
      const target = this.item(comment.kind, comment.targetId);
      if (target) target.commentCount = Math.max(0, target.commentCount - 1);
    }
    if (kind === Kind.QUESTION) this.version += 1;
    if (kind === Kind.PIN) {
      const topicId = (item as PinRecord).topicId;
      if (topicId !== null) this.pinsPerTopic.set(topicId, Math.max(0, (this.pinsPerTopic.get(topicId) ?? 1) - 1));
    }
    this.contentVersion += 1;
    return item;
  }

  /** Its author changed it: it shows 已编辑, and feeds, the side column and search see the new text. */
  edited(kind: KindValue, id: number, at: number): void {
    const item = this.item(kind, id);
    if (!item) return;
    item.editedAt = at;
    if (kind === Kind.QUESTION) this.version += 1;
    this.contentVersion += 1;
  }

  /** A pin's topic changed on an edit: the per-topic counts follow. */
  moveTopic(pin: PinRecord, topicId: number | null): void {
    if (pin.topicId === topicId) return;
    if (pin.topicId !== null) this.pinsPerTopic.set(pin.topicId, Math.max(0, (this.pinsPerTopic.get(pin.topicId) ?? 1) - 1));
    if (topicId !== null) this.pinsPerTopic.set(topicId, (this.pinsPerTopic.get(topicId) ?? 0) + 1);
    pin.topicId = topicId;
  }

  /** The live replies under a top-level comment. */
  repliesOf(commentId: number): CommentRecord[] {
    return [...this.comments.values()].filter((comment) => comment.parentId === commentId && !comment.deleted);
  }

  answersOf(questionId: number): AnswerRecord[] {
    return (this.answersByQuestion.get(questionId) ?? []).filter((answer) => !answer.deleted);
  }

  answerCountOf(questionId: number): number {
    let count = 0;
    for (const answer of this.answersByQuestion.get(questionId) ?? []) if (!answer.deleted) count += 1;
    return count;
  }

  topicPinCount(topicId: number): number {
    return this.pinsPerTopic.get(topicId) ?? 0;
  }

  /** `compute()` once per content version (feeds, the side column): recomputed only after a change. */
  cached<T>(key: string, compute: () => T): T {
    const hit = this.memo.get(key);
    if (hit && hit.version === this.contentVersion) return hit.value as T;
    const value = compute();
    if (this.memo.size > 200) this.memo.clear();
    this.memo.set(key, { version: this.contentVersion, value });
    return value;
  }

  accept(questionId: number, answerId: number): void {
    const question = this.questions.get(questionId);
    if (question) question.acceptedAnswerId = answerId;
  }

  // ---- reactions -------------------------------------------------------------------------------

  /** Like (1), cancel (2) or dislike (3): a like and a dislike exclude each other. */
  react(accountId: number, kind: KindValue, id: number, action: 1 | 2 | 3, at: number): Reactions | undefined {
    const reactions = this.item(kind, id)?.reactions;
    if (!reactions) return undefined;
    if (action === 1) {
      reactions.dislikes.delete(accountId);
      if (!reactions.likes.has(accountId)) reactions.likes.set(accountId, at);
    } else if (action === 3) {
      reactions.likes.delete(accountId);
      reactions.dislikes.add(accountId);
    } else {
      reactions.likes.delete(accountId);
      reactions.dislikes.delete(accountId);
    }
    return reactions;
  }

  favorite(accountId: number, kind: KindValue, id: number, on: boolean, at: number): Reactions | undefined {
    const reactions = this.item(kind, id)?.reactions;
    if (!reactions) return undefined;
    if (!on) reactions.favorites.delete(accountId);
    else if (!reactions.favorites.has(accountId)) reactions.favorites.set(accountId, at);
    return reactions;
  }

  static likeCount(reactions: Reactions): number {
    return reactions.baseLikes + reactions.likes.size;
  }

  static favoriteCount(reactions: Reactions): number {
    return reactions.baseFavorites + reactions.favorites.size;
  }

  // ---- follows ---------------------------------------------------------------------------------

  follow(followerId: number, followedId: number, at: number): void {
    if (followerId === followedId) return;
    const out = this.following.get(followerId) ?? new Map<number, number>();
    if (out.has(followedId)) return;
    out.set(followedId, at);
    this.following.set(followerId, out);
    const back = this.followers.get(followedId) ?? new Map<number, number>();
    back.set(followerId, at);
    this.followers.set(followedId, back);
  }

  unfollow(followerId: number, followedId: number): void {
    this.following.get(followerId)?.delete(followedId);
    this.followers.get(followedId)?.delete(followerId);
  }

  isFollowing(followerId: number | undefined, followedId: number | null): boolean {
    return followerId !== undefined && followedId !== null && (this.following.get(followerId)?.has(followedId) ?? false);
  }

  /** Ids the account follows, most recent first. */
  followsOf(accountId: number): number[] {
    return [...(this.following.get(accountId) ?? [])].sort(([, a], [, b]) => b - a).map(([id]) => id);
  }

  /** Ids following the account, most recent first. */
  fansOf(accountId: number): number[] {
    return [...(this.followers.get(accountId) ?? [])].sort(([, a], [, b]) => b - a).map(([id]) => id);
  }

  fansCount(accountId: number): number {
    return this.followers.get(accountId)?.size ?? 0;
  }

  followCount(accountId: number): number {
    return this.following.get(accountId)?.size ?? 0;
  }

  /**
   * An account evicted from the store: its follows both ways and its privacy setting go. What it
   * wrote stays, like a closed account's (shown by 已注销用户), and so do its likes, dislikes,
   * favourites and reports on items: they are counts other learners see, and its id is never reused.
   */
  dropAccount(accountId: number): void {
    for (const followed of this.following.get(accountId)?.keys() ?? []) this.followers.get(followed)?.delete(accountId);
    for (const follower of this.followers.get(accountId)?.keys() ?? []) this.following.get(follower)?.delete(accountId);
    this.following.delete(accountId);
    this.followers.delete(accountId);
    this.privateFavorites.delete(accountId);
  }

  /** Its follows and privacy only: what it wrote and its reactions are kept on purpose (dropAccount). */
  hasStateFor(accountId: number): boolean {
    if (this.following.has(accountId) || this.followers.has(accountId) || this.privateFavorites.has(accountId)) return true;
    for (const follows of [...this.following.values(), ...this.followers.values()]) if (follows.has(accountId)) return true;
    return false;
  }
}
