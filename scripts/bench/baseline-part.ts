// Part `baseline`: the standing SSR targets. Uncached SSR of `/course` and `/` (page cache off)
// against the bare baseline of ../shared/bench/baseline (Fastify + React renderToPipeableStream, 24
// course cards from a JSON API over HTTP, no router, no client JS), in the same run, at 32
// connections. Each server under load is pinned to the same core (taskset), the load generator and
// the baseline's data API share the other, as the baseline's README measured it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { median, target, textTable, type Target } from './report';
import type { RunContext } from './run-context';
import { startNodeScript, startServer } from './server';
import type { LoadResult } from './load';

/** The standing targets: the site's uncached SSR throughput as a share of the baseline's. */
export const BASELINE_TARGETS = { '/course': 0.8, '/': 0.6 } as const;
export const BASELINE_P99_LIMIT_MS = 120;
const CONNECTIONS = 32;
const SERVER_CORE = '1';
const UPSTREAM_CORE = '0';

type Subject = 'baseline' | '/course' | '/';
const SUBJECTS: readonly Subject[] = ['baseline', '/course', '/'];

export interface BaselinePartResult {
  /** Why the part did not run (no baseline folder, its install failed). */
  skipped?: string;
  samples: { subject: Subject; round: number; result: LoadResult }[];
  summary: {
    subject: Subject;
    requestsPerSec: number;
    p99Ms: number;
    ratio: number | null;
    pageBytes: number;
    /** The server process's own CPU per request (the site's, not its API's), median of the rounds. */
    cpuMsPerRequest: number | null;
    /** The baseline's CPU per request ÷ this one's: the share of the baseline's efficiency. */
    cpuRatio: number | null;
  }[];
  pinned: boolean;
  targets: Target[];
}

export function baselineDir(root: string): string {
  return resolve(process.env.BENCH_BASELINE_DIR ?? join(root, '..', 'shared', 'bench', 'baseline'));
}

export function baselinePartSeconds(context: RunContext): number {
  const { rounds, durationSeconds, warmupSeconds } = context.options;
  return warmupSeconds + rounds * SUBJECTS.length * durationSeconds + 10;
}

/** The baseline's own dependencies (fastify, react), installed in its folder once. */
function installBaseline(dir: string, log: (message: string) => void): string | null {
  if (!existsSync(join(dir, 'server.mjs'))) return `no bare baseline at ${dir} (BENCH_BASELINE_DIR)`;
  if (existsSync(join(dir, 'node_modules', 'react-dom'))) return null;
  log(`baseline: installing its dependencies in ${dir}`);
  try {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
    return null;
  } catch {
    return `npm ci failed in ${dir}`;
  }
}

