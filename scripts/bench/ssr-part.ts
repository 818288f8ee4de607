// Part `ssr`: uncached SSR of each page (the page cache off: every request renders) against the
// same HTML served statically by the same server, at 10 and 32 connections, then the server's RSS.
import type { BenchPage } from './pages';
import { checkStaticCopies } from './pages';
import { evaluateTargets, formatRows, summarizeRows, type Mode, type Row, type Sample, type Target } from './report';
import type { RunContext } from './run-context';
import { readMemory, startServer, type ServerMemory } from './server';

export interface SsrPartResult {
  rows: Row[];
  samples: Sample[];
  memory: { atStart: ServerMemory | null; afterWarmup: ServerMemory | null; afterRun: ServerMemory | null };
  targets: Target[];
  droppedLogLines: number;
}

const warmupEachOf = (context: RunContext, pageCount: number) => Math.max(1, Math.round(context.options.warmupSeconds / pageCount));

export function ssrPartSeconds(context: RunContext, pageCount: number): number {
  const { rounds, connections, durationSeconds } = context.options;
  return warmupEachOf(context, pageCount) * pageCount + pageCount + rounds * pageCount * connections.length * 2 * durationSeconds;
}

export async function runSsrPart(context: RunContext, pages: readonly BenchPage[]): Promise<SsrPartResult> {
  const { options, log } = context;
  const server = await context.start(startServer({ ...options, pageCache: false }));
  const { origin, pid } = server;
  await checkStaticCopies(origin, pages);
  const atStart = readMemory(pid);

  const { rounds, connections, durationSeconds } = options;
  const warmupEach = warmupEachOf(context, pages.length);
  log(
    `ssr: ${rounds} round(s) × ${pages.length} page(s) × ${connections.join('/')} connections × SSR+static, ${durationSeconds} s each; page cache off`,
  );
  // Warm-up: JIT and caches of the render path (most of it), then a second per static copy.
  log(`ssr warm-up: ${warmupEach} s of SSR per page at 32 connections, 1 s per static copy`);
  for (const page of pages) await context.measure([pid], origin + page.path, 32, warmupEach);
  for (const page of pages) await context.measure([pid], origin + page.staticPath, 32, 1);
  const afterWarmup = readMemory(pid);

  // Interleaved: both modes of a page back to back, the first one alternating by round, so drift
  // in machine load (±20–30 % here) hits SSR and static alike.
  const samples: Sample[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      for (const c of connections) {
        const modes: Mode[] = round % 2 ? ['ssr', 'static'] : ['static', 'ssr'];
        for (const mode of modes) {
          const { result, cpuMsPerRequest } = await context.measure(
            [pid],
            origin + (mode === 'ssr' ? page.path : page.staticPath),
            c,
            durationSeconds,
          );
          const serverCpuMsPerRequest = cpuMsPerRequest[0] ?? null;
          samples.push({ page: page.path, mode, connections: c, round, result, serverCpuMsPerRequest });
          const failures = result.failures ? `  ${result.failures} FAILED (not counted in req/s)` : '';
          log(
            `round ${round}/${rounds} ${page.path} ${mode.padEnd(6)} c=${String(c).padEnd(2)} ${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms  server CPU ${serverCpuMsPerRequest?.toFixed(2) ?? '–'} ms/req${failures}`,
          );
        }
      }
    }
  }

  const afterRun = readMemory(pid);
  const droppedLogLines = server.droppedLogLines();
  await context.stop(server);
  const rows = summarizeRows(
    samples,
    pages.map((page) => page.path),
    connections,
  );
  return { rows, samples, memory: { atStart, afterWarmup, afterRun }, targets: evaluateTargets(rows, afterRun), droppedLogLines };
}

export function formatSsrPart(
  part: SsrPartResult,
  options: { rounds: number; durationSeconds: number; warmupSeconds: number; benchDir: string },
): string {
  const mb = (memory: ServerMemory | null) => (memory ? `${memory.rssMb.toFixed(1)} MB` : 'n/a');
  const { atStart, afterWarmup, afterRun } = part.memory;
  return [
    `Uncached SSR (page cache off) against static. Each cell: median of ${options.rounds} round(s) of ${options.durationSeconds} s after ${options.warmupSeconds} s warm-up. Static = the same SSR HTML as a file in ${options.benchDir}/ via @fastify/static.`,
    'CPU ms/req = server CPU time (all threads) ÷ requests answered: its cost, whatever CPU others on the machine take.',
    '',
    formatRows(part.rows, options.rounds),
    '',
    `Server RSS: ${mb(atStart)} at start, ${mb(afterWarmup)} after warm-up, ${mb(afterRun)} after the run; peak (VmHWM) ${afterRun ? `${afterRun.peakRssMb.toFixed(1)} MB` : 'n/a'}`,
    ...(part.rows.some((row) => row.ssr.failures || row.static.failures)
      ? [
          'WARNING: some requests failed (non-2xx/3xx, e.g. under-pressure 503s, socket errors or timeouts): see the FAILED lines above. req/s counts successful answers only.',
        ]
      : []),
    ...(part.droppedLogLines ? [`The server logged ${part.droppedLogLines} more warning/error lines than shown.`] : []),
  ].join('\n');
}
