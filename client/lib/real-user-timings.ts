import type { Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { MAX_VITALS_PER_BATCH, RUM_CONFIG_PATH, RUM_VITALS_PATH, type WebVitalReport } from '@shared/lib/real-user-timings';

/** The little of React Router's router this reads: the matched routes, deepest last. */
export interface MatchedRoutes {
  state: { matches: readonly { route: { id: string; handle?: unknown } }[] };
}

/**
 * The id of the page shown (route-table.tsx): the deepest matched route that is a declared page or
 * section, as the server's pageRuleFor names it. Never the URL: a route id names no learner.
 */
export function shownRouteId(router: MatchedRoutes): string | undefined {
  const { matches } = router.state;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { route } = matches[index]!;
    if ((route.handle as { access?: unknown } | undefined)?.access) return route.id;
  }
  return undefined;
}

/** The four functions of web-vitals used here (a stand-in in unit tests). */
export interface VitalsApi {
  onCLS: typeof onCLS;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
  onTTFB: typeof onTTFB;
}

/** Whole milliseconds for times; CLS (unitless, usually < 1) keeps four decimals. */
const rounded = (metric: Pick<Metric, 'name' | 'value'>) =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

/**
 * Real-user timings (docs/operations.md): in a sampled share of visits (RUM_SAMPLE_RATE, read from
 * the site), the browser measures its Core Web Vitals with web-vitals and sends them, batched, with
 * navigator.sendBeacon when the page is hidden or left. Loaded after the page is idle
 * (entry-client.tsx), so neither this nor web-vitals is part of any page's first-visit JavaScript.
 * LCP and TTFB belong to the page the visit landed on; CLS and INP to the page shown when reported.
 */
export async function startRealUserTimings(
  router: MatchedRoutes,
  { random = Math.random, loadVitals = () => import('web-vitals') }: { random?: () => number; loadVitals?: () => Promise<VitalsApi> } = {},
): Promise<void> {
  if (typeof navigator.sendBeacon !== 'function') return;
  let sampleRate: unknown;
  try {
    const response = await fetch(RUM_CONFIG_PATH, { credentials: 'omit' });
    sampleRate = ((await response.json()) as { sampleRate?: unknown }).sampleRate;
  } catch {
    return;
  }
  if (typeof sampleRate !== 'number' || !(random() < sampleRate)) return;
  const { onCLS, onINP, onLCP, onTTFB } = await loadVitals();
  const landingRoute = shownRouteId(router);
  const queue: WebVitalReport[] = [];
  const record = (metric: Metric) => {
    const route = metric.name === 'LCP' || metric.name === 'TTFB' ? landingRoute : shownRouteId(router);
    if (route && queue.length < MAX_VITALS_PER_BATCH)
      queue.push({ name: metric.name as WebVitalReport['name'], route, value: rounded(metric) });
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onTTFB(record);
  // web-vitals reports on visibilitychange too; listening after it did, this sends what it just queued.
  const flush = () => {
    if (queue.length > 0) navigator.sendBeacon(RUM_VITALS_PATH, JSON.stringify({ metrics: queue.splice(0) }));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
