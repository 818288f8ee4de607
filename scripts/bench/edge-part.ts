// Part `edge`: anonymous /course from nginx's page cache (deploy/nginx.conf as deployed, in front of the
// production server) against the same nginx serving the same HTML as a static file, at 32 connections,
// interleaved. Measured only once nginx says the page came from its cache (X-Proxy-Cache: HIT, or
// STALE / UPDATING while it refreshes in the background). Needs Debian's nginx (skipped without it).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loopbackSiteConfig, startNginx } from '../../deploy/test-support/system-servers';
import { formatRatio, ratio } from './figures';
import { fixed, summarize, target, textTable, type ModeSummary, type Sample, type Target } from './report';
import type { RunContext } from './run-context';
import { startServer } from './server';

const CONNECTIONS = 32;
const PAGE = '/course';
/** What nginx answers with from its cache; anything else (or nothing) is not a cached page. */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING']);

export interface EdgePartResult {
  page: string;
  /** X-Proxy-Cache of the second request (the first one fills the cache), or null when not run. */
  primed: string | null;
  bytes: number;
  cached: ModeSummary | null;
  static: ModeSummary | null;
  /** Cached req/s ÷ static req/s (medians). */
  ratio: number | null;
  checks: { fromCache: number; total: number };
  /** Why it was not measured. */
  skipped?: string;
  samples: Sample[];
  targets: Target[];
}

export function edgePartSeconds(context: RunContext): number {
  const { rounds, durationSeconds, warmupSeconds } = context.options;
  return warmupSeconds + 2 + rounds * 2 * durationSeconds;
}

async function proxyCacheHeader(url: string): Promise<string | null> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await response.arrayBuffer();
  return response.headers.get('x-proxy-cache');
}

const hasNginx = () => spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