/** Pins a process to a core (the server core unless said); false when taskset is missing or refuses. */
function pin(pid: number, core = SERVER_CORE): boolean {
  try {
    execFileSync('taskset', ['-cp', core, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function pageBytes(url: string): Promise<number> {
  const response = await fetch(url);
  return (await response.arrayBuffer()).byteLength;
}

export async function runBaselinePart(context: RunContext): Promise<BaselinePartResult> {
  const { options, log } = context;
  const dir = baselineDir(options.root);
  const skipped = installBaseline(dir, log);
  if (skipped) {
    log(`baseline: skipped, ${skipped}`);
    return { skipped, samples: [], summary: [], pinned: false, targets: [] };
  }
  const apiPort = options.port + 10;
  const basePort = options.port + 11;
  const api = await context.start(
    startNodeScript({
      root: dir,
      host: options.host,
      port: apiPort,
      script: join(dir, 'api.mjs'),
      env: { ...process.env, PORT: String(apiPort) },
      label: 'baseline-api',
    }),
  );
  const base = await context.start(
    startNodeScript({
      root: dir,
      host: options.host,
      port: basePort,
      script: join(dir, 'server.mjs'),
      env: { ...process.env, NODE_ENV: 'production', API_PORT: String(apiPort), PORT: String(basePort) },
      label: 'baseline',
    }),
  );
  const site = await context.start(startServer({ ...options, pageCache: false }));
  // Both pages' APIs (the baseline's data API, the site's bundled mock) on the other core, beside the load generator.
  const pinned =
    pin(base.pid) &&
    pin(site.pid) &&
    pin(api.pid, UPSTREAM_CORE) &&
    (site.upstreamPid === undefined || pin(site.upstreamPid, UPSTREAM_CORE));
  const urlOf = (subject: Subject) => (subject === 'baseline' ? `${base.origin}/` : site.origin + subject);
  const pidOf = (subject: Subject) => (subject === 'baseline' ? base.pid : site.pid);

  // Sizes before any load: under load the site may answer a small 503 page instead.
  const bytes = await Promise.all(SUBJECTS.map((subject) => pageBytes(urlOf(subject))));
  const warmupEach = Math.max(1, Math.round(options.warmupSeconds / SUBJECTS.length));
  log(
    `baseline: warm-up ${warmupEach} s each; ${options.rounds} round(s) × ${SUBJECTS.length} × ${options.durationSeconds} s at ${CONNECTIONS} connections; servers ${pinned ? `pinned to core ${SERVER_CORE}` : 'NOT pinned (taskset failed)'}`,
  );
  for (const subject of SUBJECTS) await context.measure([pidOf(subject)], urlOf(subject), CONNECTIONS, warmupEach);

  const samples: BaselinePartResult['samples'] = [];
  const cpu: { subject: Subject; msPerRequest: number }[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    // Interleaved, the order turning each round: drift in machine load hits all three alike.
    const order = SUBJECTS.map((_, index) => SUBJECTS[(index + round - 1) % SUBJECTS.length]!);
    for (const subject of order) {
      const { result, cpuMsPerRequest } = await context.measure([pidOf(subject)], urlOf(subject), CONNECTIONS, options.durationSeconds);
      samples.push({ subject, round, result });
      if (cpuMsPerRequest[0] !== null && cpuMsPerRequest[0] !== undefined) cpu.push({ subject, msPerRequest: cpuMsPerRequest[0] });
      log(
        `baseline round ${round}/${options.rounds} ${subject.padEnd(8)} ${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p99 ${result.p99Ms.toFixed(1)} ms${result.failures ? `  ${result.failures} FAILED` : ''}`,
      );
    }
  }
  await context.stop(site, base, api);

  const of = (subject: Subject) => samples.filter((sample) => sample.subject === subject).map((sample) => sample.result);
  const baseRate = median(of('baseline').map((result) => result.requestsPerSec));
  const cpuOf = (subject: Subject) => {
    const values = cpu.filter((sample) => sample.subject === subject).map((sample) => sample.msPerRequest);
    return values.length ? median(values) : null;
  };
  const baseCpu = cpuOf('baseline');
  const summary = SUBJECTS.map((subject, index) => {
    const requestsPerSec = median(of(subject).map((result) => result.requestsPerSec));
    return {
      subject,
      requestsPerSec,
      p99Ms: median(of(subject).map((result) => result.p99Ms)),
      ratio: subject === 'baseline' || !baseRate ? null : requestsPerSec / baseRate,
      pageBytes: bytes[index]!,
      cpuMsPerRequest: cpuOf(subject),
      cpuRatio: subject === 'baseline' || baseCpu === null || !cpuOf(subject) ? null : baseCpu / cpuOf(subject)!,
    };
  });
  const targets = summary.flatMap((row) =>
    row.subject === 'baseline'
      ? []
      : [
          target(`uncached SSR ${row.subject} ÷ bare baseline @${CONNECTIONS}`, row.ratio, BASELINE_TARGETS[row.subject], '×', false),
          target(`uncached SSR ${row.subject} p99 @${CONNECTIONS}`, row.p99Ms, BASELINE_P99_LIMIT_MS, 'ms', true),
        ],
  );
  return { samples, summary, pinned, targets };
}

export function formatBaselinePart(part: BaselinePartResult, rounds: number): string {
  if (part.skipped) return `Bare baseline: not run (${part.skipped}).`;
  const body = part.summary.map((row) => [
    row.subject === 'baseline' ? 'bare baseline /' : `site ${row.subject} (uncached)`,
    `${(row.pageBytes / 1024).toFixed(1)} KB`,
    row.requestsPerSec.toFixed(0),
    row.p99Ms.toFixed(1),
    row.ratio === null ? '–' : `${row.ratio.toFixed(2)}×`,
    row.cpuMsPerRequest === null ? '–' : row.cpuMsPerRequest.toFixed(2),
    row.cpuRatio === null ? '–' : `${row.cpuRatio.toFixed(2)}×`,
  ]);
  return [
    `Uncached SSR against the bare baseline (../shared/bench/baseline), ${CONNECTIONS} connections, median of ${rounds} interleaved round(s); servers ${part.pinned ? `pinned to core ${SERVER_CORE}` : 'not pinned'}.`,
    `Every page's loaders call their API over HTTP (the site's bundled mock, the baseline's data API), both APIs on the other core; CPU is the server process's own.`,
    textTable(['page', 'bytes', 'req/s', 'p99 ms', '÷ baseline', 'CPU ms/req', 'baseline CPU ÷ site CPU'], body),
  ].join('\n');
}
