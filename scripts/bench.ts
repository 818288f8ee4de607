// `npm run bench` (issue 2, item 13): SSR of the production build on the bundled mock API against
// the same HTML served statically by the same server, at 10 and 32 connections, then the server's RSS.
// A report, not a test: it exits 0 whether or not the targets are met (1 only when it cannot run).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild as buildIfStale } from './ensure-build.mjs';
import { detectTool, runLoad, type LoadTool } from './bench/load';
import { DEFAULT_LIST_PAGES, HOME, pageName, readOptions, type BenchOptions } from './bench/options';
import { evaluateTargets, formatRows, formatTargets, machineInfo, summarizeRows, type Mode, type Sample } from './bench/report';
import { readCpuMs, readMemory, startServer, type RunningServer, type ServerMemory } from './bench/server';

interface BenchPage {
  path: string;
  name: string;
  bytes: number;
  staticPath: string;
}

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
const controller = new AbortController();
let server: RunningServer | null = null;

async function cleanup() {
  controller.abort();
  const running = server;
  server = null;
  await running?.stop();
  rmSync(benchDir, { recursive: true, force: true });
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the server and removing ${relative(root, benchDir)}`);
    void cleanup().finally(() => process.exit(code));
  });
}

/** Same rule as `npm start`: build when dist's stamp does not match the current sources (with its build lock). */
function ensureBuild() {
  const result = buildIfStale({ root, distDir: options.distDir, log: (message) => log(message.replace('[build] ', '')) });
  log(result === 'fresh' ? `build in ${relative(root, options.distDir)}/ is current` : 'build done');
}

const serverOptions = () => ({ root, distDir: options.distDir, host: options.host, port: options.port });

/** Home always; list pages only when they answer 200 with HTML (requested ones that do not are reported). */
async function capturePages(origin: string): Promise<BenchPage[]> {
  const candidates = [...new Set([HOME, ...(options.requestedPages ?? DEFAULT_LIST_PAGES)])];
  mkdirSync(benchDir, { recursive: true });
  const pages: BenchPage[] = [];
  for (const path of candidates) {
    const response = await fetch(origin + path, { redirect: 'manual' });
    const html = Buffer.from(await response.arrayBuffer());
    const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    if (response.status !== 200 || !isHtml) {
      if (path === HOME) throw new Error(`/ answered ${response.status} (${response.headers.get('content-type')}): nothing to measure`);
      log(`skipping ${path}: HTTP ${response.status}`);
      continue;
    }
    const name = pageName(path);
    writeFileSync(join(benchDir, `${name}.html`), html);
    pages.push({ path, name, bytes: html.length, staticPath: `/__bench/${name}.html` });
  }
  return pages;
}

async function measure(tool: LoadTool, pid: number, url: string, connections: number, seconds: number) {
  const cpuBefore = readCpuMs(pid);
  const result = await runLoad(tool, url, connections, seconds, controller.signal);
  const cpuAfter = readCpuMs(pid);
  const serverCpuMsPerRequest = cpuBefore !== null && cpuAfter !== null && result.requests ? (cpuAfter - cpuBefore) / result.requests : null;
  return { result, serverCpuMsPerRequest };
}

async function main() {
  const startedAt = new Date();
  const machine = machineInfo();
  const { tool, version: toolVersion } = detectTool();
  log(`machine: ${machine.cores} cores, ${machine.model}, ${machine.memoryGb} GB, Node ${machine.node}, load average ${machine.loadAverage.join(' ')}`);
  log(`load generator: ${toolVersion} (${tool === 'wrk' ? '1 thread' : 'in-process'}), sharing the ${machine.cores} cores with the server`);

  ensureBuild();
  rmSync(benchDir, { recursive: true, force: true }); // a copy left by a killed run

  // First server: take the SSR HTML of each page. Static routes are registered at start
  // (wildcard: false), so the copies are served only by the next server.
  server = await startServer(serverOptions());
  const pages = await capturePages(server.origin);
  await server.stop();
  server = await startServer(serverOptions());
  const { origin, pid } = server;
  for (const page of pages) {
    const response = await fetch(origin + page.staticPath);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`static copy ${page.staticPath} answered ${response.status}`);
  }
  const memoryAtStart = readMemory(pid);

  const { warmupSeconds, durationSeconds, rounds, connections } = options;
  const runs = rounds * pages.length * connections.length * 2;
  const warmupEach = Math.max(1, Math.round(warmupSeconds / pages.length));
  const eta = warmupEach * pages.length + pages.length + runs * durationSeconds;
  log(`pages: ${pages.map((page) => `${page.path} (${(page.bytes / 1024).toFixed(1)} KB)`).join(', ')}`);
  log(`${rounds} round(s) × ${pages.length} page(s) × ${connections.join('/')} connections × SSR+static, ${durationSeconds} s each: about ${Math.ceil(eta / 60)} min`);

  // Warm-up: JIT and caches of the render path (most of it), then a second per static copy.
  log(`warm-up: ${warmupEach} s of SSR per page at 32 connections, 1 s per static copy`);
  for (const page of pages) await measure(tool, pid, origin + page.path, 32, warmupEach);
  for (const page of pages) await measure(tool, pid, origin + page.staticPath, 32, 1);
  const memoryAfterWarmup = readMemory(pid);

  // Interleaved: both modes of a page back to back, the first one alternating by round, so drift
  // in machine load (±20–30 % here) hits SSR and static alike.
  const samples: Sample[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const page of pages) {
      for (const c of connections) {
        const modes: Mode[] = round % 2 ? ['ssr', 'static'] : ['static', 'ssr'];
        for (const mode of modes) {
          const { result, serverCpuMsPerRequest } = await measure(tool, pid, origin + (mode === 'ssr' ? page.path : page.staticPath), c, durationSeconds);
          samples.push({ page: page.path, mode, connections: c, round, result, serverCpuMsPerRequest });
          const failures = result.failures ? `  ${result.failures} FAILED (not counted in req/s)` : '';
          log(`round ${round}/${rounds} ${page.path} ${mode.padEnd(6)} c=${String(c).padEnd(2)} ${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms  server CPU ${serverCpuMsPerRequest?.toFixed(2) ?? '–'} ms/req${failures}`);
        }
      }
    }
  }

  const memoryAfterRun = readMemory(pid);
  const droppedLogLines = server.droppedLogLines();
  await cleanup();

  const rows = summarizeRows(samples, pages.map((page) => page.path), connections);
  const targets = evaluateTargets(rows, memoryAfterRun);
  const mb = (memory: ServerMemory | null) => (memory ? `${memory.rssMb.toFixed(1)} MB` : 'n/a');
  const finishedAt = new Date();

  const report = [
    '',
    `技能学堂 benchmark — ${finishedAt.toISOString()}${options.quick ? ' (--quick smoke run)' : ''}`,
    `Machine: ${machine.cores} cores (${machine.model}), ${machine.memoryGb} GB, Node ${machine.node}, ${machine.platform}; load average ${machine.loadAverage.join(' ')} at start, ${machineInfo().loadAverage.join(' ')} at end`,
    `Load: ${toolVersion}, no pipelining; load generator and server share the ${machine.cores} cores. Production build, bundled mock API.`,
    `Each cell: median of ${rounds} round(s) of ${durationSeconds} s after ${warmupSeconds} s warm-up. Static = the same SSR HTML as a file in ${relative(root, benchDir)}/ via @fastify/static.`,
    'CPU ms/req = server CPU time (all threads) ÷ requests answered: its cost, whatever CPU others on the machine take.',
    '',
    formatRows(rows, rounds),
    '',
    `Server RSS: ${mb(memoryAtStart)} at start, ${mb(memoryAfterWarmup)} after warm-up, ${mb(memoryAfterRun)} after the run; peak (VmHWM) ${memoryAfterRun ? `${memoryAfterRun.peakRssMb.toFixed(1)} MB` : 'n/a'}`,
    ...(rows.some((row) => row.ssr.failures || row.static.failures) ? ['WARNING: some requests failed (non-2xx/3xx, e.g. under-pressure 503s, socket errors or timeouts): see the FAILED lines above. req/s counts successful answers only.'] : []),
    ...(droppedLogLines ? [`The server logged ${droppedLogLines} more warning/error lines than shown.`] : []),
    '',
    formatTargets(targets),
  ].join('\n');
  console.log(report);

  const resultsDir = join(root, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const raw = {
    startedAt,
    finishedAt,
    machine,
    tool: toolVersion,
    settings: { warmupSeconds, durationSeconds, rounds, connections, quick: options.quick, port: options.port, distDir: relative(root, options.distDir) },
    pages,
    samples,
    rows,
    memory: { atStart: memoryAtStart, afterWarmup: memoryAfterWarmup, afterRun: memoryAfterRun },
    targets,
  };
  writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`);
  console.log(`\nRaw numbers: ${relative(root, file)}`);
}

try {
  await main();
} catch (error) {
  if (!controller.signal.aborted) console.error(`[bench] failed: ${(error as Error).message}`);
  await cleanup();
  process.exitCode = 1;
}
