// Part `soak`: uncached SSR load (page cache off: every request renders) cycling through the
// measured pages for BENCH_SOAK_SECONDS, the server's RSS sampled every 10 s. Growth compares the
// end with the start after warm-up: a leak per request shows as growth that load alone does not explain.
import { formatGrowth, formatSeconds, summarizeRss, type RssSummary } from './figures';
import type { LoadResult } from './load';
import { target, type Target } from './report';
import type { RunContext } from './run-context';
import { readMemory, startServer } from './server';

const CONNECTIONS = 32;

export interface RssSample {
  /** Seconds since the soak (after warm-up) began. */
  atSeconds: number;
  rssMb: number;
}

export interface SoakPartResult {
  paths: string[];
  seconds: number;
  result: LoadResult;
  cpuMsPerRequest: number | null;
  samples: RssSample[];
  rss: RssSummary | null;
  peakRssMb: number | null;
  targets: Target[];
}

export function soakPartSeconds(context: RunContext): number {
  return context.options.warmupSeconds + context.options.soakSeconds + 5;
}

export async function runSoakPart(context: RunContext, paths: readonly string[]): Promise<SoakPartResult> {
  const { options, log } = context;
  const server = await context.start(startServer({ ...options, pageCache: false }));
  const { origin, pid } = server;
  log(
    `soak: ${options.warmupSeconds} s warm-up, then ${formatSeconds(options.soakSeconds)} of SSR at ${CONNECTIONS} connections over ${paths.join(' ')}, RSS every ${options.soakSampleSeconds} s`,
  );
  await context.measure([pid], origin + paths[0], CONNECTIONS, options.warmupSeconds, paths);

  const samples: RssSample[] = [];
  const started = Date.now();
  const sample = () => {
    const memory = readMemory(pid);
    const atSeconds = Math.round((Date.now() - started) / 1000);
    if (memory && samples[samples.length - 1]?.atSeconds !== atSeconds) samples.push({ atSeconds, rssMb: memory.rssMb });
  };
  sample();
  const timer = setInterval(() => {
    sample();
    const last = samples[samples.length - 1];
    if (last && last.atSeconds % 60 < options.soakSampleSeconds) log(`soak ${last.atSeconds} s: RSS ${last.rssMb.toFixed(1)} MB`);
  }, options.soakSampleSeconds * 1000);
  let measured;
  try {
    measured = await context.measure([pid], origin + paths[0], CONNECTIONS, options.soakSeconds, paths);
  } finally {
    clearInterval(timer);
  }
  sample();
  const peakRssMb = readMemory(pid)?.peakRssMb ?? null;
  await context.stop(server);

  const rss = summarizeRss(samples.map((entry) => entry.rssMb));
  return {
    paths: [...paths],
    seconds: options.soakSeconds,
    result: measured.result,
    cpuMsPerRequest: measured.cpuMsPerRequest[0] ?? null,
    samples,
    rss,
    peakRssMb,
    targets: [target(`RSS growth over the ${formatSeconds(options.soakSeconds)} soak`, rss?.growthPercent ?? null, 10, '%', true)],
  };
}

export function formatSoakPart(part: SoakPartResult): string {
  const { rss, result } = part;
  return [
    `Soak: uncached SSR (page cache off) at ${CONNECTIONS} connections for ${formatSeconds(part.seconds)}, cycling ${part.paths.join(' ')}; RSS every 10 s after warm-up (start and end: medians of the first and last three samples).`,
    '',
    rss
      ? `RSS: start ${rss.startMb.toFixed(1)} MB, peak ${rss.peakMb.toFixed(1)} MB (VmHWM ${part.peakRssMb?.toFixed(1) ?? 'n/a'} MB), end ${rss.endMb.toFixed(1)} MB, growth ${formatGrowth(rss.growthPercent)} over ${rss.samples} samples`
      : 'RSS: not readable (no /proc)',
    `Load: ${result.requests} requests, ${result.requestsPerSec.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, server CPU ${part.cpuMsPerRequest?.toFixed(2) ?? '–'} ms/req${result.failures ? `, ${result.failures} FAILED` : ''}`,
  ].join('\n');
}
