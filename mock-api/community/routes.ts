import type { FastifyInstance } from 'fastify';
import { CoinEntryKind } from '@shared/lib/order-rules';
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  CODE_ALREADY_DONE,
  CODE_BOUNTY_OVER_BALANCE,
  CODE_CONTENT_DELETED,
  CODE_NOT_ASKER,
  CODE_POSTING_DAILY_LIMIT,
  CODE_POSTING_TOO_FAST,
  CODE_SELF_ACTION,
  CODE_TOO_MANY_MENTIONS,
  getAnswer,
  getCommunityFeed,
  getCommunitySidebar,
  getPin,
  getQuestion,
  listAnswers,
  listComments,
  listTopics,
  postComment,
  postPin,
  reactToContent,
  reportContent,
  setFavorite,
} from '@shared/api/community';
import { cleanText, richDocLength, richDocMentions, richDocText, sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS, type CommunityFeedTab } from '@shared/schemas/community';
import type { Banner } from '@shared/schemas/home';
import { BusinessError, CODE_INVALID, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { Account } from '../account/account-seed';
import type { MockStore } from '../core/store';
import { Community, type AnyItem } from './community';
import { Kind, type KindValue } from './community-records';
import { afterCursor, compareEntries, cursorOf, type FeedEntry } from './community-views';
import { checkMentionCount, PostLimits } from './post-limits';
import { CODE_IMAGE_NOT_OWNED, CODE_TOO_MANY_IMAGES } from '@shared/api/community-edits';
import { checkDocImages, publishDocImages } from './doc-images';
import { diversify } from './feed-diversity';
import { lessonAnswerRole, registerLessonQuestionRoutes } from '../lesson-questions/routes';

/** Banner slots 3 (community, desktop) and 4 (community, phones). */
export const COMMUNITY_BANNERS: Banner[] = [
  { title: '考证打卡挑战赛', subtitle: '连续打卡 21 天，赢技能币', link: '/community?tab=pin&topic=1', accent: 2 },
  { title: '名师答疑周', subtitle: '高级技师在线回答你的问题', link: '/community?tab=question', accent: 5 },
  { title: '晒出你的作品', subtitle: '实操作品展示，点赞最多的送课程', link: '/community?tab=pin&topic=10', accent: 7 },
].flatMap((copy, index) => [
  { ...copy, id: 101 + index, slot: 3, image: `/api/media/community-banner/${101 + index}.svg` },
  { ...copy, id: 111 + index, slot: 4, image: `/api/media/community-banner/${111 + index}.svg` },
]);

/** What a learner's own writing may not be: the contract's limits, checked after sanitising. */
function cleanDoc(input: RichDoc, min: number, max: number, tooShort: string): RichDoc {
  const doc = sanitizeRichDoc(input);
  if (!doc) throw new BusinessError(CODE_INVALID, '内容格式错误');
  const length = richDocLength(doc);
  if (length < min) throw new BusinessError(CODE_INVALID, tooShort);
  if (length > max) throw new BusinessError(CODE_INVALID, `内容不能超过 ${max} 个字`);
  return doc;
}

export function registerCommunityRoutes(app: FastifyInstance, store: MockStore): void {
  const { community, views, communityMessages: messages } = store;
  const postLimits = new PostLimits(store.accountStates, () => store.now(), {
    tooFast: CODE_POSTING_TOO_FAST,
    daily: CODE_POSTING_DAILY_LIMIT,
  });
  /** Every post passes here once it is valid: the @ cap, then the account's pace (nothing spent on a refusal). */
  const mayPost = (account: Account, mentionIds: readonly number[], text: string) => {
    checkMentionCount(mentionIds, text, CODE_TOO_MANY_MENTIONS);
    postLimits.take(account.id);
  };
  const viewerOf = (token: string | undefined) => store.accountByToken(token)?.id;
  const requireAccount = (token: string | undefined): Account => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录');
    return account;
  };
  /** The item, or 404 when unknown and 4901 when deleted. */
  const live = <T extends AnyItem>(item: T | undefined, what: string): T => {
    if (!item) throw new BusinessError(CODE_NOT_FOUND, `${what}不存在`);
    if (item.deleted) throw new BusinessError(CODE_CONTENT_DELETED, '内容已被删除');
    return item;
  };
  const liveItem = (kind: KindValue, id: number) => {
    const item = live(community.item(kind, id), '内容');
    if (kind === Kind.ANSWER) live(community.questions.get((item as { questionId: number }).questionId), '问题');
    return item;
  };

  // Everyone's feeds are the same lists (only the 关注 one is per viewer): sorted once per content version.
  const entriesOf = (tab: CommunityFeedTab, viewerId: number | undefined, topicId: number | undefined): FeedEntry[] =>
    tab === 'follow'
      ? buildEntries(tab, viewerId, topicId)
      : community.cached(`feed:${tab}:${topicId ?? 0}`, () => buildEntries(tab, viewerId, topicId));
  const buildEntries = (tab: CommunityFeedTab, viewerId: number | undefined, topicId: number | undefined): FeedEntry[] => {
    const entries: FeedEntry[] = [];
    const followed = tab === 'follow' ? new Set(viewerId === undefined ? [] : community.followsOf(viewerId)) : null;
    const wanted = (authorId: number) => !followed || followed.has(authorId);
    if (tab === 'recommend' || tab === 'question' || tab === 'follow') {
      for (const record of community.questions.values())
        if (!record.deleted && wanted(record.authorId) && !(followed && record.anonymous)) entries.push({ kind: 'question', record });
    }
    if (tab === 'recommend' || tab === 'follow') {
      for (const record of community.answers.values())
        if (!record.deleted && wanted(record.authorId) && !community.questions.get(record.questionId)?.deleted)
          entries.push({ kind: 'answer', record });
    }
    if (tab === 'recommend' || tab === 'pin' || tab === 'follow') {
      for (const record of community.pins.values())
        if (!record.deleted && wanted(record.authorId) && (topicId === undefined || record.topicId === topicId))
          entries.push({ kind: 'pin', record });
    }
    if (tab === 'recommend' || tab === 'video' || tab === 'follow') {
      for (const record of community.videos.values())
        if (!record.deleted && wanted(record.authorId)) entries.push({ kind: 'video', record });
    }
    entries.sort(compareEntries);
    // 推荐 does not open with several answers to one question: spread apart, deterministically (feed-diversity.ts).
    return tab === 'recommend' ? diversify(entries) : entries;
  };

  handle(app, getCommunityFeed, ({ query, token }) => {
    const viewerId = viewerOf(token);
    if (query.tab === 'follow' && viewerId === undefined) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录后查看关注的人的动态');
    const rest = afterCursor(entriesOf(query.tab, viewerId, query.topicId), query.cursor);
    if (!rest) throw new BusinessError(CODE_INVALID, '分页游标无效，请刷新后重试');
    const slice = rest.slice(0, query.size);
    const list = slice.flatMap((entry) => views.feedItem(entry, viewerId) ?? []);
    return { list, nextCursor: rest.length > query.size ? cursorOf(slice.at(-1)!) : null };
  });

  handle(app, getCommunitySidebar, () =>
    community.cached('sidebar', () => {
      const topics = [...community.topics.values()].map((topic) => ({ ...topic, pinCount: views.topicPinCount(topic.id) }));
      const heat = new Map(
        [...community.questions.values()]
          .filter((question) => !question.deleted)
          .map((question) => [question, question.views + 40 * community.answerCountOf(question.id)] as const),
      );
      return {
        banners: COMMUNITY_BANNERS,
        hotTopics: topics.sort((a, b) => b.pinCount - a.pinCount || a.id - b.id).slice(0, 8),
        hotQuestions: [...heat]
          .sort(([a, heatA], [b, heatB]) => heatB - heatA || b.id - a.id)
          .slice(0, 8)
          .map(([question]) => ({ id: question.id, title: question.title, answerCount: community.answerCountOf(question.id) })),
      };
    }),
  );

  handle(app, listTopics, () =>
    [...community.topics.values()]
      .map((topic) => ({ ...topic, pinCount: views.topicPinCount(topic.id) }))
      .sort((a, b) => b.pinCount - a.pinCount || a.id - b.id),
  );

  handle(app, askQuestion, ({ body, token }) => {
    const account = requireAccount(token);
    const doc = cleanDoc(body.body, 0, COMMUNITY_LIMITS.questionBodyMax, '');
    checkDocImages(store.uploads, account.id, body.body, doc, { tooMany: CODE_TOO_MANY_IMAGES, notOwned: CODE_IMAGE_NOT_OWNED });
    if (body.bounty > account.coinBalance)
      throw new BusinessError(CODE_BOUNTY_OVER_BALANCE, `悬赏不能超过你的技能币余额（${account.coinBalance}）`);
    mayPost(account, richDocMentions(doc), `${body.title} ${richDocText(doc)}`);
    // The bounty is held from the balance when asking, paid to the accepted answer's author.
    const question = community.addQuestion({
      authorId: account.id,
      title: cleanText(body.title).replace(/\n/g, ' '),
      body: doc,
      tags: [...new Set(body.tags.map((tag) => cleanText(tag).replace(/^#/, '')))].filter(Boolean),
      bounty: body.bounty,
      anonymous: body.anonymous,
      createdAt: store.now(),
      views: 0,
      professionId: store.catalogue.professions.find((profession) => body.tags.includes(profession.name))?.id ?? null,
    });
    if (body.bounty > 0) store.coins.change(account, CoinEntryKind.SPEND, -body.bounty, `悬赏提问「${question.title.slice(0, 20)}」`);
    publishDocImages(store.uploads, doc);
    messages.mentioned(Kind.QUESTION, question.id, account.id, richDocMentions(doc), richDocText(doc), question.anonymous);
    return { id: question.id };
  });

  handle(app, getQuestion, ({ params, token }) => {
    const viewerId = viewerOf(token);
    const question = live(community.questions.get(params.id), '问题');
    question.views += 1;
    return {
      ...views.question(question, viewerId),
      body: question.body,
      acceptedAnswerId: question.acceptedAnswerId,
      authorFollowed: !question.anonymous && community.isFollowing(viewerId, question.authorId),
    };
  });

  handle(app, listAnswers, ({ params, query, token }) => {
    const viewerId = viewerOf(token);
    const question = live(community.questions.get(params.id), '问题');
    const answers = community.answersOf(question.id);
    const accepted = (id: number) => (question.acceptedAnswerId === id ? 1 : 0);
    answers.sort(
      query.sort === 'time'
        ? (a, b) => b.createdAt - a.createdAt || b.id - a.id
        : (a, b) =>
            accepted(b.id) - accepted(a.id) ||
            Community.likeCount(b.reactions) - Community.likeCount(a.reactions) ||
            b.createdAt - a.createdAt,
    );
    const start = (query.page - 1) * query.size;
    return {
      list: answers.slice(start, start + query.size).map((answer) => views.answer(answer, viewerId)),
      total: answers.length,
      page: query.page,
      size: query.size,
    };
  });

  handle(app, answerQuestion, ({ params, body, token }) => {
    const account = requireAccount(token);
    const question = live(community.questions.get(params.id), '问题');
    // A lesson question (答疑): the course's teacher, or a learner who may study the lesson (4630).
    const role = lessonAnswerRole(store, question, account.id);
    const doc = cleanDoc(body.body, COMMUNITY_LIMITS.answerBody.min, COMMUNITY_LIMITS.answerBody.max, '回答不能为空');
    checkDocImages(store.uploads, account.id, body.body, doc, { tooMany: CODE_TOO_MANY_IMAGES, notOwned: CODE_IMAGE_NOT_OWNED });
    mayPost(account, richDocMentions(doc), richDocText(doc));
    const answer = community.addAnswer({ questionId: question.id, authorId: account.id, body: doc, createdAt: store.now() });
    publishDocImages(store.uploads, doc);
    messages.answered(answer.id, account.id, role);
    messages.mentioned(Kind.ANSWER, answer.id, account.id, richDocMentions(doc), richDocText(doc));
    return { ...views.answer(answer, account.id), questionAnswerCount: community.answerCountOf(question.id) };
  });

  handle(app, acceptAnswer, ({ params, body, token }) => {
    const account = requireAccount(token);
    const question = live(community.questions.get(params.id), '问题');
    if (question.authorId !== account.id) throw new BusinessError(CODE_NOT_ASKER, '只有提问者可以采纳回答');
    if (question.acceptedAnswerId !== null) throw new BusinessError(CODE_NOT_ASKER, '这个问题已经采纳过回答了');
    const answer = community.answers.get(body.answerId);
    if (!answer || answer.questionId !== question.id) throw new BusinessError(CODE_NOT_FOUND, '回答不存在');
    if (answer.deleted) throw new BusinessError(CODE_CONTENT_DELETED, '回答已被删除');
    if (answer.authorId === account.id) throw new BusinessError(CODE_SELF_ACTION, '不能采纳自己的回答');
    community.accept(question.id, answer.id);
    const answerer = store.accounts.byId(answer.authorId);
    if (answerer && question.bounty > 0)
      store.coins.change(answerer, CoinEntryKind.EARN, question.bounty, `回答被采纳「${question.title.slice(0, 20)}」`);
    messages.accepted(answer.id, account.id, question.anonymous, question.bounty);
    return { acceptedAnswerId: answer.id };
  });

  handle(app, getAnswer, ({ params, token }) => {
    const viewerId = viewerOf(token);
    const answer = live(community.answers.get(params.id), '回答');
    const question = live(community.questions.get(answer.questionId), '问题');
    return {
      answer: views.answer(answer, viewerId),
      question: {
        id: question.id,
        title: question.title,
        answerCount: community.answerCountOf(question.id),
        authorId: question.anonymous ? null : question.authorId,
      },
      authorFollowed: community.isFollowing(viewerId, answer.authorId),
    };
  });

  handle(app, getPin, ({ params, token }) => {
    const viewerId = viewerOf(token);
    const pin = live(community.pins.get(params.id), '想法');
    return { ...views.pin(pin, viewerId), authorFollowed: community.isFollowing(viewerId, pin.authorId) };
  });

  handle(app, postPin, ({ body, token }) => {
    const account = requireAccount(token);
    const images = body.images.map((url) => {
      const image = store.uploads.byUrl(url);
      if (!image || image.ownerId !== account.id) throw new BusinessError(CODE_INVALID, '图片已失效，请重新上传');
      return { url, width: image.width, height: image.height };
    });
    const topicId = body.topicId ?? null;
    if (topicId !== null && !community.topics.has(topicId)) throw new BusinessError(CODE_INVALID, '话题不存在');
    const text = cleanText(body.text);
    mayPost(account, [], text);
    const pin = community.addPin({ authorId: account.id, text, images, topicId, createdAt: store.now() });
    for (const { url } of images) store.uploads.publish(url);
    messages.mentioned(Kind.PIN, pin.id, account.id, [], text);
    return { ...views.pin(pin, account.id), authorFollowed: false };
  });

  handle(app, listComments, ({ query, token }) => {
    const viewerId = viewerOf(token);
    if (query.kind === Kind.COMMENT) throw new BusinessError(CODE_INVALID, '评论的回复请用 parentId 查询');
    liveItem(query.kind as KindValue, query.targetId);
    const all = [...community.comments.values()].filter(
      (comment) => comment.kind === query.kind && comment.targetId === query.targetId && !comment.deleted,
    );
    const repliesOf = (parentId: number) => all.filter((comment) => comment.parentId === parentId);
    const start = (query.page - 1) * query.size;
    const thread = (comment: (typeof all)[number], replies: typeof all) => ({
      ...views.comment(comment, viewerId),
      replies: replies.map((reply) => views.comment(reply, viewerId)),
      replyCount: replies.length,
    });
    if (query.parentId !== undefined) {
      const replies = repliesOf(query.parentId);
      return {
        list: replies.slice(start, start + query.size).map((reply) => thread(reply, [])),
        total: replies.length,
        page: query.page,
        size: query.size,
      };
    }
    const top = all.filter((comment) => comment.parentId === null);
    const list = top.slice(start, start + query.size).map((comment) => {
      const replies = repliesOf(comment.id);
      return { ...thread(comment, replies.slice(0, 3)), replyCount: replies.length };
    });
    return { list, total: top.length, page: query.page, size: query.size };
  });

  handle(app, postComment, ({ body, token }) => {
    const account = requireAccount(token);
    const kind = body.kind as KindValue;
    if (kind === Kind.COMMENT) throw new BusinessError(CODE_INVALID, '回复评论请用 parentId');
    liveItem(kind, body.targetId);
    let parentId: number | null = null;
    let replyToId: number | null = null;
    if (body.parentId !== undefined) {
      const parent = live(community.comments.get(body.parentId), '评论');
      if (parent.kind !== kind || parent.targetId !== body.targetId) throw new BusinessError(CODE_INVALID, '回复的评论不属于这条内容');
      // Two levels: a reply to a reply hangs under the same top-level comment.
      parentId = parent.parentId ?? parent.id;
      const replyTo = body.replyToId === undefined ? parent : live(community.comments.get(body.replyToId), '评论');
      if ((replyTo.parentId ?? replyTo.id) !== parentId) throw new BusinessError(CODE_INVALID, '回复的评论不属于这条讨论');
      replyToId = replyTo.id;
    }
    const text = cleanText(body.text);
    mayPost(account, [], text);
    const comment = community.addComment({
      kind,
      targetId: body.targetId,
      parentId,
      replyToId,
      authorId: account.id,
      text,
      createdAt: store.now(),
    });
    messages.commented(comment.id, account.id);
    messages.mentioned(Kind.COMMENT, comment.id, account.id, [], text);
    return { ...views.comment(comment, account.id), targetCommentCount: community.item(kind, body.targetId)?.commentCount ?? 0 };
  });

  handle(app, reactToContent, ({ body, token }) => {
    const account = requireAccount(token);
    const kind = body.kind as KindValue;
    const item = liveItem(kind, body.id);
    if (item.authorId === account.id) throw new BusinessError(CODE_SELF_ACTION, body.action === 3 ? '不能踩自己的内容' : '不能给自己点赞');
    const { reactions } = item;
    if (body.action === 1 && reactions.likes.has(account.id)) throw new BusinessError(CODE_ALREADY_DONE, '你已经赞过了');
    if (body.action === 3 && reactions.dislikes.has(account.id)) throw new BusinessError(CODE_ALREADY_DONE, '你已经踩过了');
    community.react(account.id, kind, body.id, body.action as 1 | 2 | 3, store.now());
    if (body.action === 1) messages.liked(kind, body.id, account.id);
    return {
      liked: reactions.likes.has(account.id),
      disliked: reactions.dislikes.has(account.id),
      likeCount: Community.likeCount(reactions),
    };
  });

  handle(app, setFavorite, ({ body, token }) => {
    const account = requireAccount(token);
    const kind = body.kind as KindValue;
    const item = liveItem(kind, body.id);
    const was = item.reactions.favorites.has(account.id);
    community.favorite(account.id, kind, body.id, body.on, store.now());
    if (body.on && !was) messages.favorited(kind, body.id, account.id);
    return { favorited: item.reactions.favorites.has(account.id), favoriteCount: Community.favoriteCount(item.reactions) };
  });

  registerLessonQuestionRoutes(app, store, { cleanDoc, mayPost });

  handle(app, reportContent, ({ body, token }) => {
    const account = requireAccount(token);
    const item = liveItem(body.kind as KindValue, body.id);
    if (item.authorId === account.id) throw new BusinessError(CODE_SELF_ACTION, '不能举报自己的内容');
    if (item.reactions.reports.has(account.id)) throw new BusinessError(CODE_ALREADY_DONE, '你已经举报过了，我们会尽快处理');
    item.reactions.reports.add(account.id);
    return null;
  });
}
