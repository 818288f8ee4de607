import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LIVE_NOT_PURCHASED } from '@shared/api/live';
import { LiveStatus, LiveType } from '@shared/enums/live';
import { OrderStatus, PayMethod, ProductType } from '@shared/enums/order';
import { RefundReason } from '@shared/lib/order-rules';
import { LIVE_CLOSE, liveSocketPath } from '@shared/schemas/live-frames';
import { liveDetailSchema, livePlaybackSchema, liveSummarySchema } from '@shared/schemas/live';
import { buildMockApi } from '../app';
import { upgradeOutcome } from '../core/test-support';

describe('mock /live', () => {
  const mock = buildMockApi({ liveSimulation: false });
  const { app, store } = mock;
  const get = async (url: string, token?: string) =>
    (await app.inject({ url, headers: token ? { token } : {} })).json() as { code: number; msg: string; data: any };
  const put = async (url: string, payload: unknown, token?: string) =>
    (await app.inject({ method: 'PUT', url, payload: payload as object, headers: token ? { token } : {} })).json() as {
      code: number;
      msg: string;
      data: any;
    };
  const token = () => store.issueToken(store.accounts.byPhone('13800138000')!.id);

  it('lists live first, then upcoming soonest first, then ended newest first; filters by status and type', async () => {
    const { data } = await get('/live/list?page=1&size=50');
    const list = data.list.map((item: unknown) => liveSummarySchema.parse(item));
    expect(list).toHaveLength(store.catalogue.lives.length);
    const statuses = list.map((item: { status: number }) => item.status);
    expect(statuses).toEqual([...statuses].sort((a: number, b: number) => (a === 2 ? 0 : a) - (b === 2 ? 0 : b)));
    const upcoming = list
      .filter((item: { status: number }) => item.status === LiveStatus.NOT_STARTED)
      .map((item: { startTime: string }) => item.startTime);
    expect(upcoming).toEqual([...upcoming].sort());
    const courseLives = (await get(`/live/list?type=${LiveType.COURSE}`)).data;
    expect(courseLives.total).toBeGreaterThan(0);
    expect(courseLives.list.every((item: { type: number }) => item.type === LiveType.COURSE)).toBe(true);
    expect(
      (await get('/live/list?status=3')).data.list.every(
        (item: { status: number; hasReplay: boolean }) => item.status === 3 && item.hasReplay,
      ),
    ).toBe(true);
    expect((await get('/live/list?status=9')).code).toBe(400);
  });

  it('details a class: outline, teacher, the related course of a course live; unknown → 404', async () => {
    const courseLive = store.catalogue.lives.find((live) => live.id % 3 === 0)!;
    const detail = liveDetailSchema.parse((await get(`/live/${courseLive.id}`)).data);
    expect(detail.type).toBe(LiveType.COURSE);
    expect(detail.course).not.toBeNull();
    expect(detail.outline.length).toBeGreaterThanOrEqual(3);
    expect(detail.reminded).toBe(false);
    expect(Date.parse(detail.endTime) - Date.parse(detail.startTime)).toBe(detail.durationMinutes * 60_000);
    expect(await get('/live/99999')).toMatchObject({ code: 404, msg: '直播不存在或已下线' });
  });

  it('预约提醒: signed in, only before the start, idempotent, counted', async () => {
    const upcoming = store.catalogue.lives.find((live) => live.status === LiveStatus.NOT_STARTED)!;
    const onAir = store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE)!;
    expect((await put(`/live/${upcoming.id}/reminder`, { on: true })).code).toBe(401);
    const learner = token();
    const before = (await get(`/live/${upcoming.id}`, learner)).data.reminderCount;
    const on = await put(`/live/${upcoming.id}/reminder`, { on: true }, learner);
    expect(on.data).toEqual({ reminded: true, reminderCount: before + 1 });
    expect((await put(`/live/${upcoming.id}/reminder`, { on: true }, learner)).data.reminderCount).toBe(before + 1);
    expect((await get(`/live/${upcoming.id}`, learner)).data.reminded).toBe(true);
    expect((await put(`/live/${upcoming.id}/reminder`, { on: false }, learner)).data).toEqual({ reminded: false, reminderCount: before });
    expect(await put(`/live/${onAir.id}/reminder`, { on: true }, learner)).toMatchObject({
      code: 4701,
      msg: '直播已开始，直接进入直播间观看吧',
    });
  });

  it('places the classes around the time the mock started: on air now, upcoming ahead, ended behind', () => {
    const now = Date.now();
    for (const live of store.catalogue.lives) {
      const start = Date.parse(live.startTime);
      if (live.status === LiveStatus.LIVE) expect(now - start).toBeLessThan(2 * 3_600_000);
      if (live.status === LiveStatus.NOT_STARTED) expect(start).toBeGreaterThan(now - 3_600_000);
      if (live.status === LiveStatus.ENDED) expect(start).toBeLessThan(now);
    }
  });

  it('playback of a free class: signed in only; the stream on air, nothing before, the recording and its chat in time once ended', async () => {
    const byStatus = (status: number) => store.catalogue.lives.find((live) => live.status === status && live.price === 0)!;
    expect((await get(`/live/${byStatus(LiveStatus.ENDED).id}/playback`)).code).toBe(401);
    expect((await get('/live/999/playback', token())).code).toBe(404);

    const upcoming = livePlaybackSchema.parse((await get(`/live/${byStatus(LiveStatus.NOT_STARTED).id}/playback`, token())).data);
    expect(upcoming).toEqual({ status: LiveStatus.NOT_STARTED, media: null, replayChat: [] });

    const onAir = livePlaybackSchema.parse((await get(`/live/${byStatus(LiveStatus.LIVE).id}/playback`, token())).data);
    expect(onAir.media?.url).toMatch(/^\/api\/media\/lesson\/lesson-\d-720p\.mp4\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect(onAir.replayChat).toEqual([]);

    const ended = byStatus(LiveStatus.ENDED);
    const replay = livePlaybackSchema.parse((await get(`/live/${ended.id}/playback`, token())).data);
    const offsets = replay.replayChat.map((message) => message.offsetSeconds);
    expect(offsets.length).toBeGreaterThan(6);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(Math.max(...offsets)).toBeLessThanOrEqual(replay.media!.durationSeconds);
    expect(replay.replayChat[0]!.speaker.role).toBe('teacher');
    // Deterministic: the same chat on every call.
    expect((await get(`/live/${ended.id}/playback`, token())).data.replayChat).toEqual(replay.replayChat);
  });
});

