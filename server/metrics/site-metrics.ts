import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WebVitalName } from '@shared/lib/real-user-timings';

/** Who made the API call: a page's loaders on the server, or the browser through /api. */
export type UpstreamCaller = 'ssr' | 'browser';
/** Why a call failed: too slow (504), unreachable or unreadable (502), or the API's own 5xx. */
export type UpstreamFailure = 'timeout' | 'unavailable' | 'server_error';
export type PageCacheResult = 'hit' | 'stale' | 'miss';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Core Web Vitals' own thresholds (good / needs improvement) fall on bucket bounds: 0.2 s INP, 0.8 s TTFB, 2.5 s and 4 s LCP. */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10, 20];
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

/**
 * Every series the site exports, in a registry of its own (two apps in one test process must not
 * share one). Every label is bounded: route ids, contract endpoint ids, status codes, fixed
 * words; never a URL, a user or an address.
 */
export class SiteMetrics {
  readonly registry = new Registry();

  private readonly requests = new Histogram({
    name: 'skill_http_request_duration_seconds',
    help: 'Time to answer a request, by route id (page:<route id>, api:<endpoint id>, or the server route pattern) and status code.',
    labelNames: ['route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  private readonly renders = new Histogram({
    name: 'skill_ssr_render_seconds',
    help: 'Server-side renders of a page, from the request to the last byte of the streamed page (loaders included), by route id.',
    labelNames: ['route'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  private readonly upstream = new Histogram({
    name: 'skill_upstream_request_duration_seconds',
    help: 'API calls by contract endpoint id and caller (ssr loaders or the browser through /api).',
    labelNames: ['endpoint', 'caller'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  private readonly upstreamErrors = new Counter({
    name: 'skill_upstream_errors_total',
    help: 'API calls that failed for the API itself: timeout (504), unavailable (502: unreachable, reset, unreadable) or server_error (its own 5xx).',
    labelNames: ['endpoint', 'caller', 'kind'] as const,
    registers: [this.registry],
  });

  private readonly pageCache = new Counter({
    name: 'skill_page_cache_requests_total',
    help: 'Signed-out requests of cached routes, by route id and result: hit, stale (served while one render refreshes it) or miss (rendered).',
    labelNames: ['route', 'result'] as const,
    registers: [this.registry],
  });

  private readonly sockets = new Gauge({
    name: 'skill_websockets_open',
    help: 'WebSocket connections open now (live rooms), handshakes in progress included.',
    registers: [this.registry],
  });

  private readonly refusals = new Counter({
    name: 'skill_rate_limit_refusals_total',
    help: 'Requests the site refused with 429 before they reached the API (its per-client limits), by route id.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  private readonly vitals = new Histogram({
    name: 'skill_web_vitals_seconds',
    help: "Real users' Core Web Vitals in seconds (LCP, INP, TTFB), by route id, as their browsers reported them (sampled).",
    labelNames: ['route', 'metric'] as const,
    buckets: VITAL_SECONDS_BUCKETS,
    registers: [this.registry],
  });

  private readonly layoutShift = new Histogram({
    name: 'skill_web_vitals_cls',
    help: "Real users' cumulative layout shift (CLS, unitless), by route id, as their browsers reported it (sampled).",
    labelNames: ['route'] as const,
    buckets: CLS_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    // Heap, GC, event-loop lag (nodejs_eventloop_lag_seconds and its percentiles), handles, CPU.
    collectDefaultMetrics({ register: this.registry });
  }

  request(route: string, status: number, seconds: number): void {
    this.requests.observe({ route, status: String(status) }, seconds);
  }

  render(route: string, seconds: number): void {
    this.renders.observe({ route }, seconds);
  }

  upstreamCall(endpoint: string, caller: UpstreamCaller, seconds: number, failure?: UpstreamFailure): void {
    this.upstream.observe({ endpoint, caller }, seconds);
    if (failure) this.upstreamErrors.inc({ endpoint, caller, kind: failure });
  }

  pageCacheLookup(route: string, result: PageCacheResult): void {
    this.pageCache.inc({ route, result });
  }

  socketOpened(): void {
    this.sockets.inc();
  }

  socketClosed(): void {
    this.sockets.dec();
  }

  rateLimitRefusal(route: string): void {
    this.refusals.inc({ route });
  }

  webVital(route: string, name: WebVitalName, value: number): void {
    if (name === 'CLS') this.layoutShift.observe({ route }, value);
    else this.vitals.observe({ route, metric: name }, value / 1000);
  }

  /** The text a Prometheus scrape reads. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }
}

/** A failing HTTP status of the API, as a failure kind (undefined: not the API's failure). */
export function upstreamFailureOf(status: number): UpstreamFailure | undefined {
  if (status === 504) return 'timeout';
  if (status === 502) return 'unavailable';
  return status >= 500 && status <= 599 ? 'server_error' : undefined;
}
