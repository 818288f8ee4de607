import { describe, expect, it } from 'vitest';
import { feedItemSchema, userCardSchema, userProfileSchema } from '@shared/schemas/community';
import { buildMockApi } from '../app';
import { CHINESE } from '../core/test-support';

type Json = { code: number; msg: string; data: any };

describe('mock user profiles', () => {
  const { app, store } = buildMockApi({ liveSimulation: false });
  const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown, token?: string): Promise<Json> => {
    const body = (
      await app.inject({ method, url, payload: payload as object | undefined, headers: token ? { token } : {} })
    ).json() as Json;
    if (body.code !== 0) expect(body.msg).toMatch(CHINESE);
    return body;
  };
  const newLearner = () => {
    const account = store.accounts.add({
      phone: `136${Math.floor(Math.random() * 1e8)}`,
      passwordHash: '',
      nickname: '新学员',
      gender: 2,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-01-01T00:00:00+08:00',
    });
    return { account, token: store.issueToken(account.id) };
  };

  it('shows the header with counts; unknown → 404', async () => {
    const profile = userProfileSchema.parse((await call('GET', '/community/user/1')).data);
    expect(profile).toMatchObject({ id: 1, nickname: '技能学员小王', followed: false, isSelf: false, favoritesPublic: true });
    expect(profile.fansCount).toBeGreaterThanOrEqual(24);
    expect(profile.pinCount).toBeGreaterThan(10);
    expect(profile.likeReceivedCount).toBeGreaterThan(0);
    expect((await call('GET', '/community/user/1', undefined, store.issueToken(1))).data.isSelf).toBe(true);
    expect(await call('GET', '/community/user/999999')).toMatchObject({ code: 404 });
  });

  it('follow / unfollow: fans count and list, idempotent, not oneself', async () => {
    const { account, token } = newLearner();
    const before = (await call('GET', '/community/user/1')).data.fansCount;
    expect(await call('PUT', '/community/follow', { userId: 1, action: 1 }, token)).toMatchObject({
      code: 0,
      data: { followed: true, fansCount: before + 1, followCount: 1 },
    });
    expect(await call('PUT', '/community/follow', { userId: 1, action: 1 }, token)).toMatchObject({
      code: 0,
      data: { followed: true, fansCount: before + 1, followCount: 1 },
    });
    const fans = (await call('GET', '/community/user/1/fans?size=5', undefined, token)).data;
    expect(userCardSchema.parse(fans.list[0])).toMatchObject({ id: account.id, isSelf: true });
    expect(fans.total).toBe(before + 1);
    expect((await call('GET', `/community/user/${account.id}/follows`)).data.list.map((card: { id: number }) => card.id)).toEqual([1]);
    expect((await call('GET', '/community/user/1', undefined, token)).data.followed).toBe(true);
    expect(await call('PUT', '/community/follow', { userId: 1, action: 2 }, token)).toMatchObject({
      code: 0,
      data: { followed: false, fansCount: before, followCount: 0 },
    });
    expect(await call('PUT', '/community/follow', { userId: account.id, action: 1 }, token)).toMatchObject({ code: 4903 });
    expect(await call('PUT', '/community/follow', { userId: 999_999, action: 1 }, token)).toMatchObject({ code: 404 });
    expect(await call('PUT', '/community/follow', { userId: 1, action: 1 })).toMatchObject({ code: 401 });
  });

  it('dynamic, likes and favourites are feed items, newest first; private favourites → 4908 for others', async () => {
    const dynamic = (await call('GET', '/community/user/1/dynamic?size=50')).data;
    expect(dynamic.total).toBeGreaterThan(10);
    for (const raw of dynamic.list) {
      const item = feedItemSchema.parse(raw);
      const author =
        item.kind === 'question'
          ? item.question.author
          : item.kind === 'answer'
            ? item.answer.author
            : item.kind === 'pin'
              ? item.pin.author
              : item.video.author;
      expect(author.id).toBe(1);
    }
    expect((await call('GET', '/community/user/1/likes')).data.total).toBe(6);
    expect((await call('GET', '/community/user/1/favorites')).data.total).toBe(8);

    const { account, token } = newLearner();
    expect(await call('PUT', '/community/privacy', { favoritesPublic: false }, token)).toMatchObject({
      code: 0,
      data: { favoritesPublic: false },
    });
    expect(await call('GET', `/community/user/${account.id}/favorites`)).toMatchObject({ code: 4908, msg: '该用户未公开收藏' });
    expect(await call('GET', `/community/user/${account.id}/favorites`, undefined, token)).toMatchObject({ code: 0 });
    expect((await call('GET', `/community/user/${account.id}`)).data.favoritesPublic).toBe(false);
    await call('PUT', '/community/privacy', { favoritesPublic: true }, token);
    expect(await call('GET', `/community/user/${account.id}/favorites`)).toMatchObject({ code: 0 });
  });

  it('anonymous questions are not on the asker’s profile', async () => {
    const anonymous = [...store.community.questions.values()].find((question) => question.anonymous)!;
    const dynamic = (await call('GET', `/community/user/${anonymous.authorId}/dynamic?size=50`)).data;
    expect(
      dynamic.list.some(
        (item: { kind: string; question?: { id: number } }) => item.kind === 'question' && item.question!.id === anonymous.id,
      ),
    ).toBe(false);
  });
});
