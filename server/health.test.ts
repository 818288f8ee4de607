import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';
import { startEchoUpstream } from './test-support/echo-upstream';
import { startServerProcess } from './test-support/server-process';
import { cachedProbe } from './plugins/health';

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('health checks', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const build = async (...args: Parameters<typeof buildTestApp>) => {
    const app = await buildTestApp(...args);
    apps.push(app);
    return app;
  };

  it('on the bundled mock: /healthz and /readyz answer 200 and are never cached', async () => {
    const app = await build();
    const live = await app.inject('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('with an upstream: ready while it accepts connections, 503 with Retry-After when it is unreachable', async () => {
    const upstream = await startEchoUpstream();
    try {
      const reachable = await build({ API_UPSTREAM: upstream.url });
      expect((await reachable.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await upstream.close();
    }
    const unreachable = await build({ API_UPSTREAM: `http://127.0.0.1:${await closedPort()}` });
    const response = await unreachable.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ status: 'unavailable' });
    // The process itself is fine.
    expect((await unreachable.inject('/healthz')).statusCode).toBe(200);
  });

  it('under saturation pages and /readyz answer 503 with Retry-After while /healthz still answers', { timeout: 30_000 }, async () => {
    const app = await build({}, { pressure: { maxEventLoopDelay: 15, sampleInterval: 20 } });
    // Keep the event loop busy: 60 ms blocks back to back for half a second, then one sample more.
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
    const page = await app.inject('/course');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain('服务繁忙');
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    // Once the loop is idle again, pages come back (on a busy machine the lag takes a while to settle under 15 ms).
    let status = 503;
    for (let attempt = 0; attempt < 100 && status === 503; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await app.inject('/course')).statusCode;
    }
    expect(status).toBe(200);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('health requests are not logged at info level; page requests are', async () => {
    const server = await startServerProcess();
    try {
      for (const path of ['/healthz', '/readyz', '/healthz', '/rule']) await fetch(server.url + path).then((response) => response.text());
      await server.waitForLine((line) => line.includes('"path":"/rule"'));
      expect(server.stdout()).not.toContain('/healthz');
      expect(server.stdout()).not.toContain('/readyz');
    } finally {
      await server.stop();
    }
  });
});

describe('cachedProbe', () => {
  it('runs one probe at a time and reuses its answer for the TTL', async () => {
    let now = 0;
    let calls = 0;
    let answer = true;
    const probe = cachedProbe(
      async () => ((calls += 1), answer),
      2_000,
      () => now,
    );
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(calls).toBe(1);
    answer = false;
    now = 1_999;
    expect(await probe()).toBe(true);
    now = 2_000;
    expect(await probe()).toBe(false);
    expect(calls).toBe(2);
  });
});
