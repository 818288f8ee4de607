import type { RouteObject } from 'react-router';
import { joinRoutePath, pageHandleOf } from './page-declaration';

/**
 * Spec §5 route access, derived from the `signed-in` pages of the route table: a signed-in page
 * protects its own path (`/course/:id/play`: a parameter is exactly one segment), a signed-in
 * section its whole subtree (`/setting/**`, `/setting` itself and unknown subpaths included). Used
 * by the server (302 before rendering, robots.txt) and the browser (route middleware, prefetch).
 */
export function protectedPatternsOf(table: readonly RouteObject[]): string[] {
  const patterns: string[] = [];
  const walk = (list: readonly RouteObject[], parent: string) => {
    for (const route of list) {
      const path = joinRoutePath(parent, route.path);
      // Under a signed-in section every path is covered already: its pages add nothing.
      if (pageHandleOf(route)?.access === 'signed-in') {
        const glob = path.replace(/:[^/]+/g, '*');
        patterns.push(route.children ? `${glob.replace(/\/$/, '')}/**` : glob);
      } else if (route.children) walk(route.children, path);
    }
  };
  walk(table, '');
  return patterns;
}

let table: readonly RouteObject[] | undefined;
let tablePatterns: readonly string[] | undefined;
let tableMatcher: ((pathname: string) => boolean) | undefined;

/**
 * The route table hands itself over as it loads (client/app/route-table.tsx): it imports the guard
 * that reads this module, so importing the table from here would be an import cycle.
 */
export function registerRouteTable(routes: readonly RouteObject[]): void {
  table = routes;
  tablePatterns = undefined;
  tableMatcher = undefined;
}

/**
 * The route table's protected paths as globs, in table order: `**` any number of segments (none
 * included), `*` exactly one. Derived on first use, once the table has loaded.
 */
export function protectedPatterns(): readonly string[] {
  if (!table) throw new Error('no route table');
  return (tablePatterns ??= protectedPatternsOf(table));
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** A compiled glob: its segments (`*`: any one segment) and whether it covers everything below (`/**`). */
interface CompiledPattern {
  segments: string[];
  subtree: boolean;
}

function compile(pattern: string): CompiledPattern {
  const segments = segmentsOf(pattern);
  const subtree = segments.at(-1) === '**';
  return { segments: subtree ? segments.slice(0, -1) : segments, subtree };
}

function matches({ segments, subtree }: CompiledPattern, path: readonly string[]): boolean {
  if (subtree ? path.length < segments.length : path.length !== segments.length) return false;
  return segments.every((segment, index) => segment === '*' || segment === path[index]);
}

/**
 * A matcher for these globs: `pathname` decoded (a malformed escape left as it is), a query or
 * fragment cut off, then compared segment by segment, empty segments skipped — and case-sensitively,
 * as the hand-kept globs were, although React Router matches routes case-insensitively.
 */
export function protectedPathMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const compiled = patterns.map(compile);
  return (pathname) => {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // a malformed escape: match the raw path
    }
    const path = segmentsOf(decoded.split(/[?#]/, 1)[0]!);
    return compiled.some((pattern) => matches(pattern, path));
  };
}

/** True when `pathname` (no query) needs a signed-in visitor. */
export function isProtectedPath(pathname: string): boolean {
  return (tableMatcher ??= protectedPathMatcher(protectedPatterns()))(pathname);
}
