// `npm run bench` settings: environment variables and the `--quick` flag.
import { resolve } from 'node:path';

export interface BenchOptions {
  root: string;
  distDir: string;
  host: string;
  port: number;
  warmupSeconds: number;
  durationSeconds: number;
  rounds: number;
  connections: readonly number[];
  /** Pages asked for with BENCH_PAGES, or null for the default list (`/` + the list pages that answer 200). */
  requestedPages: string[] | null;
  quick: boolean;
}

/** `/` always comes first; the others are measured only when they answer 200. */
export const HOME = '/';
/** The course list (24 cards, filters, pagination) and a course detail page first; the others as they land. */
export const DEFAULT_LIST_PAGES = ['/course', '/course/7', '/live', '/exam', '/news'];

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be an integer from 1 to ${max} (got ${JSON.stringify(raw)})`);
  return value;
}

export function readOptions(root: string, argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const unknown = argv.filter((arg) => arg !== '--quick');
  if (unknown.length) throw new Error(`unknown argument ${unknown.join(' ')} (only --quick is understood)`);
  const quick = argv.includes('--quick');

  const pages = env.BENCH_PAGES?.split(',').map((page) => page.trim()).filter(Boolean) ?? null;
  for (const page of pages ?? []) if (!page.startsWith('/')) throw new Error(`BENCH_PAGES: "${page}" must be a path starting with /`);

  return {
    root,
    distDir: resolve(root, env.SKILL_DIST_DIR || 'dist'),
    // Loopback only: the load generator runs on the same machine.
    host: '127.0.0.1',
    port: positive(env, 'BENCH_PORT', 3300, 65535),
    // --quick is a smoke run; explicit variables still win over it.
    warmupSeconds: positive(env, 'BENCH_WARMUP', quick ? 3 : 20, 3600),
    durationSeconds: positive(env, 'BENCH_DURATION', quick ? 5 : 15, 3600),
    rounds: positive(env, 'BENCH_ROUNDS', quick ? 1 : 3, 100),
    connections: [10, 32],
    requestedPages: pages && pages.length ? pages : null,
    quick,
  };
}

/** File name for a page's static copy: `/` → home, `/course/list` → course-list. */
export function pageName(page: string): string {
  const name = page.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9_-]+/g, '-');
  return name || 'home';
}
