// Pure arithmetic and formatting of the report's ratios and the soak's memory figures.
import { median } from './report';

/** a ÷ b, or null when either side was not measured (or b is zero): never a made-up figure. */
export function ratio(numerator: number | null | undefined, denominator: number | null | undefined): number | null {
  if (numerator === null || numerator === undefined || denominator === null || denominator === undefined) return null;
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return null;
  return numerator / denominator;
}

/** `0.62` as "0.62 × (62 %)"; null as "–". */
export function formatRatio(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(2)} × (${Math.round(value * 100)} %)`;
}

export interface RssSummary {
  /** After warm-up: the median of the first `window` samples (one sample is at the mercy of a GC). */
  startMb: number;
  peakMb: number;
  /** The median of the last `window` samples. */
  endMb: number;
  /** (end − start) ÷ start, in percent; negative when the process shrank. */
  growthPercent: number;
  samples: number;
}

/** Start, peak, end and growth of RSS samples taken at a steady interval; null without samples. */
export function summarizeRss(samplesMb: readonly number[], window = 3): RssSummary | null {
  const usable = samplesMb.filter((mb) => Number.isFinite(mb) && mb > 0);
  if (usable.length === 0) return null;
  const size = Math.max(1, Math.min(window, Math.floor(usable.length / 2) || 1));
  const startMb = median(usable.slice(0, size));
  const endMb = median(usable.slice(-size));
  return { startMb, peakMb: Math.max(...usable), endMb, growthPercent: ((endMb - startMb) / startMb) * 100, samples: usable.length };
}

/** "+3.2 %" / "−1.0 %". */
export function formatGrowth(percent: number): string {
  const rounded = Math.abs(percent) < 0.05 ? 0 : percent;
  return `${rounded < 0 ? '−' : '+'}${Math.abs(rounded).toFixed(1)} %`;
}

/** "5 min" / "40 s" / "1.5 min". */
export function formatSeconds(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  const minutes = seconds / 60;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} min`;
}
