// Part `cache`: a signed-out visitor's page from the anonymous page cache (route rules) against the
// same HTML served statically by the same server, at 32 connections. A page is measured only once
// its answer says it came from the cache (`x-cache: HIT` or `STALE`); otherwise the report says why.
import { formatRatio, ratio } from './figures';
import type { BenchPage } from './pages';
import { checkStaticCopies } from './pages';
import { fixed, summarize, target, textTable, type ModeSummary, type Sample, type Target } from './report';
import type { RunContext } from './run-context';
import { startServer } from './server';

const CONNECTIONS = 32;
/** What the cache answers with; anything else (or nothing) is not a cached page. */
const FROM_CACHE = new Set(['HIT', 'STALE']);

export interface CacheRow {
  page: string;
  /** The x-cache header of the second request (the first one fills the cache), or null if none. */
  primed: string | null;
  cached: ModeSummary | null;
  static: ModeSummary | null;
  /** Cached req/s ÷ static req/s (medians); null when the page was not served from the cache. */
  ratio: number | null;
  /** After each cached run, one more request: how many of those came from the cache. */
  checks: { fromCache: number; total: number };
}

export interface CachePartResult {
  rows: CacheRow[];
  samples: Sample[];
  targets: Target[];
}

export function cachePartSeconds(context: RunContext, pageCount: number): number {
  const { rounds, durationSeconds, warmupSeconds } = context.options;
  return warmupSeconds + pageCount * (1 + rounds * 2 * durationSeconds);
}

async function cacheHeader(url: string): Promise<string | null> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get('x-cache');
}

/** The missing-figure note for a page that was not measured. */
export function notCachedReason(primed: string | null): string {
  return primed === null
    ? 'no cache header seen (route not cached, or no page cache in this build)'
    : `not served from the cache (x-cache: ${primed})`;
}

export async function runCachePart(context: RunContext, pages: readonly BenchPage[]): Promise<CachePartResult> {
  const { options, log } = context;
  const server = await context.start(startServer({ ...options, pageCache: true }));
  const { origin, pid } = server;
  await checkStaticCopies(origin, pages);

  const rows: CacheRow[] = [];
  const measurable: BenchPage[] = [];
  for (const page of pages) {
    await cacheHeader(origin + page.path);
    const primed = await cacheHeader(origin + page.path);
    rows.push({ page: page.path, primed, cached: null, static: null, ratio: null, checks: { fromCache: 0, total: 0 } });
    if (primed !== null && FROM_CACHE.has(primed.toUpperCase())) measurable.push(page);
    else log(`cache: ${page.path}: ${notCachedReason(primed)}`);
  }

  const samples: Sample[] = [];
  if (measurable.length) {
    const { rounds, durationSeconds } = options;
    const warmupEach = Math.max(1, Math.round(options.warmupSeconds / measurable.length));
    log(
      `cache: ${rounds} round(s) × ${measurable.length} page(s) × cached+static at ${CONNECTIONS} connections, ${durationSeconds} s each, after ${warmupEach} s warm-up per page`,
    );
    for (const page of measurable) {
      await context.measure([pid], origin + page.path, CONNECTIONS, warmupEach);
      await context.measure([pid], origin + page.staticPath, CONNECTIONS, 1);
    }
    for (let round = 1; round <= rounds; round++) {
      for (const page of measurable) {
        const row = rows.find((candidate) => candidate.page === page.path)!;
        for (const mode of round % 2 ? (['cached', 'static'] as const) : (['static', 'cached'] as const)) {
          const { result, cpuMsPerRequest } = await context.measure(
            [pid],
            origin + (mode === 'cached' ? page.path : page.staticPath),
            CONNECTIONS,
            durationSeconds,
          );
          const serverCpuMsPerRequest = cpuMsPerRequest[0] ?? null;
          samples.push({ page: page.path, mode, connections: CONNECTIONS, round, result, serverCpuMsPerRequest });
          let check = '';
          if (mode === 'cached') {
            const header = await cacheHeader(origin + page.path);
            row.checks.total += 1;
            if (header !== null && FROM_CACHE.has(header.toUpperCase())) row.checks.fromCache += 1;
            check = `  then x-cache: ${header ?? 'none'}`;
          }
          const failures = result.failures ? `  ${result.failures} FAILED` : '';
          log(
            `cache round ${round}/${rounds} ${page.path} ${mode.padEnd(6)} ${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p99 ${result.p99Ms.toFixed(2)} ms  server CPU ${serverCpuMsPerRequest?.toFixed(3) ?? '–'} ms/req${failures}${check}`,
          );
        }
      }
    }
    for (const row of rows) {
      const of = (mode: 'cached' | 'static') => samples.filter((sample) => sample.page === row.page && sample.mode === mode);
      if (!of('cached').length) continue;
      row.cached = summarize(of('cached'));
      row.static = summarize(of('static'));
      row.ratio = ratio(row.cached.requestsPerSec, row.static.requestsPerSec);
    }
  }
  await context.stop(server);
  return { rows, samples, targets: cacheTargets(rows) };
}

/** One target per page: the cached page reaches half the static file's req/s. */
export function cacheTargets(rows: readonly CacheRow[]): Target[] {
  return rows.map((row) =>
    target(
      `cached ${row.page} ÷ static, req/s at ${CONNECTIONS} connections`,
      row.ratio,
      0.5,
      '×',
      false,
      row.ratio === null ? notCachedReason(row.primed) : undefined,
    ),
  );
}

export function formatCachePart(part: CachePartResult, rounds: number): string {
  const header = [
    'page',
    'x-cache',
    'cached req/s',
    `(min–max of ${rounds})`,
    'p99 ms',
    'CPU ms/req',
    'static req/s',
    'p99 ms',
    'CPU ms/req',
    'cached ÷ static',
    'checks from cache',
  ];
  const body = part.rows.map((row) => {
    const c = row.cached;
    const s = row.static;
    return [
      row.page,
      row.primed ?? 'none',
      c ? fixed(c.requestsPerSec, 0) : '–',
      c ? `${fixed(c.minRequestsPerSec, 0)}–${fixed(c.maxRequestsPerSec, 0)}` : '–',
      c ? fixed(c.p99Ms, 2) : '–',
      c ? fixed(c.serverCpuMsPerRequest, 3) : '–',
      s ? fixed(s.requestsPerSec, 0) : '–',
      s ? fixed(s.p99Ms, 2) : '–',
      s ? fixed(s.serverCpuMsPerRequest, 3) : '–',
      row.ratio === null ? notCachedReason(row.primed) : formatRatio(row.ratio),
      row.checks.total ? `${row.checks.fromCache}/${row.checks.total}` : '–',
    ];
  });
  return [
    `Anonymous page cache against static, ${CONNECTIONS} connections: the same server with its page cache on (PAGE_CACHE_MAX_MB as configured, 32 MB by default); a signed-out GET of each page after one request filled the cache.`,
    '',
    textTable(header, body, 2),
  ].join('\n');
}
