import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, countingRenderer, type TestApp } from '../test-support/app';

/**
 * Saturated, the site sheds load: the 503 is the whole answer — no page is rendered and no API
 * call made behind it (a handler that sends the 503 and lets the request go on does all the work
 * anyway, and its second answer collides with the first) — and /api gets the JSON envelope, not
 * the HTML error page.
 */

/** Busy loop in 60 ms slices for half a second, so under-pressure's next samples see the delay. */
async function saturate(): Promise<void> {
  const until = Date.now() + 500;
  await new Promise<void>((resolve) => {
    const block = () => {
      const end = Date.now() + 60;
      while (Date.now() < end);
      if (Date.now() < until) setImmediate(block);
      else resolve();
    };
    block();
  });
}

describe('under pressure', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('a page is a 503 document with Retry-After and is never rendered', async () => {
    const renderer = countingRenderer();
    app = await buildTestApp({}, { renderer, pressure: { maxEventLoopDelay: 15, sampleInterval: 20 } });
    await saturate();
    const page = await app.inject('/course');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src/);
    expect(page.body).toContain('服务繁忙');
    expect(renderer.renders()).toBe(0);
  });

  it('/api is a 503 envelope with Retry-After, and the API never sees the call', async () => {
    app = await buildTestApp({}, { pressure: { maxEventLoopDelay: 15, sampleInterval: 20 } });
    const store = app.mockApi.store;
    const failedBefore = store.failedLogins.size;
    await saturate();
    for (const response of [
      await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account: '13900139000', security: 'Wrong@1234', loginType: 1 },
      }),
      await app.inject('/api/home/index'),
      // A path /api refuses on sight (400) is shed the same way: one answer, the 503.
      await app.inject('/api/'),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 503, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    }
    expect(store.failedLogins.size).toBe(failedBefore);
  });
});
