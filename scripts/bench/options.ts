// `npm run bench` settings: environment variables, `--quick`, and flags that pick parts.
import { resolve } from 'node:path';

/**
 * - ssr: uncached SSR against the same HTML served statically (page cache off);
 * - cache: the anonymous page cache's answer against the same static HTML;
 * - api: `/api` through the site's proxy against the standalone mock API hit directly;
 * - soak: uncached SSR load for BENCH_SOAK_SECONDS while the server's RSS is sampled;
 * - live: one live room's fan-out to 500 WebSocket clients (delivered/s, p99, none lost);
 * - baseline: uncached SSR of `/course` and `/` against the bare React baseline in
 *   ../shared/bench/baseline (the standing targets' ratios), one core each, in the same run;
 * - edge: anonymous /course from nginx's page cache (deploy/nginx.conf) against nginx serving the
 *   same HTML as a static file (needs Debian's nginx; its ports: BENCH_PORT + 2 and + 3).
 */
export const BENCH_PARTS = ['ssr', 'cache', 'api', 'soak', 'live', 'baseline', 'edge'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface BenchOptions {
  root: string;
  distDir: string;
  host: string;
  port: number;
  /** The standalone mock API's port (the api part). */
  mockPort: number;
  warmupSeconds: number;
  durationSeconds: number;
  rounds: number;
  connections: readonly number[];
  /** Pages asked for with BENCH_PAGES, or null for the default list (`/` + the list pages that answer 200). */
  requestedPages: string[] | null;
  parts: readonly BenchPart[];
  /** The GET the api part measures both ways, relative to the API root. */
  apiPath: string;
  soakSeconds: number;
  soakSampleSeconds: number;
  quick: boolean;
}

/** `/` always comes first; the others are measured only when they answer 200. */
export const HOME = '/';
/** The course list (24 cards, filters, pagination) and a course detail page first; the others as they land. */
export const DEFAULT_LIST_PAGES = ['/course', '/course/7', '/live', '/exam', '/news'];
/** The course list's first page, as the list page asks for it. */
export const DEFAULT_API_PATH = '/course/list?page=1&size=24&sort=recommend';
/** The soak: five minutes, RSS every ten seconds. */
export const DEFAULT_SOAK_SECONDS = 300;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be an integer from 1 to ${max} (got ${JSON.stringify(raw)})`);
  return value;
}

const isPart = (name: string): name is BenchPart => (BENCH_PARTS as readonly string[]).includes(name);

/** `--ssr --soak` or BENCH_PARTS=ssr,soak pick parts (flags win); neither: every part. */
function readParts(flags: readonly string[], env: NodeJS.ProcessEnv): BenchPart[] {
  const fromFlags = flags.map((flag) => flag.slice(2)).filter(isPart);
  if (fromFlags.length) return BENCH_PARTS.filter((part) => fromFlags.includes(part));
  const listed =
    env.BENCH_PARTS?.split(',')
      .map((part) => part.trim())
      .filter(Boolean) ?? [];
  for (const part of listed) if (!isPart(part)) throw new Error(`BENCH_PARTS: unknown part "${part}" (parts: ${BENCH_PARTS.join(', ')})`);
  return listed.length ? BENCH_PARTS.filter((part) => listed.includes(part)) : [...BENCH_PARTS];
}

export function readOptions(root: string, argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const known = ['--quick', ...BENCH_PARTS.map((part) => `--${part}`)];
  const unknown = argv.filter((arg) => !known.includes(arg));
  if (unknown.length) throw new Error(`unknown argument ${unknown.join(' ')} (understood: ${known.join(' ')})`);
  const quick = argv.includes('--quick');

  const pages =
    env.BENCH_PAGES?.split(',')
      .map((page) => page.trim())
      .filter(Boolean) ?? null;
  for (const page of pages ?? []) if (!page.startsWith('/')) throw new Error(`BENCH_PAGES: "${page}" must be a path starting with /`);
  const apiPath = env.BENCH_API_PATH?.trim() || DEFAULT_API_PATH;
  if (!apiPath.startsWith('/')) throw new Error(`BENCH_API_PATH: "${apiPath}" must be a path starting with /`);

  const port = positive(env, 'BENCH_PORT', 3300, 65535);
  return {
    root,
    distDir: resolve(root, env.SKILL_DIST_DIR || 'dist'),
    // Loopback only: the load generator runs on the same machine.
    host: '127.0.0.1',
    port,
    mockPort: positive(env, 'BENCH_MOCK_PORT', port < 65535 ? port + 1 : port - 1, 65535),
    // --quick is a smoke run; explicit variables still win over it.
    warmupSeconds: positive(env, 'BENCH_WARMUP', quick ? 3 : 20, 3600),
    durationSeconds: positive(env, 'BENCH_DURATION', quick ? 5 : 15, 3600),
    rounds: positive(env, 'BENCH_ROUNDS', quick ? 1 : 3, 100),
    connections: [10, 32],
    requestedPages: pages && pages.length ? pages : null,
    parts: readParts(argv, env),
    apiPath,
    soakSeconds: positive(env, 'BENCH_SOAK_SECONDS', quick ? 30 : DEFAULT_SOAK_SECONDS, 24 * 3600),
    soakSampleSeconds: 10,
    quick,
  };
}

/** File name for a page's static copy: `/` → home, `/course/list` → course-list. */
export function pageName(page: string): string {
  const name = page.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9_-]+/g, '-');
  return name || 'home';
}
