// Each series of the Prometheus endpoint (docs/operations.md), moved by the request that should move it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LiveStatus } from '@shared/enums/live';
import { buildTestApp, type TestApp } from '../test-support/app';
import { sampleOf } from '../test-support/metrics';
import { faults, startFaultUpstream, type FaultUpstream } from '../test-support/fault-upstream';
import { SiteMetrics } from '../metrics/site-metrics';

/** inject resolves when the answer is sent; the onResponse hook that counts it runs just after. */
const counted = () => new Promise((resolve) => setTimeout(resolve, 20));

const SMS = { method: 'POST' as const, url: '/api/sys/user/sms/code', headers: { 'content-type': 'application/json' } };

describe('metrics with the bundled mock behind the site', () => {
  let app: TestApp;
  const metrics = new SiteMetrics();
  const read = async (name: string, labels: Record<string, string> = {}) => {
    await counted();
    return sampleOf(await metrics.exposition(), name, labels) ?? 0;
  };

  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_SMS_PER_MIN: '1', MOCK_LIVE_SIMULATION: '0' }, { metrics });
  });
  afterAll(() => app.close());

  it('times every request by route id and status: the page route id, never the URL', async () => {
    await app.inject('/course?keyword=%E7%94%B5%E5%B7%A5&page=2');
    await app.inject('/no-such-page/12345');
    await app.inject('/healthz');
    await counted();
    const text = await metrics.exposition();
    expect(
      sampleOf(text, 'skill_http_request_duration_seconds_count', { route: 'page:course-list', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, 'skill_http_request_duration_seconds_count', { route: 'page:not-found', status: '404' })).toBe(1);
    expect(sampleOf(text, 'skill_http_request_duration_seconds_count', { route: '/healthz', status: '200' })).toBe(1);
    expect(text).not.toContain('keyword');
    expect(text).not.toContain('12345');
  });

  it('times an /api call by its contract endpoint id', async () => {
    expect((await app.inject('/api/home/index')).statusCode).toBe(200);
    expect(await read('skill_http_request_duration_seconds_count', { route: 'api:home.index', status: '200' })).toBe(1);
    expect(await read('skill_upstream_request_duration_seconds_count', { endpoint: 'home.index', caller: 'browser' })).toBe(1);
    expect((await app.inject('/api/no/such/thing')).statusCode).toBe(404);
    expect(await read('skill_http_request_duration_seconds_count', { route: 'api:undeclared', status: '404' })).toBe(1);
  });

  it('times the SSR loaders’ calls per endpoint and the render per route', async () => {
    const before = await read('skill_upstream_request_duration_seconds_count', { caller: 'ssr' });
    const renders = await read('skill_ssr_render_seconds_count', { route: 'page:course-detail' });
    expect((await app.inject('/course/7')).statusCode).toBe(200);
    expect(await read('skill_upstream_request_duration_seconds_count', { caller: 'ssr' })).toBeGreaterThan(before);
    expect(await read('skill_ssr_render_seconds_count', { route: 'page:course-detail' })).toBe(renders + 1);
  });

  it('counts page-cache misses and hits per route; a hit is no render', async () => {
    const url = '/course?page=3';
    expect((await app.inject(url)).headers['x-cache']).toBe('MISS');
    const renders = await read('skill_ssr_render_seconds_count', { route: 'page:course-list' });
    expect((await app.inject(url)).headers['x-cache']).toBe('HIT');
    expect(await read('skill_page_cache_requests_total', { route: 'page:course-list', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(await read('skill_page_cache_requests_total', { route: 'page:course-list', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(await read('skill_ssr_render_seconds_count', { route: 'page:course-list' })).toBe(renders);
  });

  it('counts the 429 refusals of the rate limits by route, and not as API calls', async () => {
    await app.inject({ ...SMS, payload: { account: '13700000001', type: 1 } });
    const refused = await app.inject({ ...SMS, payload: { account: '13700000002', type: 1 } });
    expect(refused.statusCode).toBe(429);
    expect(await read('skill_rate_limit_refusals_total', { route: 'api:sms.code' })).toBe(1);
    expect(await read('skill_upstream_request_duration_seconds_count', { endpoint: 'sms.code' })).toBe(1);
  });

  it('exports heap and event-loop lag (prom-client defaults)', async () => {
    const text = await metrics.exposition();
    expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('open WebSockets', () => {
  let app: TestApp;
  const metrics = new SiteMetrics();
  const open = async () => sampleOf(await metrics.exposition(), 'skill_websockets_open');

  beforeAll(async () => {
    app = await buildTestApp({ MOCK_LIVE_SIMULATION: '0' }, { metrics });
  });
  afterAll(() => app.close());

  it('counts a live room’s socket while it is open', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    // A free class on air: a paid room is its buyers' only.
    const liveId = app.mockApi.store.catalogue.lives.find((live) => live.status === LiveStatus.LIVE && live.price === 0)!.id;
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/live/${liveId}/socket`, { headers: { origin } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    expect(await open()).toBe(1);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await closed;
    for (let waited = 0; (await open()) !== 0 && waited < 2000; waited += 20) await new Promise((wait) => setTimeout(wait, 20));
    expect(await open()).toBe(0);
  });
});

describe('metrics with a failing API', () => {
  let upstream: FaultUpstream;
  let app: TestApp;
  const metrics = new SiteMetrics();
  const read = async (name: string, labels: Record<string, string>) => {
    await counted();
    return sampleOf(await metrics.exposition(), name, labels) ?? 0;
  };

  beforeAll(async () => {
    upstream = await startFaultUpstream();
    app = await buildTestApp({ API_UPSTREAM: upstream.url, API_TIMEOUT_MS: '300' }, { metrics });
  });
  afterEach(() => upstream.clear());
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('times the proxied /api calls and counts the API’s failures by kind', async () => {
    expect((await app.inject('/api/home/index')).statusCode).toBe(200);
    upstream.set('GET /home/index', faults.status(500));
    expect((await app.inject('/api/home/index')).statusCode).toBe(500);
    upstream.set('GET /home/index', faults.reset());
    expect((await app.inject('/api/home/index')).statusCode).toBe(502);
    upstream.set('GET /home/index', faults.delay(2000));
    expect((await app.inject('/api/home/index')).statusCode).toBe(504);
    const labels = { endpoint: 'home.index', caller: 'browser' };
    expect(await read('skill_upstream_request_duration_seconds_count', labels)).toBe(4);
    expect(await read('skill_upstream_errors_total', { ...labels, kind: 'server_error' })).toBe(1);
    expect(await read('skill_upstream_errors_total', { ...labels, kind: 'unavailable' })).toBe(1);
    expect(await read('skill_upstream_errors_total', { ...labels, kind: 'timeout' })).toBe(1);
  });

  it('counts the SSR loaders’ failures per endpoint', async () => {
    upstream.set('GET /course/7', faults.reset());
    const page = await app.inject('/course/7');
    expect(page.statusCode).toBe(502);
    expect(await read('skill_upstream_errors_total', { endpoint: 'course.detail', caller: 'ssr', kind: 'unavailable' })).toBe(1);
  });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics on its own port, not on the site’s', async () => {
    const app = await buildTestApp({ METRICS_PORT: '0' });
    try {
      expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      await app.inject('/');
      await counted();
      const response = await fetch(app.metricsUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(sampleOf(await response.text(), 'skill_http_request_duration_seconds_count', { route: 'page:home' })).toBe(1);
      expect((await fetch(app.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
      expect((await app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is off by default: no endpoint, nothing kept', async () => {
    const app = await buildTestApp();
    try {
      expect(app.metricsUrl).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
