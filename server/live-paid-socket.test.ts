import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeOutcome } from '@skill/mock-api/testing';
import { CODE_LIVE_NOT_PURCHASED } from '@shared/api/live';
import { LiveStatus } from '@shared/enums/live';
import { PayMethod, ProductType } from '@shared/enums/order';
import { liveSocketPath } from '@shared/schemas/live-frames';
import { buildTestApp, type TestApp } from './test-support/app';

/**
 * The live room socket through the site's proxy: the API's refusal of a paid class's room to a
 * learner who did not buy it (mock-api/live/live.test.ts) reaches the browser as the handshake's answer.
 */
describe('the live room socket through the site: a paid room is for its buyers', () => {
  let app: TestApp;
  let origin = '';
  beforeAll(async () => {
    app = await buildTestApp({ MOCK_LIVE_SIMULATION: '0' });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const store = () => app.mockApi.store;
  let phones = 0;
  const newLearnerCookie = () => {
    const account = store().addAccount({
      phone: `1360000${String(++phones).padStart(4, '0')}`,
      passwordHash: 'x:y',
      nickname: `付费直播${phones}`,
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 1000,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
    return `skill_token=${store().issueToken(account.id)}`;
  };

  const upgrade = (liveId: number, cookie?: string) =>
    upgradeOutcome(`${origin.replace(/^http/, 'ws')}/api${liveSocketPath(liveId)}`, { origin, ...(cookie ? { cookie } : {}) });

  const api = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    (
      await fetch(`${origin}/api${url}`, {
        method,
        headers: { cookie, origin, ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
      })
    ).json() as Promise<{ code: number; msg: string; data: { id: number } }>;

  it("a non-buyer's upgrade is refused with 403 and 4702, a visitor's with 401; after paying it opens", async () => {
    const live = store().catalogue.lives.find((item) => item.status === LiveStatus.LIVE && item.price > 0)!;
    const cookie = newLearnerCookie();
    const refused = await upgrade(live.id, cookie);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ code: CODE_LIVE_NOT_PURCHASED, msg: '本直播为付费直播，购买后即可观看' });
    expect((await upgrade(live.id)).status).toBe(401);

    const order = await api('POST', '/order', cookie, {
      productType: ProductType.LIVE,
      productId: live.id,
      idempotencyKey: 'site-live-socket-order',
    });
    expect(order.code, order.msg).toBe(0);
    const paid = await api('POST', `/order/${order.data.id}/pay`, cookie, {
      payMethod: PayMethod.SKILL_COIN,
      idempotencyKey: 'site-live-socket-pay',
    });
    expect(paid.code, paid.msg).toBe(0);
    expect((await upgrade(live.id, cookie)).status).toBe(101);
  });

  it('a free room still opens to visitors and learners', async () => {
    const live = store().catalogue.lives.find((item) => item.status === LiveStatus.LIVE && item.price === 0)!;
    expect((await upgrade(live.id)).status).toBe(101);
    expect((await upgrade(live.id, newLearnerCookie())).status).toBe(101);
  });
});
