import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type RouteObject } from 'react-router';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import type { ApiClient } from '@shared/api/api-client';
import { createQueryClient } from './lib/query-client';
import { ApiProvider } from './lib/api-context';
import { routes } from './app/route-table';
import { firstSegmentOf, pruneRoutes } from './app/route-pruning';
import { appContext } from '@client/lib/app-context';
import { documentHead, preloadImagesOf, sharingMetaOf, structuredDataOf, type PreloadImage } from '@client/lib/route-meta';
import { breadcrumbStructuredData, seoHeadHtml } from '@client/app/seo-head.server';
import { breadcrumbOf } from './components/page-heading';
import {
  browserLoaderData,
  compactQueries,
  serializeErrors,
  serializeForScript,
  STATE_ELEMENT_ID,
  type HydrationPayload,
  type StateQueries,
} from './app/hydration-state';
import { colorModeBootScript } from './components/color-mode/color-mode';
import { SiteLegalContext } from './components/site-legal-context';
import { RenderedSectionModules } from './components/near-view-section';
import type { SiteLegal } from '@shared/lib/site-legal';
import { escapeHtml } from '@shared/lib/escape-html';
import { lightColours } from '@shared/design/theme';
import { viewOfMeta } from '@client/lib/data-view-meta';

// The server decides access, caching and prerendering per route before it renders, from the
// declarations of the route table (client/app/route-rules.server.ts, client/app/route-access.ts).
export { pageRuleFor, prerenderPaths, sitemapPaths, type PageRule } from './app/route-rules.server';
export { isProtectedPath, protectedPatterns } from './app/route-access';
export { pageRouteIds } from './app/route-rules.server';

export interface PageAssets {
  /** Module script that boots the client. */
  entry: string;
  stylesheets: string[];
  modulePreloads: string[];
  /** Extra head markup (the Vite client and React Refresh preamble in development). */
  devHead?: string;
  /**
   * The stylesheets and module preloads of a page that renders these lazy modules (manifest ids),
   * entry's included; absent in development, where Vite injects CSS itself.
   */
  forModules?: (modules: readonly string[]) => { stylesheets: string[]; modulePreloads: string[] };
}

/** The error page's module: a page rendered as an error needs its CSS in the head (root-error-boundary.tsx). */
const ERROR_PAGE_MODULE = 'client/components/error-page/error-page.tsx';

/** The lazy modules a render used, by manifest id, from the matched routes' handles (route-table.tsx). */
function renderedModules(matches: readonly { handle?: unknown }[], isError: boolean): string[] {
  const modules = matches
    .map((match) => (match.handle as { module?: unknown } | undefined)?.module)
    .filter((module): module is string => typeof module === 'string');
  return isError ? [...modules, ERROR_PAGE_MODULE] : modules;
}

export interface RenderOptions {
  request: Request;
  api: ApiClient;
  hasToken: boolean;
  nonce: string;
  /** The site's public origin (validated by the server), for canonical and Open Graph URLs. */
  origin: string;
  /** The footer's filing numbers (SITE_ICP, SITE_PSB); absent: no filing line. */
  siteLegal?: SiteLegal | null;
  assets: PageAssets;
  buildId: string;
  /** Crawlers get the whole document at once (onAllReady); people get the shell as soon as it is ready. */
  waitForAll: boolean;
  /** Give up on a render that has not finished by then; the client renders the rest. */
  abortAfterMs: number;
  onError?: (error: unknown) => void;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'response'; response: Response }
  | { type: 'page'; status: number; head: string; tail: string; pipe: (destination: Writable) => void; abort: () => void };

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** First segments that some route starts with; any other path can only be a 404. */
const knownSegments = new Set(collectSegments(routes));
const handlers = new Map<string, StaticHandler>();

function collectSegments(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [firstSegmentOf(route.path)] : []),
    ...(route.path && route.path !== '/' ? [] : collectSegments(route.children ?? [])),
  ]);
}

