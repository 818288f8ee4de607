import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_VITALS_PER_BATCH, RUM_CONFIG_PATH, RUM_VITALS_PATH, WEB_VITAL_NAMES, type WebVitalName } from '@shared/lib/real-user-timings';
import type { SiteMetrics } from '../metrics/site-metrics';

export interface RealUserTimingsOptions {
  /** Where the reports are kept; absent (no METRICS_PORT), the browsers are told not to report. */
  metrics: SiteMetrics | undefined;
  /** RUM_SAMPLE_RATE: the share of page visits that report. */
  sampleRate: number;
  /** The page route ids (route-table.tsx): a report for any other route is refused. */
  pageRouteIds: () => Promise<ReadonlySet<string>>;
  /** Batches one address may send per minute. */
  batchesPerMinute?: number;
}

/** A batch is a few dozen bytes per measurement: anything bigger is not one. */
export const RUM_BODY_LIMIT = 4 * 1024;
const BATCHES_PER_MINUTE = 30;

/** The most a browser can plausibly measure (ms; CLS unitless): a larger value is a broken or forged report. */
const UPPER_BOUND: Record<WebVitalName, number> = { LCP: 120_000, INP: 60_000, TTFB: 120_000, CLS: 10 };

const reportSchema = z
  .strictObject({
    name: z.enum(WEB_VITAL_NAMES),
    route: z.string().regex(/^[\w-]{1,64}$/),
    value: z.number().finite().min(0),
  })
  .refine((report) => report.value <= UPPER_BOUND[report.name], { error: 'value out of range' });

/** Exactly these fields and nothing else: no URL, no user, no free text can ride along. */
export const webVitalBatchSchema = z.strictObject({ metrics: z.array(reportSchema).min(1).max(MAX_VITALS_PER_BATCH) });

/** A fixed one-minute window per address, in this process: enough to keep one browser from flooding the histograms. */
function perAddressLimit(max: number, windowMs = 60_000) {
  let windowStart = Date.now();
  const counts = new Map<string, number>();
  return (address: string): boolean => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      counts.clear();
      windowStart = now;
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= max;
  };
}

/** A report from another site's page (its Fetch metadata or its Origin says so). */
function crossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * The browsers' Core Web Vitals (client/lib/real-user-timings.ts), kept as histograms by route id
 * and metric (server/metrics/site-metrics.ts). Sent with navigator.sendBeacon as text/plain JSON;
 * validated whole (known names, known route ids, bounded values, ≤ 4 KB), limited per address,
 * never stored as sent: only the route id, the metric's name and its value reach a series.
 */
export async function realUserTimings(app: FastifyInstance, options: RealUserTimingsOptions) {
  const { metrics } = options;
  const allowed = perAddressLimit(options.batchesPerMinute ?? BATCHES_PER_MINUTE);
  const sampleRate = metrics ? options.sampleRate : 0;

  // Read once per visit after the page is idle; any cache may keep it a while.
  app.get(RUM_CONFIG_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return { sampleRate };
  });

  app.post(RUM_VITALS_PATH, { bodyLimit: RUM_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (crossSite(request)) return reply.code(403).send({ code: 403, msg: '不接受其他网站的上报' });
    if (!allowed(request.ip)) return reply.code(429).header('retry-after', '60').send({ code: 429, msg: '上报过于频繁' });
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = undefined;
      }
    }
    const parsed = webVitalBatchSchema.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ code: 400, msg: '上报格式错误' });
    const routes = await options.pageRouteIds();
    if (parsed.data.metrics.some((report) => !routes.has(report.route))) return reply.code(400).send({ code: 400, msg: '未知的页面' });
    if (metrics) for (const { name, route, value } of parsed.data.metrics) metrics.webVital(route, name, value);
    return reply.code(204).send();
  });
}
