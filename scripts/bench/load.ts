// Load generation: wrk when installed (autocannon saturates near 13k req/s here, below static-file
// speed), else autocannon in-process. One connection = one request at a time (no pipelining).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const WRK = '/usr/bin/wrk';
export type LoadTool = 'wrk' | 'autocannon';

export interface LoadResult {
  /** Successful (2xx/3xx) answers per second: a fast 503 page from under-pressure is not a render. */
  requestsPerSec: number;
  /** Every answer per second, as the tool reports it. */
  allRequestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers plus socket errors and timeouts: a fast error page would inflate req/s. */
  failures: number;
}

export function detectTool(): { tool: LoadTool; version: string } {
  if (!existsSync(WRK)) return { tool: 'autocannon', version: `autocannon ${autocannonVersion()}` };
  let version = 'wrk';
  try {
    // `wrk -v` prints its banner and exits 1.
    execFileSync(WRK, ['-v'], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    version =
      String((error as { stdout?: string }).stdout ?? '')
        .split('\n')[0]
        ?.split(' Copyright')[0]
        ?.trim() || 'wrk';
  }
  return { tool: 'wrk', version };
}

/**
 * Load on `url` for `seconds`. With `rotate`, the requests cycle through those paths (on the
 * url's origin) instead: a mixed load of several pages on one run.
 */
export function runLoad(
  tool: LoadTool,
  url: string,
  connections: number,
  seconds: number,
  signal: AbortSignal,
  rotate?: readonly string[],
): Promise<LoadResult> {
  return tool === 'wrk' ? runWrk(url, connections, seconds, signal, rotate) : runAutocannon(url, connections, seconds, signal, rotate);
}

/** A wrk Lua script that sends the requests to the paths in turn. */
export function rotationScript(paths: readonly string[]): string {
  const list = paths.map((path) => JSON.stringify(path)).join(', ');
  return `local paths = { ${list} }\nlocal turn = 0\nrequest = function()\n  turn = turn % #paths + 1\n  return wrk.format("GET", paths[turn])\nend\n`;
}

async function runWrk(
  url: string,
  connections: number,
  seconds: number,
  signal: AbortSignal,
  rotate?: readonly string[],
): Promise<LoadResult> {
  const scriptDir = rotate?.length ? mkdtempSync(join(tmpdir(), 'skill-bench-')) : undefined;
  try {
    const script = scriptDir ? join(scriptDir, 'rotate.lua') : undefined;
    if (script) writeFileSync(script, rotationScript(rotate!));
    // One wrk thread: the server needs the other core. A 10 s timeout keeps slow answers in the histogram.
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', ...(script ? ['-s', script] : []), url];
    return parseWrk(await execWrk(args, signal));
  } finally {
    if (scriptDir) rmSync(scriptDir, { recursive: true, force: true });
  }
}

function execWrk(args: string[], signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolvePromise, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolvePromise(stdout) : reject(new Error(`wrk exited ${code}: ${stderr || stdout}`))));
  });
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`unexpected wrk duration "${text}"`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}

/** Reads `wrk --latency` output: Requests/sec, the 50 % and 99 % lines of "Latency Distribution", errors. */
export function parseWrk(output: string): LoadResult {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)\\s*$`, 'm').exec(output);
    if (!match) throw new Error(`no ${p}% line in wrk output:\n${output}`);
    return durationMs(match[1]!);
  };
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const total = /(\d+) requests in /.exec(output);
  if (!rps || !total) throw new Error(`cannot read wrk output:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const requests = Number(total[1]);
  const all = Number(rps[1]);
  return {
    requestsPerSec: okShare(all, requests, non2xx),
    allRequestsPerSec: all,
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    requests,
    failures: non2xx + socketErrors,
  };
}

/** Both tools count error answers in their rate; keep only the successful share. */
function okShare(rate: number, requests: number, non2xx: number): number {
  return requests ? (rate * (requests - non2xx)) / requests : 0;
}

// autocannon ships no types: the few fields used here.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance extends Promise<AutocannonResult> {
  stop(): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining: number;
  timeout: number;
  requests?: { path: string }[];
}) => AutocannonInstance;

const require = createRequire(import.meta.url);

function autocannonVersion(): string {
  return (require('autocannon/package.json') as { version: string }).version;
}

async function runAutocannon(
  url: string,
  connections: number,
  seconds: number,
  signal: AbortSignal,
  rotate?: readonly string[],
): Promise<LoadResult> {
  const autocannon = require('autocannon') as Autocannon;
  const requests = rotate?.length ? rotate.map((path) => ({ path })) : undefined;
  const instance = autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10, ...(requests ? { requests } : {}) });
  const onAbort = () => instance.stop();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await instance;
    return {
      requestsPerSec: okShare(result.requests.average, result.requests.total, result.non2xx),
      allRequestsPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      // errors already counts timeouts.
      failures: result.non2xx + result.errors,
    };
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
