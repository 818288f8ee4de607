import { afterEach, describe, expect, it } from 'vitest';
import { CODE_FAVORITE_TARGET_GONE, getFavoriteState, listFavorites } from '@shared/api/learning';
import { MessageType } from '@shared/enums/message';
import type { FavoriteState, Favorites } from '@shared/schemas/learning';
import type { MockApi } from '../app';
import { Kind } from '../community/community-records';
import { envelopeOf, mockPool, type Envelope } from '../core/test-support';

// Issue 26: every kind of favourite (live classes, exams, news, community questions and ideas) through
// /learning/favorites, as an attacker would try it: unknown targets, replays, another learner's list.

const mocks = mockPool();
afterEach(() => mocks.closeAll());

const call = async (mock: MockApi, method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string): Promise<Envelope> =>
  envelopeOf(await mock.app.inject({ method, url, headers: token ? { token } : {} }), `${method} ${url}`);
const ok = async <T>(promise: Promise<Envelope>): Promise<T> => {
  const body = await promise;
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as T;
};

function setup() {
  const { mock, advance } = mocks.withClock();
  const learner = (phone: string) =>
    mock.store.accounts.add({
      phone,
      passwordHash: 'x:y',
      nickname: '收藏测试',
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
  const first = learner('13700000001');
  const second = learner('13700000002');
  const question = [...mock.store.community.questions.values()].find((record) => !record.deleted && record.authorId !== first.id)!;
  const pin = [...mock.store.community.pins.values()].find((record) => !record.deleted && record.authorId !== first.id)!;
  const answer = [...mock.store.community.answers.values()].find((record) => !record.deleted && record.authorId !== first.id)!;
  const video = [...mock.store.community.videos.values()].find((record) => !record.deleted && record.authorId !== first.id)!;
  return {
    mock,
    advance,
    first,
    firstToken: mock.store.issueToken(first.id),
    secondToken: mock.store.issueToken(second.id),
    ids: {
      live: mock.store.catalogue.lives[0]!.id,
      exam: mock.store.content.exams[0]!.id,
      news: mock.store.catalogue.news[0]!.id,
      question: question.id,
      pin: pin.id,
      answer: answer.id,
      video: video.id,
    },
    answer,
    question,
    pin,
  };
}

const put = (mock: MockApi, kind: string, id: number | string, token?: string) =>
  call(mock, 'PUT', `/learning/favorites/${kind}/${id}`, token);
const del = (mock: MockApi, kind: string, id: number | string, token?: string) =>
  call(mock, 'DELETE', `/learning/favorites/${kind}/${id}`, token);
const list = (mock: MockApi, kind: string, token: string, page = 1) =>
  ok<Favorites>(call(mock, 'GET', `/learning/favorites?kind=${kind}&page=${page}&size=12`, token));

const KINDS = ['live', 'exam', 'news', 'question', 'pin', 'answer', 'video'] as const;

describe('every kind of favourite', () => {
  it.each(KINDS)('%s: add, read back, list, remove — each idempotent, the count moving once', async (kind) => {
    const { mock, firstToken, ids } = setup();
    const id = ids[kind];
    const before = await ok<FavoriteState>(call(mock, 'GET', `/learning/favorites/${kind}/${id}`, firstToken));
    expect(getFavoriteState.data.safeParse(before).success).toBe(true);
    expect(before.favorite).toBe(false);

    const added = await ok<FavoriteState>(put(mock, kind, id, firstToken));
    expect(added).toMatchObject({ kind, id, favorite: true, favoriteCount: before.favoriteCount + 1 });
    // A replay or a second click does not duplicate.
    expect(await ok<FavoriteState>(put(mock, kind, id, firstToken))).toEqual(added);
    const listed = await list(mock, kind, firstToken);
    expect(listFavorites.data.safeParse(listed).success).toBe(true);
    expect(listed.total).toBe(1);
    expect(listed.counts[kind]).toBe(1);
    // A video has no page of its own: its row opens the community's 视频 tab.
    const href = kind === 'video' ? '/community?tab=video' : expect.stringContaining(String(id));
    expect(listed.list[0]).toMatchObject({ kind, id, target: { title: expect.any(String), href } });

    const removed = await ok<FavoriteState>(del(mock, kind, id, firstToken));
    expect(removed).toMatchObject({ favorite: false, favoriteCount: before.favoriteCount });
    expect(await ok<FavoriteState>(del(mock, kind, id, firstToken))).toEqual(removed);
    expect((await list(mock, kind, firstToken)).total).toBe(0);
  });

  it('refuses clearly: signed out 401, an unknown target 404, an unknown kind 400', async () => {
    const { mock, firstToken, ids } = setup();
    for (const kind of KINDS) {
      expect((await put(mock, kind, ids[kind])).code).toBe(401);
      const unknown = await put(mock, kind, 99_999_999, firstToken);
      expect(unknown).toMatchObject({ code: 404, msg: '收藏的内容不存在或已下架' });
      expect((await del(mock, kind, 99_999_999, firstToken)).code).toBe(404);
    }
    expect((await put(mock, 'teacher', 1, firstToken)).code).toBe(400);
    expect((await call(mock, 'GET', '/learning/favorites/live/1')).code).toBe(401);
  });

  it("another learner's favourites are never visible: their list, counts and state stay their own", async () => {
    const { mock, firstToken, secondToken, ids } = setup();
    for (const kind of KINDS) await ok(put(mock, kind, ids[kind], firstToken));
    for (const kind of KINDS) {
      const theirs = await list(mock, kind, secondToken);
      expect(theirs).toMatchObject({ list: [], total: 0 });
      expect(Object.values(theirs.counts).every((count) => count === 0)).toBe(true);
      expect((await ok<FavoriteState>(call(mock, 'GET', `/learning/favorites/${kind}/${ids[kind]}`, secondToken))).favorite).toBe(false);
    }
    // Removing someone else's favourite is removing one's own (nothing): the first learner keeps theirs.
    await ok(del(mock, 'live', ids.live, secondToken));
    expect((await list(mock, 'live', firstToken)).total).toBe(1);
  });

  it('a deleted question shows as 已失效 (target null), can still be removed, and cannot be favourited again', async () => {
    const { mock, firstToken, secondToken, question } = setup();
    await ok(put(mock, 'question', question.id, firstToken));
    mock.store.community.remove(Kind.QUESTION, question.id);
    const listed = await list(mock, 'question', firstToken);
    expect(listed.list).toEqual([expect.objectContaining({ kind: 'question', id: question.id, target: null })]);
    const refused = await put(mock, 'question', question.id, secondToken);
    expect(refused.code).toBe(CODE_FAVORITE_TARGET_GONE);
    expect(refused.msg).toBe('该内容已被删除，无法收藏');
    await ok(del(mock, 'question', question.id, firstToken));
    expect((await list(mock, 'question', firstToken)).total).toBe(0);
  });

  it("the community's own 收藏 and /collect are the same favourite; the author is told once", async () => {
    const { mock, firstToken, pin } = setup();
    const messagesOfAuthor = () => mock.store.messages.list(pin.authorId, [MessageType.FAVORITE_IDEA]).length;
    const before = messagesOfAuthor();
    const viaCommunity = await mock.app.inject({
      method: 'PUT',
      url: '/community/favorite',
      headers: { token: firstToken },
      payload: { kind: Kind.PIN, id: pin.id, on: true },
    });
    expect(viaCommunity.json()).toMatchObject({ code: 0, data: { favorited: true } });
    expect((await list(mock, 'pin', firstToken)).list.map((item) => item.id)).toEqual([pin.id]);
    await ok(put(mock, 'pin', pin.id, firstToken));
    expect(messagesOfAuthor()).toBe(before + 1);
    await ok(del(mock, 'pin', pin.id, firstToken));
    expect(pin.reactions.favorites.has(mock.store.accountByToken(firstToken)!.id)).toBe(false);
    // Added again through /learning: favourited again, and, as with the community's own button, the author
    // is not told a second time (one notice per actor, item and kind: issue 26).
    await ok(put(mock, 'pin', pin.id, firstToken));
    expect(pin.reactions.favorites.has(mock.store.accountByToken(firstToken)!.id)).toBe(true);
    expect(messagesOfAuthor()).toBe(before + 1);
  });

  it('an answer favourited with the community’s own 收藏 is in /collect’s 回答 tab, under its question’s title', async () => {
    const { mock, firstToken, answer } = setup();
    const body = envelopeOf(
      await mock.app.inject({
        method: 'PUT',
        url: '/community/favorite',
        headers: { token: firstToken },
        payload: { kind: Kind.ANSWER, id: answer.id, on: true },
      }),
      'favourite answer',
    );
    expect(body.code).toBe(0);
    const listed = await list(mock, 'answer', firstToken);
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).toMatchObject({
      kind: 'answer',
      id: answer.id,
      target: {
        title: mock.store.community.questions.get(answer.questionId)!.title,
        href: `/community/question/${answer.questionId}/answer/${answer.id}`,
      },
    });
    expect(listed.counts.answer).toBe(1);
  });

  it('pages newest first', async () => {
    const { mock, advance, firstToken } = setup();
    const news = mock.store.catalogue.news.slice(0, 14).map((item) => item.id);
    for (const id of news) {
      await ok(put(mock, 'news', id, firstToken));
      advance(1000);
    }
    const first = await list(mock, 'news', firstToken);
    expect(first.total).toBe(14);
    expect(first.list.map((item) => item.id)).toEqual(news.toReversed().slice(0, 12));
    expect((await list(mock, 'news', firstToken, 2)).list.map((item) => item.id)).toEqual(news.toReversed().slice(12));
  });
});
