import type { FastifyInstance } from 'fastify';
import { CoinEntryKind } from '@shared/lib/order-rules';
import { CODE_CONTENT_DELETED, CODE_TOO_MANY_MENTIONS } from '@shared/api/community';
import {
  CODE_ANSWER_ACCEPTED,
  CODE_IMAGE_NOT_OWNED,
  CODE_NOT_AUTHOR,
  CODE_QUESTION_HAS_ANSWERS,
  CODE_TOO_MANY_IMAGES,
  deleteAnswer,
  deleteComment,
  deletePin,
  deleteQuestion,
  editAnswer,
  editComment,
  editPin,
  editQuestion,
  suggestMentions,
} from '@shared/api/community-edits';
import { cleanText, richDocLength, richDocMentions, richDocText, sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { Account } from '../account/account-seed';
import type { MockStore } from '../core/store';
import type { AnyItem } from './community';
import { Kind, type KindValue } from './community-records';
import { avatarOf } from './community-views';
import { checkDocImages, publishDocImages } from './doc-images';
import { checkMentionCount } from './post-limits';

const IMAGE_CODES = { tooMany: CODE_TOO_MANY_IMAGES, notOwned: CODE_IMAGE_NOT_OWNED };

/**
 * Edit and delete one's own question, answer, idea and comment, and the @ suggestions. The rules of
 * creation apply to an edit (bounds, sanitising, images, the @ cap); only the author may change an
 * item (4920 for anyone else, 404 for an unknown id), a deleted item stays deleted (4901, also for a
 * second delete), and every count that included the item follows at once.
 */
export function registerCommunityEditRoutes(app: FastifyInstance, store: MockStore): void {
  const { community, views, communityMessages: messages } = store;
  const requireAccount = (token: string | undefined): Account => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录');
    return account;
  };
  /** The account's own live item: 404 unknown, 4901 deleted, 4920 someone else's. */
  const own = <T extends AnyItem>(item: T | undefined, what: string, account: Account): T => {
    if (!item) throw new BusinessError(CODE_NOT_FOUND, `${what}不存在`);
    if (item.deleted) throw new BusinessError(CODE_CONTENT_DELETED, `${what}已被删除`);
    if (item.authorId !== account.id) throw new BusinessError(CODE_NOT_AUTHOR, `只能修改自己的${what}`);
    return item;
  };
  const liveQuestionOf = (questionId: number) => {
    const question = community.questions.get(questionId);
    if (!question || question.deleted) throw new BusinessError(CODE_CONTENT_DELETED, '问题已被删除');
    return question;
  };
  const cleanDoc = (input: RichDoc, min: number, max: number, tooShort: string): RichDoc => {
    const doc = sanitizeRichDoc(input);
    if (!doc) throw new BusinessError(CODE_INVALID, '内容格式错误');
    const length = richDocLength(doc);
    if (length < min) throw new BusinessError(CODE_INVALID, tooShort);
    if (length > max) throw new BusinessError(CODE_INVALID, `内容不能超过 ${max} 个字`);
    return doc;
  };

  handle(app, editQuestion, ({ params, body, token }) => {
    const account = requireAccount(token);
    const question = own(community.questions.get(params.id), '问题', account);
    const doc = cleanDoc(body.body, 0, COMMUNITY_LIMITS.questionBodyMax, '');
    checkDocImages(store.uploads, account.id, body.body, doc, IMAGE_CODES, question.body);
    checkMentionCount(richDocMentions(doc), `${body.title} ${richDocText(doc)}`, CODE_TOO_MANY_MENTIONS);
    question.title = cleanText(body.title).replace(/\n/g, ' ');
    question.body = doc;
    question.tags = [...new Set(body.tags.map((tag) => cleanText(tag).replace(/^#/, '')))].filter(Boolean);
    publishDocImages(store.uploads, doc);
    community.edited(Kind.QUESTION, question.id, store.now());
    messages.mentioned(Kind.QUESTION, question.id, account.id, richDocMentions(doc), richDocText(doc), question.anonymous);
    return {
      ...views.question(question, account.id),
      body: question.body,
      acceptedAnswerId: question.acceptedAnswerId,
      authorFollowed: false,
    };
  });

  handle(app, deleteQuestion, ({ params, token }) => {
    const account = requireAccount(token);
    const question = own(community.questions.get(params.id), '问题', account);
    if (community.answerCountOf(question.id) > 0)
      throw new BusinessError(CODE_QUESTION_HAS_ANSWERS, '这个问题已经有人回答，不能删除；可以编辑补充说明');
    community.remove(Kind.QUESTION, question.id);
    // The bounty was held when asking and nobody earned it: it goes back.
    if (question.bounty > 0 && question.acceptedAnswerId === null)
      store.coins.change(account, CoinEntryKind.EARN, question.bounty, `删除问题退回悬赏「${question.title.slice(0, 20)}」`);
    return { id: question.id };
  });

  handle(app, editAnswer, ({ params, body, token }) => {
    const account = requireAccount(token);
    const answer = own(community.answers.get(params.id), '回答', account);
    liveQuestionOf(answer.questionId);
    const doc = cleanDoc(body.body, COMMUNITY_LIMITS.answerBody.min, COMMUNITY_LIMITS.answerBody.max, '回答不能为空');
    checkDocImages(store.uploads, account.id, body.body, doc, IMAGE_CODES, answer.body);
    checkMentionCount(richDocMentions(doc), richDocText(doc), CODE_TOO_MANY_MENTIONS);
    answer.body = doc;
    publishDocImages(store.uploads, doc);
    community.edited(Kind.ANSWER, answer.id, store.now());
    messages.mentioned(Kind.ANSWER, answer.id, account.id, richDocMentions(doc), richDocText(doc));
    return views.answer(answer, account.id);
  });

  handle(app, deleteAnswer, ({ params, token }) => {
    const account = requireAccount(token);
    const answer = own(community.answers.get(params.id), '回答', account);
    if (community.questions.get(answer.questionId)?.acceptedAnswerId === answer.id)
      throw new BusinessError(CODE_ANSWER_ACCEPTED, '被采纳的回答不能删除；可以编辑修改内容');
    community.remove(Kind.ANSWER, answer.id);
    return { id: answer.id, count: community.answerCountOf(answer.questionId) };
  });

  handle(app, editPin, ({ params, body, token }) => {
    const account = requireAccount(token);
    const pin = own(community.pins.get(params.id), '想法', account);
    const before = new Set(pin.images.map((image) => image.url));
    const images = body.images.map((url) => {
      const previous = pin.images.find((image) => image.url === url);
      if (previous) return previous;
      const image = store.uploads.byUrl(url);
      if (!image || image.ownerId !== account.id) throw new BusinessError(CODE_INVALID, '图片已失效，请重新上传');
      return { url, width: image.width, height: image.height };
    });
    const topicId = body.topicId === undefined ? pin.topicId : body.topicId;
    if (topicId !== null && !community.topics.has(topicId)) throw new BusinessError(CODE_INVALID, '话题不存在');
    const text = cleanText(body.text);
    checkMentionCount([], text, CODE_TOO_MANY_MENTIONS);
    pin.text = text;
    pin.images = images;
    community.moveTopic(pin, topicId);
    for (const { url } of images) if (!before.has(url)) store.uploads.publish(url);
    community.edited(Kind.PIN, pin.id, store.now());
    messages.mentioned(Kind.PIN, pin.id, account.id, [], text);
    return { ...views.pin(pin, account.id), authorFollowed: false };
  });

  handle(app, deletePin, ({ params, token }) => {
    const account = requireAccount(token);
    const pin = own(community.pins.get(params.id), '想法', account);
    community.remove(Kind.PIN, pin.id);
    return { id: pin.id };
  });

  handle(app, editComment, ({ params, body, token }) => {
    const account = requireAccount(token);
    const comment = own(community.comments.get(params.id), '评论', account);
    const text = cleanText(body.text);
    checkMentionCount([], text, CODE_TOO_MANY_MENTIONS);
    comment.text = text;
    community.edited(Kind.COMMENT, comment.id, store.now());
    messages.mentioned(Kind.COMMENT, comment.id, account.id, [], text);
    return views.comment(comment, account.id);
  });

  handle(app, deleteComment, ({ params, token }) => {
    const account = requireAccount(token);
    const comment = own(community.comments.get(params.id), '评论', account);
    // A top-level comment takes its replies with it: nothing is left hanging under nothing, and the count stays true.
    if (comment.parentId === null) for (const reply of community.repliesOf(comment.id)) community.remove(Kind.COMMENT, reply.id);
    community.remove(Kind.COMMENT, comment.id);
    return { id: comment.id, count: community.item(comment.kind as KindValue, comment.targetId)?.commentCount ?? 0 };
  });

  handle(app, suggestMentions, ({ query, token }) => {
    const account = requireAccount(token);
    const wanted = query.q.replace(/^@/, '').toLowerCase();
    if (!wanted) throw new BusinessError(CODE_INVALID, '请输入要 @ 的昵称');
    const matches = (nickname: string) => nickname.toLowerCase().includes(wanted);
    const rank = (nickname: string) => (nickname.toLowerCase().startsWith(wanted) ? 0 : 1);
    const max = COMMUNITY_LIMITS.mentionSuggestionsMax;
    const followed = community
      .followsOf(account.id)
      .flatMap((id) => store.accounts.byId(id) ?? [])
      .filter((person) => matches(person.nickname))
      .sort((a, b) => rank(a.nickname) - rank(b.nickname));
    const seen = new Set([account.id, ...followed.map((person) => person.id)]);
    const others: Account[] = [];
    // Bounded scan: members in id order (the oldest first, as the @ of a namesake resolves), until enough.
    for (const person of store.accounts) {
      if (others.length >= max * 4) break;
      if (!seen.has(person.id) && matches(person.nickname)) others.push(person);
    }
    others.sort((a, b) => rank(a.nickname) - rank(b.nickname) || a.id - b.id);
    return [...followed.map((person) => ({ person, followed: true })), ...others.map((person) => ({ person, followed: false }))]
      .slice(0, max)
      .map(({ person, followed: isFollowed }) => ({
        id: person.id,
        nickname: person.nickname,
        avatar: person.avatar ?? avatarOf(person),
        followed: isFollowed,
      }));
  });
}
