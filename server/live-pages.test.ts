import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveStatus } from '@shared/enums/live';
import { PayMethod, ProductType } from '@shared/enums/order';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, hrefsOf, parsePage, textOf, textsOf, titleOf } from './test-support/html';

const cardsIn = (html: string) => countOf(html, '[data-testid="live-card"]');
const slotsIn = (html: string) => countOf(html, '[data-testid="schedule-item"]');
/** The texts of the links to exactly this href that are the current choice. */
const currentLinks = (html: string, href: string) => textsOf(html, `a[href="${href}"][aria-current="page"]`);
/** The <video> elements' sources. */
const videoSources = (html: string) =>
  parsePage(html)('video')
    .toArray()
    .map((video) => video.attribs.src ?? '');

describe('/live rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const lives = () => app.mockApi.store.catalogue.lives;

  it('the overview: on-air cards with their audience, the schedule by day, replays; status tabs and type chips', async () => {
    const response = await app.inject('/live');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('直播 - 技能学堂');
    const text = textOf(response.body);
    for (const label of [
      '正在直播',
      '直播日程',
      '精彩回放',
      '全部',
      '直播中',
      '即将开始',
      '已结束',
      '全部类型',
      '普通直播',
      '课程直播',
      '人在看',
      '人已预约',
    ])
      expect(text).toContain(label);
    const onAir = lives().filter((live) => live.status === LiveStatus.LIVE).length;
    const ended = Math.min(8, lives().filter((live) => live.status === LiveStatus.ENDED).length);
    expect(cardsIn(response.body)).toBe(onAir + ended);
    expect(slotsIn(response.body)).toBe(lives().filter((live) => live.status === LiveStatus.NOT_STARTED).length);
    // Days are headed in Beijing time: 今天 / 明天 / weekday / date, each with its weekday.
    expect(textsOf(response.body, 'h3')).toContainEqual(expect.stringMatching(/^(今天|明天|后天|本周.|下周.|\d+月\d+日 周.)/));
    expect(currentLinks(response.body, '/live')).toContain('全部');
  });

  it('a status tab lists only that status as cards, and its tab is current; a type chip narrows it', async () => {
    const response = await app.inject('/live?status=3');
    expect(cardsIn(response.body)).toBe(lives().filter((live) => live.status === LiveStatus.ENDED).length);
    const statuses = parsePage(response.body)('[data-status]')
      .toArray()
      .map((element) => element.attribs['data-status']);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['3']));
    expect(currentLinks(response.body, '/live?status=3')).toContain('已结束');
    const courseLives = await app.inject('/live?status=1&type=2');
    expect(currentLinks(courseLives.body, '/live?status=1&type=2')).toContain('课程直播');
  });

  it('impossible values are ignored, never an error', async () => {
    // A signed-out page's own inline scripts are bare `<script>` (no nonce: docs/decisions/018): a reflected value would add one.
    const scriptTags = (html: string) => html.split('<script>').length - 1;
    const plain = scriptTags((await app.inject('/live')).body);
    for (const query of ['?status=9', '?type=abc', '?page=-1', '?status=%3Cscript%3E']) {
      const response = await app.inject(`/live${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(scriptTags(response.body), query).toBe(plain);
      expect(textOf(response.body)).toContain('正在直播');
    }
  });

  const signedIn = () => ({ cookie: `skill_token=${app.mockApi.store.issueToken(1)}` });
  const byStatus = (status: number) => lives().find((live) => live.status === status)!;

  it('/live/{id}: the class, its teacher and outline, the action its state allows; bad or unknown ids → 404', async () => {
    const upcoming = await app.inject(`/live/${byStatus(LiveStatus.NOT_STARTED).id}`);
    expect(upcoming.statusCode).toBe(200);
    expect(titleOf(upcoming.body)).toBe(`${byStatus(LiveStatus.NOT_STARTED).title} - 技能学堂`);
    const text = textOf(upcoming.body);
    for (const label of ['直播介绍', '直播大纲', '主讲讲师', '预约提醒', '人已预约']) expect(text).toContain(label);
    expect(text).toMatch(/距开播 \d|即将开播/);
    const freeOnAir = lives().find((live) => live.status === LiveStatus.LIVE && live.price === 0)!;
    expect(textOf((await app.inject(`/live/${freeOnAir.id}`)).body)).toContain('进入直播间');
    expect(hrefsOf((await app.inject(`/live/${byStatus(LiveStatus.ENDED).id}`)).body)).toContain(
      `/live/${byStatus(LiveStatus.ENDED).id}/replay`,
    );
    for (const bad of ['/live/9999', '/live/abc', '/live/0']) expect((await app.inject(bad)).statusCode, bad).toBe(404);
  });

  it('the live room is for signed-in learners: signed out → home with the login modal; signed in → the stage and the chat (a free class)', async () => {
    const id = lives().find((live) => live.status === LiveStatus.LIVE && live.price === 0)!.id;
    const signedOut = await app.inject(`/live/${id}/play`);
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toContain('login=1');
    const room = await app.inject({ url: `/live/${id}/play`, headers: signedIn() });
    expect(room.statusCode).toBe(200);
    expect(videoSources(room.body)).toContainEqual(
      expect.stringMatching(/^\/api\/media\/lesson\/lesson-\d-720p\.mp4\?exp=\d+&sig=[0-9a-f]{64}$/),
    );
    for (const label of ['互动聊天', '发送', '人在线']) expect(textOf(room.body)).toContain(label);
  });

  it('the replay: a sign-in prompt signed out; the recording and an empty chat (it follows the video) signed in (a free class)', async () => {
    const id = lives().find((live) => live.status === LiveStatus.ENDED && live.price === 0)!.id;
    expect(textOf((await app.inject(`/live/${id}/replay`)).body)).toContain('登录后观看回放');
    const replay = await app.inject({ url: `/live/${id}/replay`, headers: signedIn() });
    expect(countOf(replay.body, '[data-testid="replay-video"]')).toBe(1);
    expect(textOf(replay.body)).toMatch(/聊天回放\s*0\/\d+/);
  });

  describe('a paid class', () => {
    const paid = (status: number) => lives().find((live) => live.status === status && live.price > 0)!;
    const price = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
    let phones = 0;
    /** A learner of their own (the demo accounts' orders are shared with other tests). */
    const newLearner = () => {
      const store = app.mockApi.store;
      const account = store.addAccount({
        phone: `1350000${String(++phones).padStart(4, '0')}`,
        passwordHash: 'x:y',
        nickname: `付费页面${phones}`,
        gender: 1,
        signature: '',
        realNameVerified: false,
        coinBalance: 1000,
        wechatOpenId: null,
        createdAt: '2026-11-01T00:00:00+08:00',
      });
      return { cookie: `skill_token=${store.issueToken(account.id)}`, token: store.issueToken(account.id) };
    };
    const buy = async (token: string, liveId: number) => {
      const mock = app.mockApi.app;
      const order = (
        await mock.inject({
          method: 'POST',
          url: '/order',
          headers: { token },
          payload: { productType: ProductType.LIVE, productId: liveId, idempotencyKey: `ssr-live-${liveId}-${token.slice(0, 10)}` },
        })
      ).json();
      expect(order.code, order.msg).toBe(0);
      const paidOrder = (
        await mock.inject({
          method: 'POST',
          url: `/order/${order.data.id}/pay`,
          headers: { token },
          payload: { payMethod: PayMethod.SKILL_COIN, idempotencyKey: `ssr-pay-${liveId}-${token.slice(0, 10)}` },
        })
      ).json();
      expect(paidOrder.code, paidOrder.msg).toBe(0);
    };
    const expectPurchaseGate = (html: string, liveId: number, fen: number) => {
      const text = textOf(html);
      expect(text).toContain('本直播为付费直播，购买后即可观看');
      expect(text).toContain(price(fen));
      expect(textsOf(html, `a[href="/order/pay/create?productType=9&productId=${liveId}"]`)).toContain('立即购买');
      expect(countOf(html, 'video')).toBe(0);
      expect(countOf(html, '[data-testid="live-composer"]')).toBe(0);
    };

    it('the room of a class the learner did not buy: the purchase page (price, 立即购买), no stream, no chat; bought → the room', async () => {
      const live = paid(LiveStatus.LIVE);
      const learner = newLearner();
      const locked = await app.inject({ url: `/live/${live.id}/play`, headers: { cookie: learner.cookie } });
      expect(locked.statusCode).toBe(200);
      expectPurchaseGate(locked.body, live.id, live.price);
      await buy(learner.token, live.id);
      const room = await app.inject({ url: `/live/${live.id}/play`, headers: { cookie: learner.cookie } });
      expect(videoSources(room.body)).toContainEqual(expect.stringMatching(/^\/api\/media\/lesson\//));
      expect(countOf(room.body, '[data-testid="live-composer"]')).toBe(1);
    });

    it('the replay of a class the learner did not buy: the purchase page, no recording; bought → the recording', async () => {
      const live = paid(LiveStatus.ENDED);
      const learner = newLearner();
      const locked = await app.inject({ url: `/live/${live.id}/replay`, headers: { cookie: learner.cookie } });
      expect(locked.statusCode).toBe(200);
      expectPurchaseGate(locked.body, live.id, live.price);
      expect(countOf(locked.body, '[data-testid="replay-video"]')).toBe(0);
      await buy(learner.token, live.id);
      const replay = await app.inject({ url: `/live/${live.id}/replay`, headers: { cookie: learner.cookie } });
      expect(countOf(replay.body, '[data-testid="replay-video"]')).toBe(1);
    });

    it('the detail: 立即购买 (and no way in) until bought, then 进入直播间 / 观看回放 instead', async () => {
      const learner = newLearner();
      for (const [status, enter, href] of [
        [LiveStatus.LIVE, '进入直播间', 'play'],
        [LiveStatus.ENDED, '观看回放', 'replay'],
      ] as const) {
        const live = paid(status);
        const before = await app.inject({ url: `/live/${live.id}`, headers: { cookie: learner.cookie } });
        expect(textOf(before.body)).toContain('立即购买');
        expect(hrefsOf(before.body)).not.toContain(`/live/${live.id}/${href}`);
        await buy(learner.token, live.id);
        const after = await app.inject({ url: `/live/${live.id}`, headers: { cookie: learner.cookie } });
        expect(textOf(after.body)).not.toContain('立即购买');
        expect(textsOf(after.body, `a[href="/live/${live.id}/${href}"]`)).toContain(enter);
      }
    });
  });
});
