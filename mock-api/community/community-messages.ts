import { excerptOf, richDocText } from '@shared/lib/rich-text';
import { MessageType, type MessageTypeValue } from '@shared/enums/message';
import type { Account } from '../account/account-seed';
import type { Accounts } from '../account/accounts';
import type { MessageBox, NewMessage } from '../message/message-box';
import type { Community } from './community';
import { Kind, type KindValue } from './community-records';

const KIND_NAMES: Record<KindValue, string> = { 1: '问题', 2: '回答', 3: '评论', 4: '想法', 5: '视频' };
const COMMENT_TYPES: Record<KindValue, MessageTypeValue> = {
  1: MessageType.COMMENT_QUESTION,
  2: MessageType.COMMENT_ANSWER,
  3: MessageType.COMMENT_COMMENT,
  4: MessageType.COMMENT_IDEA,
  5: MessageType.COMMENT_VIDEO,
};
const LIKE_TYPES: Record<KindValue, MessageTypeValue> = {
  1: MessageType.LIKE_QUESTION,
  2: MessageType.LIKE_ANSWER,
  3: MessageType.LIKE_COMMENT,
  4: MessageType.LIKE_IDEA,
  5: MessageType.LIKE_VIDEO,
};
const FAVORITE_TYPES: Record<KindValue, MessageTypeValue> = {
  1: MessageType.FAVORITE_QUESTION,
  2: MessageType.FAVORITE_ANSWER,
  3: MessageType.FAVORITE_COMMENT,
  4: MessageType.FAVORITE_IDEA,
  5: MessageType.FAVORITE_VIDEO,
};
const DELETE_TYPES: Record<KindValue, MessageTypeValue> = {
  1: MessageType.DELETE_QUESTION,
  2: MessageType.DELETE_ANSWER,
  3: MessageType.DELETE_COMMENT,
  4: MessageType.DELETE_IDEA,
  5: MessageType.DELETE_VIDEO,
};

/** @昵称 in plain text: a nickname is 2–16 characters without spaces or another @. */
export const MENTION = /@([^\s@，。！？、,.!?:：；;]{2,16})/g;

/**
 * The messages community actions leave (spec §7 groups): answers, comments and replies, likes and
 * favourites, @mentions and moderation. Each carries the text it is about and a link to it.
 */
export class CommunityMessages {
  /**
   * Notices already left once per (actor, item, kind of notice): like → unlike → like, unfollow →
   * follow, or an edit that names the same person again leaves no second message. Ids are never
   * reused, so the keys stay true; the oldest are forgotten past a bound a demo never reaches.
   */
  private readonly sentOnce = new Set<string>();

  constructor(
    private readonly community: Community,
    private readonly box: MessageBox,
    private readonly accounts: Pick<Accounts, 'byId' | 'withNickname'>,
  ) {}

  /**
   * Leaves a message for an account that still exists. What an evicted account wrote stays (by
   * 已注销用户), and answers, comments and likes on it must not give it a message centre again.
   */
  private deliver(recipientId: number, message: NewMessage): void {
    if (this.accounts.byId(recipientId)) this.box.notify(recipientId, message);
  }

  /** True the first time `key` is seen (the notice is due), false after. */
  private firstTime(key: string): boolean {
    if (this.sentOnce.has(key)) return false;
    this.sentOnce.add(key);
    if (this.sentOnce.size > 200_000) this.sentOnce.delete(this.sentOnce.values().next().value!);
    return true;
  }

  /** The site path of an item (a comment's is its target's). */
  link(kind: KindValue, id: number): string | null {
    switch (kind) {
      case Kind.QUESTION:
        return `/community/question/${id}`;
      case Kind.ANSWER: {
        const answer = this.community.answers.get(id);
        return answer ? `/community/question/${answer.questionId}/answer/${id}` : null;
      }
      case Kind.PIN:
        return `/community/pin/${id}`;
      case Kind.VIDEO:
        return '/community?tab=video';
      case Kind.COMMENT: {
        const comment = this.community.comments.get(id);
        return comment ? this.link(comment.kind, comment.targetId) : null;
      }
    }
  }

  /** A line that names the item: a question's title, else the start of its text. */
  quote(kind: KindValue, id: number): string {
    const item = this.community.item(kind, id);
    if (!item) return '';
    if ('title' in item) return excerptOf(item.title, 60);
    if ('text' in item) return excerptOf(item.text, 60);
    return excerptOf(richDocText(item.body), 60);
  }

  authorOf(kind: KindValue, id: number): number | undefined {
    return this.community.item(kind, id)?.authorId;
  }

  /** `role`: a lesson question's answer (答疑), by the course's teacher or a learner; null for any other question. */
  answered(answerId: number, byId: number, role: 'teacher' | 'learner' | null = null): void {
    const answer = this.community.answers.get(answerId);
    const question = answer && this.community.questions.get(answer.questionId);
    if (!answer || !question) return;
    this.deliver(question.authorId, {
      type: MessageType.ANSWER,
      senderId: byId,
      action: role === 'teacher' ? '（讲师）回答了你的课程提问' : role === 'learner' ? '回答了你的课程提问' : '回答了你的问题',
      title: question.title,
      quote: excerptOf(question.title, 60),
      content: excerptOf(richDocText(answer.body), 120),
      // A lesson question's answer opens the lesson at the moment asked about, the question open in 答疑.
      link: question.lesson
        ? `/course/${question.lesson.courseId}/play?lesson=${question.lesson.lessonId}&t=${question.lesson.seconds}&question=${question.id}`
        : this.link(Kind.ANSWER, answerId),
    });
  }

