// The JavaScript a first visit runs before the page is interactive, per route, from a client build:
// the entry chunk, the lazy route modules the first URL matches (client/entry-client.tsx resolves
// them before hydrating) and every chunk those statically import. Chunks fetched later (dynamic
// imports: modals, menus, idle warm-ups, other routes) do not count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The fields of Vite's `.vite/manifest.json` the budget reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** A page of the route table as a first load sees it: the lazy modules of it and its ancestors. */
export interface RoutePage {
  id: string;
  /** The path pattern (`/course/:id`). */
  path: string;
  modules: string[];
}

/**
 * The rule (decision 006): no page grows. Each page's first-visit JavaScript as last recorded, gzip KB
 * to one decimal by route id (`npm run js-budget -- --write` records the build's figures).
 */
export const RECORD_FILE = new URL('./js-budget.json', import.meta.url);
export type BudgetRecord = Record<string, number>;

/** Above its record by more than this, a page has grown: the record's rounding and a chunk's hash name compressing differently, no more. */
export const TOLERANCE_KB = 0.1;

export const readRecord = (file: URL | string = RECORD_FILE): BudgetRecord => JSON.parse(readFileSync(file, 'utf8')) as BudgetRecord;

/** The subset of a React Router route object the walk needs (keeps this file free of client code). */
export interface RouteNode {
  id?: string;
  path?: string;
  index?: boolean;
  handle?: unknown;
  children?: RouteNode[];
}

type HandleFields = { module?: unknown; meta?: unknown } | undefined;
const moduleOf = (route: RouteNode) => (route.handle as HandleFields)?.module;
const hasMeta = (route: RouteNode) => Boolean((route.handle as HandleFields)?.meta);

/** Every page a URL can land on (a leaf route with meta), with the lazy modules matched with it. */
export function routePages(routes: readonly RouteNode[], parentPath = '', parentModules: string[] = []): RoutePage[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    const module = moduleOf(route);
    const modules = typeof module === 'string' ? [...parentModules, module] : parentModules;
    if (route.children?.length) return routePages(route.children, path, modules);
    return route.id && hasMeta(route) ? [{ id: route.id, path: path || '/', modules }] : [];
  });
}

/** A concrete URL for a path pattern: every parameter becomes 7 (a course that exists in the mock). */
export const examplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '7');

/**
 * The files a first load runs before hydration: the entry, the given lazy modules and everything
 * they import statically, each once. Throws on a module the build does not know (a stale id).
 */
export function firstLoadFiles(manifest: ViteManifest, modules: readonly string[]): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('the client manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the client manifest has no chunk for ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  for (const module of modules) visit(module);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export interface RouteBudget {
  id: string;
  path: string;
  files: string[];
  gzipBytes: number;
  /** Its figure in the record (KB); undefined: not recorded yet. */
  recordedKb: number | undefined;
}

/** Bytes of each file gzipped at level 9, read once per file. */
export function gzipSizer(clientDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** Every page's first-load JavaScript, beside its recorded figure. */
export function routeBudgets(
  manifest: ViteManifest,
  pages: readonly RoutePage[],
  sizeOf: (file: string) => number,
  record: BudgetRecord,
): RouteBudget[] {
  return pages.map((page) => {
    const files = firstLoadFiles(manifest, page.modules);
    return {
      id: page.id,
      path: examplePath(page.path),
      files,
      gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
      recordedKb: record[page.id],
    };
  });
}

export const readManifest = (clientDir: string) =>
  JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Above its record (beyond the tolerance), or not recorded: what the test fails on. */
export const hasGrown = (row: RouteBudget) => row.recordedKb === undefined || row.gzipBytes / 1024 > row.recordedKb + TOLERANCE_KB;

function statusOf(row: RouteBudget): string {
  if (row.recordedKb === undefined) return 'NOT RECORDED';
  if (hasGrown(row)) return `GREW by ${(row.gzipBytes / 1024 - row.recordedKb).toFixed(1)}`;
  return Number(kb(row.gzipBytes)) < row.recordedKb ? 'shrank: re-record it' : 'ok';
}

/** The table the test prints: one line per page. */
export function formatBudgetTable(rows: readonly RouteBudget[]): string {
  const header = ['route', 'path', 'KB gzip', 'recorded', ''];
  const lines = rows.map((row) => [row.id, row.path, kb(row.gzipBytes), row.recordedKb?.toFixed(1) ?? '—', statusOf(row)]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  return [header, ...lines]
    .map((line) =>
      line
        .map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The record of these rows: every page's figure, gzip KB to one decimal, in the route table's order. */
export const recordOf = (rows: readonly RouteBudget[]): BudgetRecord =>
  Object.fromEntries(rows.map((row) => [row.id, Number(kb(row.gzipBytes))]));
