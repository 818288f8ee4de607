import { matchRoutes, type createBrowserRouter, type LoaderFunctionArgs, type RouteObject, type RouterContextProvider } from 'react-router';
import { nextIdle, whenIdleAfterLoad } from '@client/lib/idle-after-load';
import { firstSegmentOf, pruneRoutes } from '../route-pruning';
import { connectionAllowsPrefetch, prefetchesData, prefetchKeyOf, type ConnectionInfo } from './prefetch-policy';
import { createPrefetchQueue } from './prefetch-queue';

export interface RoutePrefetchOptions {
  router: ReturnType<typeof createBrowserRouter>;
  /** A fresh router context, as the router gives its loaders (query client, API, session). */
  context: () => RouterContextProvider;
  signedIn: () => boolean;
}

type RouteModule = Partial<Pick<RouteObject, 'loader'>>;

const connection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/**
 * React Router compiles every route's pattern on each match: the branches a path's first segment
 * can reach (route-pruning.ts, as on the server) are a handful, not the whole table.
 */
const prunedTables = new Map<string, RouteObject[]>();
function routesFor(routes: RouteObject[], pathname: string): RouteObject[] {
  const segment = firstSegmentOf(pathname);
  let table = prunedTables.get(segment);
  if (!table) prunedTables.set(segment, (table = pruneRoutes(routes, segment)));
  return table;
}

/**
 * Prefetches a page: the lazy modules of the routes it matches (their code and static imports) and
 * the data their loaders put in the query cache — the loaders themselves run, against the same
 * cache, so the navigation finds both ready. Protected pages (the player among them, whose data is
 * asked afresh each time it opens) get their code only. Failures are the navigation's business.
 * Each step starts in an idle period, so a page full of links never adds a long task.
 */
async function prefetchPage(key: string, { router, context }: RoutePrefetchOptions): Promise<void> {
  await nextIdle();
  const url = new URL(key, window.location.origin);
  const matches = matchRoutes(routesFor(router.routes as RouteObject[], url.pathname), url.pathname) ?? [];
  const withData = prefetchesData(url.pathname);
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const module: RouteModule = typeof route.lazy === 'function' ? ((await route.lazy()) as RouteModule) : route;
      const loader = module.loader ?? route.loader;
      if (!withData || typeof loader !== 'function' || route.id === 'root') return;
      await nextIdle();
      const args = { request: new Request(url.href), params, context: context() } as unknown as LoaderFunctionArgs;
      await Promise.resolve(loader(args)).catch(() => undefined);
    }),
  );
}

/**
 * Route prefetch (spec §9): links prefetch their page when pointed at, focused or touched, and when
 * they scroll into view (watched once the page is idle), on fast connections only and never with
 * Save-Data; at most 4 at once, each page once, never the page being shown. Browser only; loaded
 * after the first page's `load`, so it costs the first load nothing.
 */
export function startRoutePrefetch(options: RoutePrefetchOptions): void {
  const { router } = options;
  // A navigation under way has the connections to itself: prefetches wait for it to finish.
  const queue = createPrefetchQueue((key) => prefetchPage(key, options), { canStart: () => router.state.navigation.state === 'idle' });
  const keyOf = (link: HTMLAnchorElement) => prefetchKeyOf(link, window.location, options.signedIn());
  const request = (link: HTMLAnchorElement, urgent: boolean) => {
    if (!connectionAllowsPrefetch(connection())) return;
    const key = keyOf(link);
    if (key) queue.request(key, { urgent });
  };

  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) request(link, true);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  // Links in view, watched once the page is idle; each page shown (a navigation that completed) anew.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            request(entry.target as HTMLAnchorElement, false);
          }
        })
      : undefined;
  const watchLinks = () => {
    if (!observer || !connectionAllowsPrefetch(connection())) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) if (keyOf(link)) observer.observe(link);
  };
  let cancelWatch = whenIdleAfterLoad(watchLinks);
  let shown = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    queue.resume();
    if (state.location.key === shown) return;
    shown = state.location.key;
    cancelWatch();
    observer?.disconnect();
    cancelWatch = whenIdleAfterLoad(watchLinks);
  });
}
