import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { buildTestApp, type TestApp } from './test-support/app';

/**
 * The order pages for a learner they are not for (moved from e2e/orders.spec.ts: status codes and
 * markup, nothing a browser adds). Signed in as the plain demo account (id 2), who has no orders:
 * order 1 is the demo learner's (mock-api/orders/order-seed.ts).
 */
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  cookie = `skill_token=${app.mockApi.store.issueToken(2)}`;
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url, headers: { cookie } });

describe('order pages that are not yours, or not orders', () => {
  it('someone else’s order is the 404 page', async () => {
    expect(app.mockApi.store.orders.get(1)?.accountId).toBe(1);
    const response = await get('/order/detail/1');
    expect(response.statusCode).toBe(404);
    expect(cheerio.load(response.body)('title').text()).toBe('页面不存在 - 技能学堂');
  });

  it('a checkout link without a product is the 404 page', async () => {
    expect((await get('/order/pay/create?productType=1')).statusCode).toBe(404);
  });

  it('a member benefit is sold in the app only: the checkout says so instead of failing', async () => {
    const response = await get('/order/pay/create?productType=5&productId=1');
    expect(response.statusCode).toBe(200);
    expect(cheerio.load(response.body)('[role="alert"]').text()).toContain('请在技能学堂App中购买');
  });
});
