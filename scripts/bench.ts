// `npm run bench`: load benchmark of the production build, in parts (scripts/bench/options.ts):
// uncached SSR against the same HTML served statically (issue 2), the anonymous page cache against
// static, /api through the proxy against the standalone mock API, RSS over a soak (issue 9), and a
// live room's WebSocket fan-out (issue 10), the bare React baseline, and anonymous /course from
// nginx's page cache against nginx serving it as a file (issue 27).
// A report, not a test: it exits 0 whether or not the targets are met (1 only when it cannot run).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild as buildIfStale } from './ensure-build.mjs';
import { formatApiPart, runApiPart, apiPartSeconds, type ApiPartResult } from './bench/api-part';
import { cachePartSeconds, formatCachePart, runCachePart, type CachePartResult } from './bench/cache-part';
import { formatSeconds } from './bench/figures';
import { detectTool } from './bench/load';
import { BENCH_PARTS, readOptions, type BenchOptions } from './bench/options';
import { capturePages, type BenchPage } from './bench/pages';
import { formatTargets, machineInfo } from './bench/report';
import { RunContext } from './bench/run-context';
import { startServer } from './bench/server';
import { formatLivePart, livePartSeconds, runLivePart, type LivePartResult } from './bench/live-part';
import { formatSoakPart, runSoakPart, soakPartSeconds, type SoakPartResult } from './bench/soak-part';
import { formatSsrPart, runSsrPart, ssrPartSeconds, type SsrPartResult } from './bench/ssr-part';
import { baselinePartSeconds, formatBaselinePart, runBaselinePart, type BaselinePartResult } from './bench/baseline-part';
import { edgePartSeconds, formatEdgePart, runEdgePart, type EdgePartResult } from './bench/edge-part';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (message: string) => console.log(`[bench] ${message}`);

let options: BenchOptions;
try {
  options = readOptions(root, process.argv.slice(2), process.env);
} catch (error) {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(1);
}
const benchDir = join(options.distDir, 'client', '__bench');
const { tool, version: toolVersion } = detectTool();
const context = new RunContext(options, tool, log);