/**
 * One static handler per first path segment, over the pruned table (see route-pruning.ts);
 * created on first use and kept for the life of the process. Unknown segments share one.
 */
function handlerFor(pathname: string): StaticHandler {
  const segment = firstSegmentOf(pathname);
  const key = knownSegments.has(segment) ? segment : '\0unknown';
  let handler = handlers.get(key);
  if (!handler) {
    handler = createStaticHandler(pruneRoutes(routes, key), { future: { v8_middleware: true } as never });
    handlers.set(key, handler);
  }
  return handler;
}

/** JSON-LD blocks: never executed, `<` escaped like the hydration state so data cannot end the element. */
function structuredDataHtml(nonce: string, blocks: readonly Record<string, unknown>[]): string {
  return blocks.map((block) => `<script type="application/ld+json" nonce="${nonce}">${serializeForScript(block)}</script>`).join('');
}

/**
 * The hero image first, ahead of the stylesheets and module preloads: a phone on a slow link fetches a
 * few at a time, and the largest paint otherwise waits behind two dozen small files.
 */
function imagePreloadsHtml(images: readonly PreloadImage[]): string {
  return images
    .map(
      ({ href, media }) =>
        `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high"${media ? ` media="${escapeHtml(media)}"` : ''}>`,
    )
    .join('');
}

interface PageHead {
  title: string;
  description: string;
  forced: string | undefined;
  seo: string;
  structuredData: readonly Record<string, unknown>[];
  preloadImages: readonly PreloadImage[];
}

function headHtml(
  options: RenderOptions,
  modules: readonly string[],
  sectionModules: ReadonlySet<string>,
  { title, description, forced, seo, structuredData, preloadImages }: PageHead,
): string {
  const { nonce, assets } = options;
  const { stylesheets, modulePreloads } = assets.forModules?.(modules) ?? assets;
  // Sections rendered here whose code loads later (NearViewSection): their CSS is in the head, their code is not preloaded.
  const sectionStylesheets = sectionModules.size && assets.forModules ? assets.forModules([...modules, ...sectionModules]).stylesheets : [];
  const links = [...new Set([...stylesheets, ...sectionStylesheets])].map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  // The page's code at low priority: the server's markup paints without it, so the stylesheets (and the
  // preloaded hero image) get the phone's bandwidth first. At the browser's default (high) priority the
  // ~140 KB of modules share the link with the stylesheets and the first paint waits for both
  // (Lighthouse's simulation counted them: FCP 2.4 s against 0.95 s; docs/decisions/019-script-priority.md).
  const preloads = modulePreloads.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('');
  return (
    `<!DOCTYPE html><html lang="zh-CN" data-theme="${forced ?? 'light'}"${forced ? ` data-forced-theme="${forced}"` : ''}><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">${seo}` +
    `<meta name="theme-color" content="${lightColours.primary}"><link rel="icon" href="/favicon.svg" type="image/svg+xml">${imagePreloadsHtml(preloadImages)}${structuredDataHtml(nonce, structuredData)}` +
    `<script nonce="${nonce}">${colorModeBootScript}</script>${links}${assets.devHead ?? ''}` +
    `<script type="module" nonce="${nonce}" src="${assets.entry}" fetchpriority="low"></script>${preloads}` +
    `</head><body><div id="root">`
  );
}

/**
 * The query cache for the state: a query with a page view (docs/decisions/017-page-data-views.md) ships
 * its view without the fields kept in the server's markup, and without the view itself in `meta`.
 */
function dehydrateViews(queryClient: QueryClient): StateQueries {
  const state = dehydrate(queryClient);
  for (const query of state.queries) {
    const view = viewOfMeta(query.meta);
    if (!view) continue;
    delete query.meta;
    if (view.keepsMarkup) query.state = { ...query.state, data: view.forState(query.state.data) };
  }
  return compactQueries(state);
}

