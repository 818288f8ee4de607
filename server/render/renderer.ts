import type { RenderOptions, RenderResult, PageAssets, PageRule } from '../../client/entry-server';

export type { PageAssets, PageRule, RenderOptions, RenderResult };

/** The entry-server module: loaded from dist/server in production, through Vite in development. */
export interface RendererModule {
  render(options: RenderOptions): Promise<RenderResult>;
  /** How a signed-out visitor's request for this path is delivered (prerendered, cached, rendered). */
  pageRuleFor(pathname: string): { routeId: string | undefined; rule: PageRule };
  /** Every page route id pageRuleFor can answer (the ids real-user timings may be reported for). */
  pageRouteIds(): string[];
  /** Whether this path needs a signed-in visitor (its page, or its section, is declared `signed-in`). */
  isProtectedPath(pathname: string): boolean;
  /** The protected paths as globs (`/setting/**`, `/study`, `/course/*` + `/play`), for robots.txt. */
  protectedPatterns(): readonly string[];
  /** The static paths of the public pages the sitemap lists (its detail pages come from the API). */
  sitemapPaths(): string[];
}

export interface Renderer {
  load(): Promise<RendererModule>;
  assets: PageAssets;
  buildId: string;
  /** Turns a server render error into a readable stack (Vite rewrites it in development). */
  fixStack?: (error: Error) => void;
}