export async function runEdgePart(context: RunContext): Promise<EdgePartResult> {
  const { options, log } = context;
  const result: EdgePartResult = {
    page: PAGE,
    primed: null,
    bytes: 0,
    cached: null,
    static: null,
    ratio: null,
    checks: { fromCache: 0, total: 0 },
    samples: [],
    targets: [],
  };
  if (!hasNginx()) {
    result.skipped = 'nginx is not installed (apt-get install -y nginx)';
    result.targets = edgeTargets(result);
    return result;
  }
  // nginx's address is the one the server trusts, as docs/operations.md tells operators to set.
  const server = await context.start(startServer({ ...options, pageCache: true, env: { TRUST_PROXY: '127.0.0.1' } }));
  const staticDir = mkdtempSync(join(tmpdir(), 'skill-bench-edge-'));
  // nginx's workers run as nobody when started by root: they must read the file.
  chmodSync(staticDir, 0o755);
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    // The static copy: the page exactly as nginx would cache it (signed out, no encoding: what wrk asks for).
    const html = Buffer.from(await (await fetch(server.origin + PAGE, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    result.bytes = html.length;
    writeFileSync(join(staticDir, 'course.html'), html, { mode: 0o644 });
    const edgePort = options.port + 2;
    const staticPort = options.port + 3;
    // Both upstream lines at the one server; a second server block of the same nginx serves the file.
    const site =
      loopbackSiteConfig(edgePort, [Number(new URL(server.origin).port), Number(new URL(server.origin).port)]) +
      `\nserver {\n  listen 127.0.0.1:${staticPort};\n  access_log /dev/stdout skill_json;\n  server_tokens off;\n  gzip off;\n  root ${staticDir};\n  location / { default_type text/html; try_files /course.html =404; }\n}\n`;
    nginx = await startNginx(site);
    const cachedUrl = `http://127.0.0.1:${edgePort}${PAGE}`;
    const staticUrl = `http://127.0.0.1:${staticPort}${PAGE}`;
    await proxyCacheHeader(cachedUrl);
    result.primed = await proxyCacheHeader(cachedUrl);
    if (result.primed === null || !FROM_CACHE.has(result.primed.toUpperCase())) {
      result.skipped = `not served from nginx's cache (X-Proxy-Cache: ${result.primed ?? 'none'})`;
      log(`edge: ${PAGE}: ${result.skipped}`);
    } else {
      const { rounds, durationSeconds, warmupSeconds } = options;
      log(
        `edge: ${rounds} round(s) × nginx cache + static file at ${CONNECTIONS} connections, ${durationSeconds} s each, after ${warmupSeconds} s warm-up`,
      );
      await context.measure([], cachedUrl, CONNECTIONS, Math.max(1, Math.round(warmupSeconds / 2)));
      await context.measure([], staticUrl, CONNECTIONS, Math.max(1, Math.round(warmupSeconds / 2)));
      for (let round = 1; round <= rounds; round++) {
        for (const mode of round % 2 ? (['cached', 'static'] as const) : (['static', 'cached'] as const)) {
          const { result: load } = await context.measure([], mode === 'cached' ? cachedUrl : staticUrl, CONNECTIONS, durationSeconds);
          result.samples.push({ page: PAGE, mode, connections: CONNECTIONS, round, result: load, serverCpuMsPerRequest: null });
          let check = '';
          if (mode === 'cached') {
            const header = await proxyCacheHeader(cachedUrl);
            result.checks.total += 1;
            if (header !== null && FROM_CACHE.has(header.toUpperCase())) result.checks.fromCache += 1;
            check = `  then X-Proxy-Cache: ${header ?? 'none'}`;
          }
          const failures = load.failures ? `  ${load.failures} FAILED` : '';
          log(
            `edge round ${round}/${rounds} ${PAGE} ${mode.padEnd(6)} ${load.requestsPerSec.toFixed(0).padStart(6)} req/s  p99 ${load.p99Ms.toFixed(2)} ms${failures}${check}`,
          );
        }
      }
      const of = (mode: 'cached' | 'static') => result.samples.filter((sample) => sample.mode === mode);
      result.cached = summarize(of('cached'));
      result.static = summarize(of('static'));
      result.ratio = ratio(result.cached.requestsPerSec, result.static.requestsPerSec);
    }
  } finally {
    await nginx?.stop();
    await context.stop(server);
    rmSync(staticDir, { recursive: true, force: true });
  }
  result.targets = edgeTargets(result);
  return result;
}

/** The target: anonymous /course through nginx's cache reaches half of nginx serving it as a file. */
export function edgeTargets(result: Pick<EdgePartResult, 'page' | 'ratio' | 'skipped'>): Target[] {
  return [
    target(
      `nginx-cached ${result.page} ÷ nginx static file, req/s at ${CONNECTIONS} connections`,
      result.ratio,
      0.5,
      '×',
      false,
      result.skipped,
    ),
  ];
}

export function formatEdgePart(part: EdgePartResult, rounds: number): string {
  const c = part.cached;
  const s = part.static;
  const header = [
    'page',
    'KB',
    'X-Proxy-Cache',
    'nginx cache req/s',
    `(min–max of ${rounds})`,
    'p99 ms',
    'static req/s',
    'p99 ms',
    'cache ÷ static',
    'checks from cache',
  ];
  const row = [
    part.page,
    fixed(part.bytes / 1024, 1),
    part.primed ?? 'none',
    c ? fixed(c.requestsPerSec, 0) : '–',
    c ? `${fixed(c.minRequestsPerSec, 0)}–${fixed(c.maxRequestsPerSec, 0)}` : '–',
    c ? fixed(c.p99Ms, 2) : '–',
    s ? fixed(s.requestsPerSec, 0) : '–',
    s ? fixed(s.p99Ms, 2) : '–',
    part.ratio === null ? (part.skipped ?? 'not measured') : formatRatio(part.ratio),
    part.checks.total ? `${part.checks.fromCache}/${part.checks.total}` : '–',
  ];
  return [
    `nginx's page cache against a static file, ${CONNECTIONS} connections: deploy/nginx.conf (one worker) in front of the production server with its page cache on; a signed-out GET of ${part.page} (no Accept-Encoding) after one request filled nginx's cache, against the same nginx serving that HTML from disk.`,
    '',
    textTable(header, [row], 2),
  ].join('\n');
}
