// POST /rum/vitals as a hostile client would use it, and GET /rum/config (docs/operations.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, cspNonce } from '../test-support/app';
import { sampleOf } from '../test-support/metrics';
import { SiteMetrics } from '../metrics/site-metrics';
import { RUM_BODY_LIMIT } from './real-user-timings';

const beacon = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/rum/vitals',
  // What navigator.sendBeacon sends for a string.
  headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('real-user timings with metrics on', () => {
  let app: FastifyInstance;
  const metrics = new SiteMetrics();
  const read = async (name: string, labels: Record<string, string>) => sampleOf(await metrics.exposition(), name, labels) ?? 0;

  beforeAll(async () => {
    app = await buildTestApp({ RUM_SAMPLE_RATE: '0.25' }, { metrics });
  });
  afterAll(() => app.close());

  it('tells the browsers the sample rate, cacheable', async () => {
    const response = await app.inject('/rum/config');
    expect(response.json()).toEqual({ sampleRate: 0.25 });
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  it('keeps a batch as histograms by route id and metric: times in seconds, CLS as it is', async () => {
    const response = await app.inject(
      beacon({
        metrics: [
          { name: 'LCP', route: 'home', value: 1800 },
          { name: 'TTFB', route: 'home', value: 120 },
          { name: 'INP', route: 'course-list', value: 64 },
          { name: 'CLS', route: 'course-list', value: 0.02 },
        ],
      }),
    );
    expect(response.statusCode).toBe(204);
    expect(await read('skill_web_vitals_seconds_count', { route: 'home', metric: 'LCP' })).toBe(1);
    expect(await read('skill_web_vitals_seconds_sum', { route: 'home', metric: 'LCP' })).toBeCloseTo(1.8);
    expect(await read('skill_web_vitals_seconds_bucket', { route: 'home', metric: 'TTFB', le: '0.2' })).toBe(1);
    expect(await read('skill_web_vitals_seconds_count', { route: 'course-list', metric: 'INP' })).toBe(1);
    expect(await read('skill_web_vitals_cls_sum', { route: 'course-list' })).toBeCloseTo(0.02);
  });

  it('also reads a JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rum/vitals',
      headers: { 'content-type': 'application/json' },
      payload: { metrics: [{ name: 'LCP', route: 'course-detail', value: 900 }] },
    });
    expect(response.statusCode).toBe(204);
  });

  it.each([
    ['an unknown route id', { metrics: [{ name: 'LCP', route: 'admin', value: 100 }] }],
    ['a URL for a route', { metrics: [{ name: 'LCP', route: '/user/7?phone=13800138000', value: 100 }] }],
    ['an unknown metric', { metrics: [{ name: 'FID', route: 'home', value: 100 }] }],
    ['a negative value', { metrics: [{ name: 'LCP', route: 'home', value: -1 }] }],
    ['an impossible value', { metrics: [{ name: 'CLS', route: 'home', value: 50 }] }],
    ['an extra field (personal data riding along)', { metrics: [{ name: 'LCP', route: 'home', value: 100, url: '/user/7' }] }],
    ['a field beside the list', { metrics: [{ name: 'LCP', route: 'home', value: 100 }], userId: 7 }],
    ['an empty batch', { metrics: [] }],
    ['too many measurements', { metrics: Array.from({ length: 21 }, () => ({ name: 'LCP', route: 'home', value: 100 })) }],
    ['a number as a string', { metrics: [{ name: 'LCP', route: 'home', value: '100' }] }],
    ['not JSON', '{"metrics":[{'],
    ['markup', '<script>alert(1)</script>'],
  ])('refuses %s with 400 and keeps nothing', async (_what, body) => {
    const before = await metrics.exposition();
    const response = await app.inject(beacon(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
    const after = await metrics.exposition();
    expect(sampleOf(after, 'skill_web_vitals_seconds_count')).toBe(sampleOf(before, 'skill_web_vitals_seconds_count'));
    expect(after).not.toContain('admin');
    expect(after).not.toContain('13800138000');
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await app.inject(beacon(`{"metrics":[],"pad":"${'x'.repeat(RUM_BODY_LIMIT)}"}`));
    expect(response.statusCode).toBe(413);
  });

  it('refuses reports from another site’s pages', async () => {
    const body = { metrics: [{ name: 'LCP', route: 'home', value: 100 }] };
    expect((await app.inject(beacon(body, { 'sec-fetch-site': 'cross-site' }))).statusCode).toBe(403);
    expect((await app.inject(beacon(body, { origin: 'https://evil.example' }))).statusCode).toBe(403);
    expect((await app.inject(beacon(body, { origin: 'http://localhost:8080', host: 'localhost:8080' }))).statusCode).toBe(204);
  });

  it('the page CSP lets the beacon through (connect-src allows the site itself)', async () => {
    const page = await app.inject('/course');
    const csp = String(page.headers['content-security-policy']);
    // A signed-out /course is a shared page (decision 018): its scripts named by hash, no nonce.
    expect(cspNonce(csp)).toBeUndefined();
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(csp).toMatch(/connect-src 'self'/);
  });
});

describe('real-user timings: limits and off by default', () => {
  it('limits the batches per address and counts the refusals', async () => {
    const metrics = new SiteMetrics();
    const app = await buildTestApp({}, { metrics });
    try {
      const body = { metrics: [{ name: 'TTFB', route: 'home', value: 80 }] };
      const statuses: number[] = [];
      for (let index = 0; index < 31; index += 1) statuses.push((await app.inject(beacon(body))).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
      expect(statuses[30]).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sampleOf(await metrics.exposition(), 'skill_rate_limit_refusals_total', { route: '/rum/vitals' })).toBe(1);
      expect(sampleOf(await metrics.exposition(), 'skill_web_vitals_seconds_count', { route: 'home', metric: 'TTFB' })).toBe(30);
    } finally {
      await app.close();
    }
  });

  it('without METRICS_PORT the browsers are told not to report, and a report is dropped', async () => {
    const app = await buildTestApp({ RUM_SAMPLE_RATE: '1' });
    try {
      expect((await app.inject('/rum/config')).json()).toEqual({ sampleRate: 0 });
      expect((await app.inject(beacon({ metrics: [{ name: 'LCP', route: 'home', value: 100 }] }))).statusCode).toBe(204);
    } finally {
      await app.close();
    }
  });
});
