import type { RouteMeta } from '@client/lib/route-meta';

/**
 * What every page of the route table (route-table.tsx) declares on its `handle`, and the one place
 * these facts live: the server's delivery rules and prerender list (route-rules.ts) and the protected
 * paths (route-access.ts) are read from the table.
 */

/**
 * Who may see the page: `signed-in` pages send a signed-out visitor home with the login modal
 * (server: a 302 before rendering; browser: the route middleware). A signed-in section protects
 * its whole subtree, unknown subpaths included (`/setting/zzz` goes to the login, not to a 404).
 */
export type PageAccess = 'public' | 'signed-in';

/**
 * How the server delivers the page to a signed-out visitor (a signed-in one always gets a fresh,
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

/** Rendered for every request: the only rule a signed-in page may have (its render is never shared). */
export type RenderRule = Extract<PageRule, { kind: 'render' }>;

export const PRERENDER: PageRule = { kind: 'prerender' };
/** Catalogue content changes when operators edit it: a minute old is fine, ten minutes at worst. */
export const CATALOGUE: PageRule = { kind: 'cache', freshSeconds: 60, staleSeconds: 600 };
/** Pages with counts and statuses that move during the day (enrolment numbers, open plans). */
export const LIVELY: PageRule = { kind: 'cache', freshSeconds: 15, staleSeconds: 120 };
/** Live rooms and community threads change by the minute. */
export const REAL_TIME: PageRule = { kind: 'cache', freshSeconds: 5, staleSeconds: 30 };
export const PERSONAL: RenderRule = { kind: 'render', reason: 'personal' };
export const FORM: RenderRule = { kind: 'render', reason: 'form' };
/** Search results: a query space no cache can hold. */
export const UNBOUNDED: RenderRule = { kind: 'render', reason: 'unbounded' };

/** How a page is delivered: who may see it and how a signed-out visitor's request is answered. */
export type PageDelivery = { access: 'public'; rule: PageRule } | { access: 'signed-in'; rule: RenderRule };

/** A page route's handle: a page a URL lands on, or a section (a page route with child pages, reached only through them or its redirecting index). */
export type PageHandle = PageDelivery & {
  meta: RouteMeta;
  /** The lazy module's id in the client build's manifest (`client/routes/message-layout.tsx`). */
  module: string;
};

/** A layout route's handle: only its module (the JS budget test and the server's preloads read it). */
export interface LayoutHandle {
  module: string;
}

/** The page facts of a route's handle, or undefined for a layout or a redirect. */
export function pageHandleOf(route: { handle?: unknown }): PageHandle | undefined {
  const handle = route.handle as Partial<PageHandle> | undefined;
  return handle?.access ? (handle as PageHandle) : undefined;
}

/** A route's full path pattern under its parent's (`/course` + `:id` → `/course/:id`; an index route keeps its parent's). */
export function joinRoutePath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}
