import type { RouteObject } from 'react-router';
import { routes } from './route-table';
import { joinRoutePath, pageHandleOf } from './page-declaration';
import { PAGE_RULES, UNBOUNDED, type PageRule } from './page-rules.server';

export type { PageRule } from './page-rules.server';

/** Page rules by page id (page-rules.server.ts). */
type PageRules = Readonly<Record<string, PageRule>>;

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
 * The rule of every page and section of `table`, by id. Throws on a page without a rule, a rule for
 * no page, and a signed-in page with a rule other than `render` (its render is never shared), so
 * the server refuses to start rather than cache a personal page.
 */
function rulesOfPages(table: readonly RouteObject[], rules: PageRules): Map<string, PageRule> {
  const found = new Map<string, PageRule>();
  const walk = (list: readonly RouteObject[]) => {
    for (const route of list) {
      const handle = pageHandleOf(route);
      if (handle && route.id) {
        const rule = rules[route.id];
        if (!rule) throw new Error(`page ${route.id} has no rule in page-rules.server.ts`);
        if (handle.access === 'signed-in' && rule.kind !== 'render')
          throw new Error(`page ${route.id} is signed-in: its rule must render for every request, not ${rule.kind}`);
        found.set(route.id, rule);
      }
      if (route.children) walk(route.children);
    }
  };
  walk(table);
  const unknown = Object.keys(rules).filter((id) => !found.has(id));
  if (unknown.length > 0) throw new Error(`page-rules.server.ts has rules for no page of the route table: ${unknown.join(', ')}`);
  return found;
}

/**
 * Each route's full path pattern with its page's rule (page-rules.server.ts); a redirecting section
 * index takes its section's.
 */
function compileRules(table: readonly RouteObject[], rules: PageRules): CompiledRule[] {
  const ruleOf = rulesOfPages(table, rules);
  const compiled: CompiledRule[] = [];
  const walk = (
    list: readonly RouteObject[],
    prefix: string,
    inherited: { routeId: string; rule: PageRule } | undefined,
    depth: number,
  ) => {
    for (const route of list) {
      const path = joinRoutePath(prefix, route.path);
      const rule = route.id ? ruleOf.get(route.id) : undefined;
      const own = rule && route.id ? { routeId: route.id, rule } : undefined;
      const matched = own ?? (route.index ? inherited : undefined);
      if (matched && (route.path !== undefined || route.index)) {
        const segments = path.split('/').filter(Boolean);
        const source = segments
          .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
          .join('');
        compiled.push({
          ...matched,
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

const compiledRoutes = compileRules(routes, PAGE_RULES);

/**
 * The rule of the page a path is (matched on every request before rendering, so compiled once:
 * React Router's matchRoutes ranks the whole table per call, ~2 ms). Unknown paths (404 pages)
 * are rendered every time.
 */
export function pageRuleFor(
  pathname: string,
  table?: readonly RouteObject[],
  rules: PageRules = PAGE_RULES,
): { routeId: string | undefined; rule: PageRule } {
  const candidates = table ? compileRules(table, rules) : compiledRoutes;
  const found = candidates.find((candidate) => candidate.pattern.test(pathname));
  return found ? { routeId: found.routeId, rule: found.rule } : { routeId: undefined, rule: NOT_A_PAGE };
}

/** The paths the build prerenders: the static paths of every page whose rule is `prerender`. */
export function prerenderPaths(table: readonly RouteObject[] = routes, rules: PageRules = PAGE_RULES): string[] {
  const ruleOf = rulesOfPages(table, rules);
  const paths: string[] = [];
  const walk = (list: readonly RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = joinRoutePath(prefix, route.path);
      if (route.id && ruleOf.get(route.id)?.kind === 'prerender') {
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
export function sitemapPaths(table: readonly RouteObject[] = routes, rules: PageRules = PAGE_RULES): string[] {
  const ruleOf = rulesOfPages(table, rules);
  const paths: string[] = [];
  const walk = (list: readonly RouteObject[], prefix: string) => {
    for (const route of list) {
      const path = joinRoutePath(prefix, route.path);
      if (route.children) walk(route.children, path);
      const handle = pageHandleOf(route);
      const rule = route.id ? ruleOf.get(route.id) : undefined;
      if (!handle || !rule || route.children || handle.access !== 'public' || rule.kind === 'render' || handle.meta.noindex) continue;
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
