import type { RouteObject } from 'react-router';
import { routes } from './route-table';
import { joinRoutePath, pageHandleOf, UNBOUNDED, type PageRule } from './page-declaration';

export type { PageRule } from './page-declaration';

/** Not a page (a 404): rendered every time, since a cheap error page must not fill the cache. */
const NOT_A_PAGE: PageRule = UNBOUNDED;

interface CompiledRule {
  routeId: string;
  rule: PageRule;
  pattern: RegExp;
  /** React Router's ranking: static segments outrank parameters, so `/course/group/7` is not `/course/:id/play`. */
  score: number;
  /** Between equal scores the deeper route wins (a section's index page over the section). */
  depth: number;
}

/**
 * Each route's full path pattern with the rule its handle declares (route-table.tsx); a
 * redirecting section index takes its section's.
 */
function compileRules(table: readonly RouteObject[]): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  const walk = (
    list: readonly RouteObject[],
    prefix: string,
    inherited: { routeId: string; rule: PageRule } | undefined,
    depth: number,
  ) => {
    for (const route of list) {
      const path = joinRoutePath(prefix, route.path);
      const handle = pageHandleOf(route);
      const own = handle && route.id ? { routeId: route.id, rule: handle.rule } : undefined;
      const rule = own ?? (route.index ? inherited : undefined);
      if (rule && (route.path !== undefined || route.index)) {
        const segments = path.split('/').filter(Boolean);
        const source = segments
          .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
          .join('');
        compiled.push({
          ...rule,
          pattern: new RegExp(`^${source || '/'}/?$`, 'i'),
          score: segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0),
          depth,
        });
      }
      if (route.children) walk(route.children, path, own ?? inherited, depth + 1);
    }
  };
  walk(table, '', undefined, 0);
  return compiled.sort((a, b) => b.score - a.score || b.depth - a.depth);
}

const compiledRoutes = compileRules(routes);

/**
 * The rule of the page a path is (matched on every request before rendering, so compiled once:
 * React Router's matchRoutes ranks the whole table per call, ~2 ms). Unknown paths (404 pages)
 * are rendered every time.
 */
export function pageRuleFor(pathname: string, table?: readonly RouteObject[]): { routeId: string | undefined; rule: PageRule } {
  const candidates = table ? compileRules(table) : compiledRoutes;
  const found = candidates.find((candidate) => candidate.pattern.test(pathname));
  return found ? { routeId: found.routeId, rule: found.rule } : { routeId: undefined, rule: NOT_A_PAGE };
}

/** The paths the build prerenders: the static paths of every page whose rule is `prerender`. */
export function prerenderPaths(table: readonly RouteObject[] = routes): string[] {
  const paths: string[] = [];
  const walk = (list: readonly RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = joinRoutePath(prefix, route.path);
      if (pageHandleOf(route)?.rule.kind === 'prerender') {
        if (path.includes(':') || path.includes('*'))
          throw new Error(`route ${route.id} cannot be prerendered: its path ${path} has parameters`);
        paths.push(path);
      }
      if (route.children) walk(route.children, path);
    }
  };
  walk(table, '');
  return paths;
}

/**
 * The fixed part of the sitemap (server/plugins/seo-files.ts): the static paths of the public
 * pages a signed-out visitor is served from the prerender or the page cache. Forms, search and
 * personal pages are rendered per request and are not listed, nor are pages marked `noindex`.
 */
export function sitemapPaths(table: readonly RouteObject[] = routes): string[] {
  const paths: string[] = [];
  const walk = (list: readonly RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = joinRoutePath(prefix, route.path);
      if (route.children) walk(route.children, path);
      const handle = pageHandleOf(route);
      if (!handle || route.children || handle.access !== 'public' || handle.rule.kind === 'render' || handle.meta.noindex) continue;
      if (!path.includes(':') && !path.includes('*')) paths.push(path);
    }
  };
  walk(table, '');
  return paths;
}

/** The id of every page a URL can land on (what pageRuleFor answers): real-user timings accept no other route. */
export function pageRouteIds(): string[] {
  return [...new Set(compiledRoutes.map((candidate) => candidate.routeId))];
}