async function cleanup() {
  await context.stopAll();
  rmSync(benchDir, { recursive: true, force: true });
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the servers and removing ${relative(root, benchDir)}`);
    void cleanup().finally(() => process.exit(code));
  });
}

/** Same rule as `npm start`: build when dist's stamp does not match the current sources (with its build lock). */
function ensureBuild() {
  const result = buildIfStale({ root, distDir: options.distDir, log: (message) => log(message.replace('[build] ', '')) });
  log(result === 'fresh' ? `build in ${relative(root, options.distDir)}/ is current` : 'build done');
}

const wants = (part: BenchOptions['parts'][number]) => options.parts.includes(part);

/** The SSR HTML of each page (and its static copy), from a server of its own with the page cache off. */
async function takePages(): Promise<BenchPage[]> {
  const server = await context.start(startServer({ ...options, pageCache: false }));
  try {
    return await capturePages(server.origin, benchDir, options.requestedPages, log);
  } finally {
    await context.stop(server);
  }
}

async function main() {
  const startedAt = new Date();
  const machine = machineInfo();
  log(
    `machine: ${machine.cores} cores, ${machine.model}, ${machine.memoryGb} GB, Node ${machine.node}, load average ${machine.loadAverage.join(' ')}`,
  );
  log(`load generator: ${toolVersion} (${tool === 'wrk' ? '1 thread' : 'in-process'}), sharing the ${machine.cores} cores with the server`);
  log(`parts: ${options.parts.join(', ')}${options.parts.length < BENCH_PARTS.length ? ' (chosen by flag or BENCH_PARTS)' : ''}`);

  ensureBuild();
  rmSync(benchDir, { recursive: true, force: true }); // a copy left by a killed run
  const pages = wants('ssr') || wants('cache') || wants('soak') ? await takePages() : [];
  if (pages.length) log(`pages: ${pages.map((page) => `${page.path} (${(page.bytes / 1024).toFixed(1)} KB)`).join(', ')}`);

  const plan =
    (wants('ssr') ? ssrPartSeconds(context, pages.length) : 0) +
    (wants('cache') ? cachePartSeconds(context, pages.length) : 0) +
    (wants('api') ? apiPartSeconds(context) : 0) +
    (wants('soak') ? soakPartSeconds(context) : 0) +
    (wants('live') ? livePartSeconds(context) : 0) +
    (wants('baseline') ? baselinePartSeconds(context) : 0) +
    (wants('edge') ? edgePartSeconds(context) : 0);
  log(`this will take about ${formatSeconds(plan)}`);

  const ssr: SsrPartResult | undefined = wants('ssr') ? await runSsrPart(context, pages) : undefined;
  const cache: CachePartResult | undefined = wants('cache') ? await runCachePart(context, pages) : undefined;
  const api: ApiPartResult | undefined = wants('api') ? await runApiPart(context) : undefined;
  const soak: SoakPartResult | undefined = wants('soak')
    ? await runSoakPart(
        context,
        pages.map((page) => page.path),
      )
    : undefined;
  const live: LivePartResult | undefined = wants('live') ? await runLivePart(context) : undefined;
  const baseline: BaselinePartResult | undefined = wants('baseline') ? await runBaselinePart(context) : undefined;
  const edge: EdgePartResult | undefined = wants('edge') ? await runEdgePart(context) : undefined;
  await cleanup();

  const finishedAt = new Date();
  const targets = [
    ...(ssr?.targets ?? []),
    ...(cache?.targets ?? []),
    ...(api?.targets ?? []),
    ...(soak?.targets ?? []),
    ...(live?.targets ?? []),
    ...(baseline?.targets ?? []),
    ...(edge?.targets ?? []),
  ];
  const sections = [
    ...(ssr ? [formatSsrPart(ssr, { ...options, benchDir: relative(root, benchDir) })] : []),
    ...(cache ? [formatCachePart(cache, options.rounds)] : []),
    ...(api ? [formatApiPart(api, options.rounds)] : []),
    ...(soak ? [formatSoakPart(soak)] : []),
    ...(live ? [formatLivePart(live)] : []),
    ...(baseline ? [formatBaselinePart(baseline, options.rounds)] : []),
    ...(edge ? [formatEdgePart(edge, options.rounds)] : []),
  ];
  const report = [
    '',
    `技能学堂 benchmark — ${finishedAt.toISOString()}${options.quick ? ' (--quick smoke run)' : ''}; parts: ${options.parts.join(', ')}; ${formatSeconds((finishedAt.getTime() - startedAt.getTime()) / 1000)}`,
    `Machine: ${machine.cores} cores (${machine.model}), ${machine.memoryGb} GB, Node ${machine.node}, ${machine.platform}; load average ${machine.loadAverage.join(' ')} at start, ${machineInfo().loadAverage.join(' ')} at end`,
    `Load: ${toolVersion}, no pipelining; load generator and servers share the ${machine.cores} cores. Production build; the bundled mock API unless said otherwise.`,
    ...sections.flatMap((section) => ['', section]),
    '',
    formatTargets(targets),
  ].join('\n');
  console.log(report);

  const resultsDir = join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const { warmupSeconds, durationSeconds, rounds, connections, soakSeconds, apiPath, parts, quick, port, mockPort } = options;
  const raw = {
    startedAt,
    finishedAt,
    machine,
    tool: toolVersion,
    settings: {
      parts,
      warmupSeconds,
      durationSeconds,
      rounds,
      connections,
      soakSeconds,
      apiPath,
      quick,
      port,
      mockPort,
      distDir: relative(root, options.distDir),
    },
    pages,
    ssr,
    cache,
    api,
    soak,
    live,
    baseline,
    edge,
    targets,
  };
  writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`);
  console.log(`\nRaw numbers: ${relative(root, file)}`);
}

try {
  await main();
} catch (error) {
  if (!context.aborted) console.error(`[bench] failed: ${(error as Error).message}`);
  await cleanup();
  process.exitCode = 1;
}
