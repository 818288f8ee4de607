import type { RouteObject } from 'react-router';
import { routes } from './route-table';

/**
 * How the server delivers each page to a signed-out visitor (a signed-in one always gets a fresh,
 * private render):
 * - `prerender`: rendered once at build time (scripts/prerender.mjs) and served without rendering;
 * - `cache`: rendered, then kept in memory per URL (query included) for `freshSeconds`, served
 *   stale for `staleSeconds` more while one background render refreshes it (server/page-cache.ts);
 * - `render`: rendered for every request — forms with secrets in the URL, unbounded query spaces,
 *   pages that are personal (they require sign-in, so a signed-out visitor is redirected anyway).
 */
export type PageRule =
  | { kind: 'prerender' }
  | { kind: 'cache'; freshSeconds: number; staleSeconds: number }
  | { kind: 'render'; reason: 'personal' | 'form' | 'unbounded' };

const PRERENDER: PageRule = { kind: 'prerender' };
/** Catalogue content changes when operators edit it: a minute old is fine, ten minutes at worst. */
const CATALOGUE: PageRule = { kind: 'cache', freshSeconds: 60, staleSeconds: 600 };
/** Pages with counts and statuses that move during the day (enrolment numbers, open plans). */
const LIVELY: PageRule = { kind: 'cache', freshSeconds: 15, staleSeconds: 120 };
/** Live rooms and community threads change by the minute. */
const REAL_TIME: PageRule = { kind: 'cache', freshSeconds: 5, staleSeconds: 30 };
const PERSONAL: PageRule = { kind: 'render', reason: 'personal' };
const FORM: PageRule = { kind: 'render', reason: 'form' };

/** Every page route by id; route-rules.test.ts fails when the route table has a page not listed here. */
export const PAGE_RULES = {
  home: LIVELY,
  business: PRERENDER,
  contactus: PRERENDER,
  pricing: PRERENDER,
  privacy: PRERENDER,
  service: PRERENDER,
  collect: PERSONAL,
  study: PERSONAL,
  feedback: FORM,
  join: CATALOGUE,
  'join-intention': FORM,
  recover: FORM,
  reset: FORM,
  community: REAL_TIME,
  'community-pin': REAL_TIME,
  'community-ask': FORM,
  'community-question': REAL_TIME,
  'community-answer': REAL_TIME,
  'course-list': CATALOGUE,
  'course-detail': CATALOGUE,
  'course-group': CATALOGUE,
  'course-project': CATALOGUE,
  'course-play': PERSONAL,
  'enrollment-list': LIVELY,
  'enrollment-detail': LIVELY,
  'exam-list': CATALOGUE,
  'exam-detail': CATALOGUE,
  'exam-history': PERSONAL,
  'exam-mock': PERSONAL,
  'exam-official': PERSONAL,
  'institutional-list': CATALOGUE,
  'institutional-detail': CATALOGUE,
  'live-list': REAL_TIME,
  'live-detail': REAL_TIME,
  'live-play': PERSONAL,
  'live-replay': PERSONAL,
  message: PERSONAL,
  'message-reply': PERSONAL,
  'message-at': PERSONAL,
  'message-like': PERSONAL,
  'message-answer': PERSONAL,
  'message-system': PERSONAL,
  'message-whisper': PERSONAL,
  'news-list': CATALOGUE,
  'news-detail': CATALOGUE,
  order: PERSONAL,
  'order-course': PERSONAL,
  'order-detail': PERSONAL,
  'order-enrollment': PERSONAL,
  'order-live': PERSONAL,
  'order-package': PERSONAL,
  'order-pay-create': PERSONAL,
  'order-project': PERSONAL,
  'profession-list': CATALOGUE,
  'profession-detail': CATALOGUE,
  rule: CATALOGUE,
  'rule-effective': CATALOGUE,
  'rule-effective-detail': CATALOGUE,
  'rule-publicity': CATALOGUE,
  'rule-publicity-detail': CATALOGUE,
  search: { kind: 'render', reason: 'unbounded' },
  setting: PERSONAL,
  'setting-account': PERSONAL,
  'setting-invoice': PERSONAL,
  'setting-invoice-edit': PERSONAL,
  'setting-real': PERSONAL,
  'setting-user': PERSONAL,
  user: REAL_TIME,
  'user-index': REAL_TIME,
  'user-dynamic': REAL_TIME,
  'user-favorite': REAL_TIME,
  'user-like': REAL_TIME,
  'user-fans': REAL_TIME,
  'user-follow': REAL_TIME,
} satisfies Record<string, PageRule>;

const NOT_A_PAGE: PageRule = { kind: 'render', reason: 'unbounded' };

interface CompiledRule {
  routeId: string;
  rule: PageRule;
  pattern: RegExp;
  /** React Router's ranking: static segments outrank parameters, so `/course/group/7` is not `/course/:id/play`. */
  score: number;
  /** Between equal scores the deeper route wins (a section's index page over the section). */
  depth: number;
}

/** Each route's full path pattern with the rule of its deepest page (a redirecting index takes its section's). */
function compileRules(table: RouteObject[]): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  const walk = (list: RouteObject[], prefix: string, inherited: { routeId: string; rule: PageRule } | undefined, depth: number) => {
    for (const route of list) {
      const path =
        route.path === undefined ? prefix : route.path.startsWith('/') ? route.path : `${prefix.replace(/\/$/, '')}/${route.path}`;
      const own =
        route.id && route.id in PAGE_RULES
          ? { routeId: route.id, rule: PAGE_RULES[route.id as keyof typeof PAGE_RULES] as PageRule }
          : undefined;
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
export function pageRuleFor(pathname: string, table?: RouteObject[]): { routeId: string | undefined; rule: PageRule } {
  const candidates = table ? compileRules(table) : compiledRoutes;
  const found = candidates.find((candidate) => candidate.pattern.test(pathname));
  return found ? { routeId: found.routeId, rule: found.rule } : { routeId: undefined, rule: NOT_A_PAGE };
}

/** The paths the build prerenders: the static paths of every `prerender` route. */
export function prerenderPaths(table: RouteObject[] = routes): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[], prefix: string) => {
    for (const route of list) {
      const path =
        route.path === undefined ? prefix : route.path.startsWith('/') ? route.path : `${prefix.replace(/\/$/, '')}/${route.path}`;
      const rule = route.id ? (PAGE_RULES as Record<string, PageRule>)[route.id] : undefined;
      if (rule?.kind === 'prerender') {
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
