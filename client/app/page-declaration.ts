import type { RouteMeta } from '@client/lib/route-meta';

/**
 * What every page of the route table (route-table.tsx) declares on its `handle`: the protected paths
 * (route-access.ts) are read from the table. How the server delivers each page is server-only, keyed by
 * page id (page-rules.server.ts).
 */

/**
 * Who may see the page: `signed-in` pages send a signed-out visitor home with the login modal
 * (server: a 302 before rendering; browser: the route middleware). A signed-in section protects
 * its whole subtree, unknown subpaths included (`/setting/zzz` goes to the login, not to a 404).
 */
export type PageAccess = 'public' | 'signed-in';

/** A page route's handle: a page a URL lands on, or a section (a page route with child pages, reached only through them or its redirecting index). */
export interface PageHandle {
  access: PageAccess;
  meta: RouteMeta;
  /** The lazy module's id in the client build's manifest (`client/routes/message-layout.tsx`). */
  module: string;
}

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
