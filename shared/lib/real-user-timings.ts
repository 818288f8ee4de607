/**
 * Real-user timings (docs/operations.md): what a browser reports to the site and where. Shared by
 * the reporter (client/lib/real-user-timings.ts) and the endpoint that keeps them
 * (server/plugins/real-user-timings.ts). No zod here: the reporter's chunk stays small.
 */

/** The Core Web Vitals kept, as web-vitals names them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** Where the browser sends its batch (a site path, not the contract API's). */
export const RUM_VITALS_PATH = '/rum/vitals';
/** Where it reads which share of visits reports at all (RUM_SAMPLE_RATE). */
export const RUM_CONFIG_PATH = '/rum/config';

/** One measurement: the page's route id (route-table.tsx), never its URL. Times in milliseconds, CLS unitless. */
export interface WebVitalReport {
  name: WebVitalName;
  route: string;
  value: number;
}

export interface WebVitalBatch {
  metrics: WebVitalReport[];
}

/** At most this many measurements per batch (four per page view, a few views before the page is hidden). */
export const MAX_VITALS_PER_BATCH = 20;
