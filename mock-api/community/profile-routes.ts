import type { FastifyInstance } from 'fastify';
import { CODE_FAVORITES_PRIVATE, CODE_SELF_ACTION } from '@shared/api/community';
import {
  followUser,
  getUserProfile,
  listUserDynamic,
  listUserFans,
  listUserFavorites,
  listUserFollows,
  listUserLikes,
  setFavoritesVisibility,
} from '@shared/api/user-profile';
import { BusinessError, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { Account } from '../account/account-seed';
import type { MockStore } from '../core/store';
import { Community } from './community';
import { Kind, type KindValue, type Reactions } from './community-records';
import { compareEntries, type FeedEntry } from './community-views';

const page = <T>(items: T[], query: { page: number; size: number }) => {
  const start = (query.page - 1) * query.size;
  return { list: items.slice(start, start + query.size), total: items.length, page: query.page, size: query.size };
};

/** /user/{id}: the profile header, its tabs (动态 / 收藏 / 点赞, fans and follows), follow and privacy. */
export function registerUserProfileRoutes(app: FastifyInstance, store: MockStore): void {
  const { community, views } = store;
  const accountOf = (id: number): Account => {
    const account = store.accounts.byId(id);
    if (!account) throw new BusinessError(CODE_NOT_FOUND, '用户不存在');
    return account;
  };
  const viewerOf = (token: string | undefined) => store.accountByToken(token)?.id;
  const requireAccount = (token: string | undefined): Account => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录');
    return account;
  };

  /** Everything the person wrote that others see (anonymous questions stay anonymous). */
  const authoredBy = (accountId: number): FeedEntry[] => {
    const entries: FeedEntry[] = [];
    for (const record of community.questions.values())
      if (record.authorId === accountId && !record.deleted && !record.anonymous) entries.push({ kind: 'question', record });
    for (const record of community.answers.values())
      if (record.authorId === accountId && !record.deleted && !community.questions.get(record.questionId)?.deleted)
        entries.push({ kind: 'answer', record });
    for (const record of community.pins.values())
      if (record.authorId === accountId && !record.deleted) entries.push({ kind: 'pin', record });
    for (const record of community.videos.values())
      if (record.authorId === accountId && !record.deleted) entries.push({ kind: 'video', record });
    return entries.sort(compareEntries);
  };

  /** The items the person liked or favourited, most recent first. */
  const reactedBy = (accountId: number, pickTime: (reactions: Reactions) => number | undefined): FeedEntry[] => {
    const found: [FeedEntry, number][] = [];
    const consider = (entry: FeedEntry) => {
      const at = !entry.record.deleted ? pickTime(entry.record.reactions) : undefined;
      if (at !== undefined) found.push([entry, at]);
    };
    for (const record of community.questions.values()) consider({ kind: 'question', record });
    for (const record of community.answers.values()) consider({ kind: 'answer', record });
    for (const record of community.pins.values()) consider({ kind: 'pin', record });
    for (const record of community.videos.values()) consider({ kind: 'video', record });
    return found.sort(([, a], [, b]) => b - a).map(([entry]) => entry);
  };

  const likesReceived = (accountId: number) => {
    let total = 0;
    for (const kind of [Kind.QUESTION, Kind.ANSWER, Kind.PIN, Kind.VIDEO, Kind.COMMENT] as KindValue[]) {
      const map = { 1: community.questions, 2: community.answers, 3: community.comments, 4: community.pins, 5: community.videos }[kind];
      for (const record of map.values())
        if (record.authorId === accountId && !record.deleted) total += Community.likeCount(record.reactions);
    }
    return total;
  };

  handle(app, getUserProfile, ({ params, token }) => {
    const account = accountOf(params.id);
    const viewerId = viewerOf(token);
    const written = authoredBy(account.id);
    const count = (kind: FeedEntry['kind']) => written.filter((entry) => entry.kind === kind).length;
    return {
      id: account.id,
      nickname: account.nickname,
      avatar: views.author(account.id).avatar,
      signature: account.signature,
      gender: account.gender || null,
      joinedAt: account.createdAt,
      followCount: community.followCount(account.id),
      fansCount: community.fansCount(account.id),
      likeReceivedCount: likesReceived(account.id),
      questionCount: count('question'),
      answerCount: count('answer'),
      pinCount: count('pin'),
      favoritesPublic: !community.privateFavorites.has(account.id),
      followed: community.isFollowing(viewerId, account.id),
      isSelf: viewerId === account.id,
    };
  });

  const feedPage = (entries: FeedEntry[], query: { page: number; size: number }, viewerId: number | undefined) => {
    const paged = page(entries, query);
    return { ...paged, list: paged.list.flatMap((entry) => views.feedItem(entry, viewerId) ?? []) };
  };

  handle(app, listUserDynamic, ({ params, query, token }) => feedPage(authoredBy(accountOf(params.id).id), query, viewerOf(token)));

  handle(app, listUserFavorites, ({ params, query, token }) => {
    const account = accountOf(params.id);
    const viewerId = viewerOf(token);
    if (viewerId !== account.id && community.privateFavorites.has(account.id))
      throw new BusinessError(CODE_FAVORITES_PRIVATE, '该用户未公开收藏');
    return feedPage(
      reactedBy(account.id, (reactions) => reactions.favorites.get(account.id)),
      query,
      viewerId,
    );
  });

  handle(app, listUserLikes, ({ params, query, token }) => {
    const account = accountOf(params.id);
    return feedPage(
      reactedBy(account.id, (reactions) => reactions.likes.get(account.id)),
      query,
      viewerOf(token),
    );
  });

  const peoplePage = (ids: number[], query: { page: number; size: number }, viewerId: number | undefined) => {
    const people = ids.flatMap((id) => store.accounts.byId(id) ?? []);
    const paged = page(people, query);
    return { ...paged, list: paged.list.map((account) => views.userCard(account, viewerId)) };
  };

  handle(app, listUserFans, ({ params, query, token }) => peoplePage(community.fansOf(accountOf(params.id).id), query, viewerOf(token)));
  handle(app, listUserFollows, ({ params, query, token }) =>
    peoplePage(community.followsOf(accountOf(params.id).id), query, viewerOf(token)),
  );

  handle(app, followUser, ({ body, token }) => {
    const account = requireAccount(token);
    const target = accountOf(body.userId);
    if (target.id === account.id) throw new BusinessError(CODE_SELF_ACTION, '不能关注自己');
    if (body.action === 1) {
      community.follow(account.id, target.id, store.now());
      // 新粉丝 once per follower: unfollow and follow again does not send it twice (CommunityMessages.followed).
      store.communityMessages.followed(target.id, account.id);
    } else community.unfollow(account.id, target.id);
    return {
      followed: community.isFollowing(account.id, target.id),
      fansCount: community.fansCount(target.id),
      followCount: community.followCount(account.id),
    };
  });

  handle(app, setFavoritesVisibility, ({ body, token }) => {
    const account = requireAccount(token);
    if (body.favoritesPublic) community.privateFavorites.delete(account.id);
    else community.privateFavorites.add(account.id);
    return { favoritesPublic: body.favoritesPublic };
  });
}
