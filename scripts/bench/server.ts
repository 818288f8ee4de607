// The production server and the standalone mock API as child processes: start, wait until they
// answer, read their memory and CPU time, stop.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export interface RunningServer {
  pid: number;
  /** The bundled mock's own process, when the site started one (its CPU is not the site's). */
  upstreamPid?: number;
  origin: string;
  stop(): Promise<void>;
  /** Log lines the server printed beyond the first few (which are echoed as they come). */
  droppedLogLines(): number;
}

export interface ServerMemory {
  rssMb: number;
  peakRssMb: number;
}

const ECHOED_LOG_LINES = 10;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Refuses a port something else listens on: the readiness check would otherwise measure that server. */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} on ${host} is already in use: pick another with BENCH_PORT`));
    });
    socket.once('error', () => resolvePromise());
  });
}

export interface SiteOptions {
  root: string;
  distDir: string;
  host: string;
  port: number;
  /** The bundled mock's port (BENCH_MOCK_PORT; default port + 1). */
  mockPort?: number;
  /** The anonymous page cache (route rules) on, as deployed; off, every page request is a render. */
  pageCache: boolean;
  /** A real upstream for /api and the loaders; absent, a bundled mock of its own (a process beside the site's, on mockPort). */
  apiUpstream?: string;
  /** More environment for the server (the live part turns the mock's simulated class off). */
  env?: Record<string, string>;
}

/**
 * The production server (`node <dist>/server/main.js`), warned-level logs, on API_UPSTREAM or on a
 * bundled mock started beside it (its own process: the site's CPU figures stay the site's alone).
 */
export async function startServer(options: SiteOptions): Promise<RunningServer> {
  if (options.apiUpstream) return startSite(options, options.apiUpstream);
  const mock = await startMockApi({ ...options, port: options.mockPort ?? options.port + 1, env: options.env });
  try {
    const site = await startSite(options, mock.origin, { BUNDLED_MOCK: '1' });
    return { ...site, upstreamPid: mock.pid, stop: async () => void (await Promise.all([site.stop(), mock.stop()])) };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}

function startSite(options: SiteOptions, apiUpstream: string, extra: Record<string, string> = {}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: options.host,
    PORT: String(options.port),
    // The server finds its build through SKILL_DIST_DIR (server/paths.ts).
    SKILL_DIST_DIR: options.distDir,
  };
  // The upstream given, never an inherited one: that would measure someone else's API.
  env.API_UPSTREAM = apiUpstream;
  delete env.PAGE_CACHE_MAX_MB;
  if (!options.pageCache) env.PAGE_CACHE_MAX_MB = '0';
  Object.assign(env, options.env, extra);
  return startProcess({ ...options, script: join(options.distDir, 'server/main.js'), env, label: 'server' });
}

/** The mock API's own build (`node mock-api/dist/main.js`), as `npm start` runs it. */
export function startMockApi(options: { root: string; host: string; port: number; env?: Record<string, string> }): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MOCK_API_HOST: options.host,
    MOCK_API_PORT: String(options.port),
    MOCK_CONTROLS: '1',
    ...options.env,
  };
  return startProcess({ ...options, script: join(options.root, 'mock-api/dist/main.js'), env, label: 'mock-api' });
}

/** Any Node server script (the bare baseline's page and data API), answering on `port`. */
export function startNodeScript(options: {
  root: string;
  host: string;
  port: number;
  script: string;
  env: NodeJS.ProcessEnv;
  label: string;
}): Promise<RunningServer> {
  return startProcess(options);
}

async function startProcess(options: {
  root: string;
  host: string;
  port: number;
  script: string;
  env: NodeJS.ProcessEnv;
  label: string;
}): Promise<RunningServer> {
  await assertPortFree(options.host, options.port);
  // `node <script>` directly (no npm wrapper), so the pid is the server's own for /proc/<pid>/status.
  const child = spawn(process.execPath, [options.script], { cwd: options.root, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  let lines = 0;
  const onOutput = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines += 1;
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (lines <= ECHOED_LOG_LINES) console.error(`[${options.label}] ${line}`);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')));

  const origin = `http://${options.host}:${options.port}`;
  try {
    await waitUntilAnswering(origin, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${tail.map((line) => `  [${options.label}] ${line}`).join('\n')}`);
  }

  return {
    pid: child.pid!,
    origin,
    droppedLogLines: () => Math.max(0, lines - ECHOED_LOG_LINES),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // close-with-grace allows 10 s; do not hang the report on a stuck shutdown.
      const result = await Promise.race([exited, sleep(12_000).then(() => 'timeout')]);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

async function waitUntilAnswering(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`the server did not answer on ${origin} within 30 s`);
}

/** VmRSS (now) and VmHWM (peak resident size since start) from /proc, in MB. */
export function readMemory(pid: number): ServerMemory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

let ticksPerSecond: number | undefined;

/**
 * CPU time (user + system, all threads) the process has used, in ms. Per request it measures the
 * server's cost independently of how much CPU the load generator and neighbours leave it.
 */
export function readCpuMs(pid: number): number | null {
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}