describe('mock /live: a paid class is for those who bought it', async () => {
  const { WebSocket } = await import('ws');
  const mock = buildMockApi({ liveSimulation: false, refundStepSeconds: 10 });
  const { app, store } = mock;
  afterAll(() => app.close());
  const call = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    (await app.inject({ method, url, payload, headers: token ? { token } : {} })).json() as { code: number; msg: string; data: any };
  let phones = 0;
  const newLearner = () => {
    const account = store.accounts.add({
      phone: `1370000${String(++phones).padStart(4, '0')}`,
      passwordHash: 'x:y',
      nickname: `付费测试${phones}`,
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 1000,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
    return { id: account.id, token: store.issueToken(account.id) };
  };
  /** Buys the class with skill coins, through the order API as the checkout page does. */
  const buy = async (token: string, liveId: number) => {
    const order = await call('POST', '/order', token, {
      productType: ProductType.LIVE,
      productId: liveId,
      idempotencyKey: `live-buy-${liveId}-${token.slice(0, 12)}`,
    });
    expect(order.code, order.msg).toBe(0);
    const paid = await call('POST', `/order/${order.data.id}/pay`, token, {
      payMethod: PayMethod.SKILL_COIN,
      idempotencyKey: `live-pay-${liveId}-${token.slice(0, 12)}`,
    });
    expect(paid.code, paid.msg).toBe(0);
    return order.data.id as number;
  };
  /** The refund runs its whole course (the refund desk's window check is the order tests' business). */
  const refund = (orderId: number) => {
    store.orders.applyRefund(store.orders.get(orderId)!, RefundReason.OTHER, '');
    for (let step = 0; step < 3; step++) store.orders.advanceRefund(orderId);
    expect(store.orders.get(orderId)!.status).toBe(OrderStatus.CHARGED_BACK);
  };
  const paidLive = (status: number) => store.catalogue.lives.find((live) => live.status === status && live.price > 0)!;
  const freeLive = (status: number) => store.catalogue.lives.find((live) => live.status === status && live.price === 0)!;

  it.each([
    ['on air (the stream)', LiveStatus.LIVE],
    ['ended (the replay and its chat)', LiveStatus.ENDED],
    ['not started (the room page)', LiveStatus.NOT_STARTED],
  ])('playback of a paid class %s: 4702 before buying, the media after, 4702 again after a refund', async (_label, status) => {
    const live = paidLive(status);
    const learner = newLearner();
    const before = await call('GET', `/live/${live.id}/playback`, learner.token);
    expect(before).toMatchObject({ code: CODE_LIVE_NOT_PURCHASED, msg: '本直播为付费直播，购买后即可观看' });
    expect(before.data ?? null).toBeNull();
    expect((await call('GET', `/live/${live.id}`, learner.token)).data.owned).toBe(false);

    const orderId = await buy(learner.token, live.id);
    const after = await call('GET', `/live/${live.id}/playback`, learner.token);
    expect(after.code, after.msg).toBe(0);
    if (status !== LiveStatus.NOT_STARTED) expect(after.data.media.url).toMatch(/^\/api\/media\/lesson\//);
    if (status === LiveStatus.ENDED) expect(after.data.replayChat.length).toBeGreaterThan(0);
    expect((await call('GET', `/live/${live.id}`, learner.token)).data.owned).toBe(true);
    // Another learner's purchase opens nothing for this one.
    expect((await call('GET', `/live/${live.id}/playback`, newLearner().token)).code).toBe(CODE_LIVE_NOT_PURCHASED);

    refund(orderId);
    expect((await call('GET', `/live/${live.id}/playback`, learner.token)).code).toBe(CODE_LIVE_NOT_PURCHASED);
    expect((await call('GET', `/live/${live.id}`, learner.token)).data.owned).toBe(false);
  });

  it('a free class plays for any signed-in learner; signed out is still 401; the detail says not owned signed out', async () => {
    const learner = newLearner();
    for (const status of [LiveStatus.LIVE, LiveStatus.ENDED]) {
      const live = freeLive(status);
      expect((await call('GET', `/live/${live.id}/playback`, learner.token)).code).toBe(0);
      expect((await call('GET', `/live/${live.id}/playback`)).code).toBe(401);
    }
    expect((await call('GET', `/live/${paidLive(LiveStatus.LIVE).id}/playback`)).code).toBe(401);
    expect(liveDetailSchema.parse((await call('GET', `/live/${paidLive(LiveStatus.LIVE).id}`)).data).owned).toBe(false);
  });

  describe('the socket', () => {
    let base = '';
    beforeAll(async () => {
      base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    });
    const upgrade = (liveId: number, token?: string) => upgradeOutcome(`${base}${liveSocketPath(liveId)}`, token ? { token } : {});

    it("a non-buyer's upgrade to a paid room is refused (403, 4702), a visitor's too (401); the buyer's opens, until a refund", async () => {
      const live = paidLive(LiveStatus.LIVE);
      const learner = newLearner();
      const refused = await upgrade(live.id, learner.token);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({ code: CODE_LIVE_NOT_PURCHASED, msg: '本直播为付费直播，购买后即可观看' });
      expect((await upgrade(live.id)).status).toBe(401);
      const orderId = await buy(learner.token, live.id);
      expect((await upgrade(live.id, learner.token)).status).toBe(101);
      refund(orderId);
      expect((await upgrade(live.id, learner.token)).status).toBe(403);
    });

    it("a buyer's open socket is closed with 4702 when the refund completes, not at the next reconnect", async () => {
      const live = paidLive(LiveStatus.LIVE);
      const learner = newLearner();
      const orderId = await buy(learner.token, live.id);
      const socket = new WebSocket(`${base}${liveSocketPath(live.id)}`, { headers: { token: learner.token } });
      await new Promise((done) => socket.once('open', done));
      const closed = new Promise<number>((done) => socket.once('close', (code: number) => done(code)));
      refund(orderId);
      const code = await Promise.race([closed, new Promise<string>((done) => setTimeout(() => done('still open after 2 s'), 2_000))]);
      expect(code).toBe(LIVE_CLOSE.ACCESS_ENDED);
    });

    it('a free room still takes visitors (read-only) and learners, as before', async () => {
      const live = freeLive(LiveStatus.LIVE);
      expect((await upgrade(live.id)).status).toBe(101);
      expect((await upgrade(live.id, newLearner().token)).status).toBe(101);
    });
  });
});