/** React's server markup for a boundary it left to the browser (it suspended past the render, or threw). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * A whole page (waitForAll) as one string, when nothing in it suspends or fails: the usual case, as the
 * loaders ran before and the server imports section modules up front. React's string renderer joins
 * text; its stream encodes every small piece into 4 KB byte views, which cost ~20 % of an uncached
 * page. Undefined when the render threw or left a boundary to the browser: the stream renders it
 * again, waits for what suspended and reports the error as it always has.
 */
function wholeBodyOf(app: ReactNode): string | undefined {
  try {
    const body = renderToString(app);
    return body.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : body;
  } catch {
    return undefined;
  }
}

/** Runs the route loaders, then streams the matched page: head (title, CSS, client entry) → React → state. */
export async function render(options: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const requestContext = new RouterContextProvider();
  requestContext.set(appContext, { queryClient, api: options.api, hasToken: () => options.hasToken });

  const path = new URL(options.request.url).pathname;
  const handler = handlerFor(path);
  const context = await handler.query(options.request, { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) return { type: 'redirect', status: context.status, location };
    return { type: 'response', response: context };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    handle: match.route.handle,
    pathname: match.pathname,
    params: match.params,
    data: context.loaderData[match.route.id],
  }));
  const isError = Boolean(context.errors);
  const head = documentHead(matches, isError ? context.statusCode : undefined);
  const seo = seoHeadHtml({
    ...sharingMetaOf(matches),
    origin: options.origin,
    path,
    title: head.title,
    description: head.description,
    isError,
  });
  const breadcrumb = isError ? undefined : breadcrumbStructuredData(options.origin, path, breadcrumbOf(matches));
  const structuredData = isError ? [] : [...structuredDataOf(matches), ...(breadcrumb ? [breadcrumb] : [])];
  const payload: HydrationPayload = {
    router: { loaderData: browserLoaderData(context.loaderData), actionData: context.actionData, errors: serializeErrors(context.errors) },
    query: dehydrateViews(queryClient),
    hasToken: options.hasToken,
    buildId: options.buildId,
    siteLegal: options.siteLegal ?? null,
  };

  const sectionModules = new Set<string>();
  const app = (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={options.api}>
        <SiteLegalContext value={options.siteLegal ?? null}>
          <RenderedSectionModules value={sectionModules}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
          </RenderedSectionModules>
        </SiteLegalContext>
      </ApiProvider>
    </QueryClientProvider>
  );

  /** The page once React's part is done: the head names the CSS of what was rendered (sections included). */
  const pageOf = (pipe: (destination: Writable) => void, abort: () => void): RenderResult => ({
    type: 'page',
    status: context.statusCode,
    head: headHtml(
      options,
      renderedModules(
        context.matches.map((match) => match.route),
        isError,
      ),
      sectionModules,
      {
        title: head.title,
        description: head.description,
        forced: head.colorMode,
        seo,
        structuredData,
        preloadImages: isError ? [] : preloadImagesOf(matches),
      },
    ),
    tail: `</div><script type="application/json" id="${STATE_ELEMENT_ID}">${serializeForScript(payload)}</script></body></html>`,
    pipe,
    abort,
  });

  if (options.waitForAll) {
    const body = wholeBodyOf(app);
    if (body !== undefined)
      return pageOf(
        (destination) => destination.end(body),
        () => {},
      );
  }

  return new Promise((resolve, reject) => {
    let settled = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const ready = () => {
      if (settled) return;
      settled = true;
      clearTimeout(abortTimer);
      resolve(
        pageOf(
          (destination) => stream.pipe(destination),
          () => stream.abort(),
        ),
      );
    };
    const stream = renderToPipeableStream(app, {
      nonce: options.nonce,
      onShellReady: options.waitForAll ? undefined : ready,
      onAllReady: options.waitForAll ? ready : undefined,
      onShellError: (error) => {
        settled = true;
        clearTimeout(abortTimer);
        reject(error);
      },
      onError: (error) => options.onError?.(error),
    });
    if (!settled || !options.waitForAll) {
      abortTimer = setTimeout(() => stream.abort(), options.abortAfterMs);
      abortTimer.unref?.();
    }
  });
}