  commented(commentId: number, byId: number): void {
    const comment = this.community.comments.get(commentId);
    if (!comment) return;
    const repliedTo = comment.replyToId === null ? undefined : this.community.comments.get(comment.replyToId);
    const recipient = repliedTo?.authorId ?? this.authorOf(comment.kind, comment.targetId);
    if (recipient === undefined) return;
    this.deliver(recipient, {
      type: repliedTo ? MessageType.COMMENT_COMMENT : COMMENT_TYPES[comment.kind],
      senderId: byId,
      action: repliedTo ? '回复了你的评论' : `评论了你的${KIND_NAMES[comment.kind]}`,
      title: this.quote(comment.kind, comment.targetId),
      quote: repliedTo ? excerptOf(repliedTo.text, 60) : this.quote(comment.kind, comment.targetId),
      content: excerptOf(comment.text, 120),
      link: this.link(comment.kind, comment.targetId),
    });
  }

  liked(kind: KindValue, id: number, byId: number): void {
    this.reacted(LIKE_TYPES[kind], `赞了你的${KIND_NAMES[kind]}`, kind, id, byId);
  }

  favorited(kind: KindValue, id: number, byId: number): void {
    this.reacted(FAVORITE_TYPES[kind], `收藏了你的${KIND_NAMES[kind]}`, kind, id, byId);
  }

  private reacted(type: MessageTypeValue, action: string, kind: KindValue, id: number, byId: number): void {
    const recipient = this.authorOf(kind, id);
    if (recipient === undefined || recipient === byId || !this.firstTime(`${type}:${byId}:${kind}:${id}`)) return;
    this.deliver(recipient, {
      type,
      senderId: byId,
      action,
      title: this.quote(kind, id),
      quote: this.quote(kind, id),
      content: '',
      link: this.link(kind, id),
    });
  }

  /**
   * @ messages for the accounts a text names (rich-text mention ids, or @昵称 in plain text). An
   * anonymous question's are sent by 匿名用户: nothing in them names its author.
   */
  mentioned(kind: KindValue, id: number, byId: number, ids: readonly number[], text: string, anonymous = false): void {
    const recipients = new Set(ids);
    // A nickname is matched exactly as written. Chosen nicknames are unique (look-alikes refused,
    // profile-rules.ts), but the default ones are not (学员 + the phone's last four digits): among
    // namesakes the author of the item being discussed is the one meant, else the oldest account —
    // never the newest, or registering a namesake would take someone's @ messages.
    const comment = kind === Kind.COMMENT ? this.community.comments.get(id) : undefined;
    const discussedAuthor = comment ? this.authorOf(comment.kind, comment.targetId) : undefined;
    for (const [, nickname = ''] of text.matchAll(MENTION)) {
      const namesakes = this.accounts.withNickname(nickname);
      const account =
        namesakes.find((candidate) => candidate.id === discussedAuthor) ??
        namesakes.reduce<Account | undefined>((oldest, candidate) => (!oldest || candidate.id < oldest.id ? candidate : oldest), undefined);
      if (account) recipients.add(account.id);
    }
    recipients.delete(byId);
    // Once per item and person: an edit that keeps (or re-adds) an @ does not send it again.
    for (const recipient of [...recipients].slice(0, 20).filter((candidate) => this.firstTime(`mention:${kind}:${id}:${candidate}`))) {
      this.deliver(recipient, {
        type: MessageType.MENTION,
        senderId: anonymous ? null : byId,
        ...(anonymous && { anonymousSender: true }),
        action: `在${KIND_NAMES[kind]}中@了你`,
        title: this.quote(kind, id),
        quote: this.quote(kind, id),
        content: excerptOf(text, 120),
        link: this.link(kind, id),
      });
    }
  }

  /** The asker accepted an answer: its author hears it (回答我的), with the bounty when there was one. */
  accepted(answerId: number, byId: number, anonymous: boolean, bounty: number): void {
    const answer = this.community.answers.get(answerId);
    const question = answer && this.community.questions.get(answer.questionId);
    if (!answer || !question || !this.firstTime(`accepted:${answerId}`)) return;
    this.deliver(answer.authorId, {
      type: MessageType.ANSWER_ACCEPTED,
      senderId: anonymous ? null : byId,
      ...(anonymous && { anonymousSender: true }),
      action: bounty > 0 ? `采纳了你的回答，${bounty} 技能币悬赏已到账` : '采纳了你的回答',
      title: question.title,
      quote: excerptOf(question.title, 60),
      content: excerptOf(richDocText(answer.body), 120),
      link: this.link(Kind.ANSWER, answerId),
    });
  }

  /** Someone followed the account (系统通知 新粉丝): once per follower, whatever unfollow and follow again do. */
  followed(followedId: number, byId: number): void {
    if (followedId === byId || !this.firstTime(`follow:${byId}:${followedId}`)) return;
    this.deliver(followedId, {
      type: MessageType.NEW_FOLLOWER,
      senderId: byId,
      action: '关注了你',
      title: '',
      quote: '',
      content: '',
      link: `/user/${byId}`,
    });
  }

  /** Moderation removed an item: its author hears why (系统通知). */
  removed(kind: KindValue, id: number): void {
    const recipient = this.authorOf(kind, id);
    if (recipient === undefined) return;
    this.deliver(recipient, {
      type: DELETE_TYPES[kind],
      senderId: null,
      action: `你的${KIND_NAMES[kind]}因违反社区规范已被删除`,
      title: this.quote(kind, id),
      quote: this.quote(kind, id),
      content: '如有异议，可查看平台规则后通过意见反馈申诉。',
      link: '/rule/effective',
    });
  }
}
