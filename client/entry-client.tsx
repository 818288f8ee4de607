import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '@shared/api/api-client';
import { createQueryClient } from './lib/query-client';
import { ApiProvider } from './lib/api-context';
import { browserTransport } from './lib/browser-transport';
import { session } from '@client/lib/session/session';
import { routes } from './app/route-table';
import { preloadErrorPage } from './app/root-error-boundary';
import { appContext } from '@client/lib/app-context';
import { deserializeErrors, hydrateQueries, STATE_ELEMENT_ID, type HydrationPayload } from './app/hydration-state';
import { followColorMode } from './components/color-mode/color-mode';
import { SiteLegalContext } from './components/site-legal-context';
import { loadBuildManifest } from './lib/build-manifest';
import { whenIdleAfterLoad } from './lib/idle-after-load';
import { preloadSocialLoginHandler } from './features/auth/components/social-login-callback';
import './styles/design-tokens.css';
import './styles/global.css';

/**
 * Lazy routes matched by the first URL must be loaded before the router is created, otherwise it
 * renders nothing for them and hydration fails against the server's markup.
 */
async function resolveMatchedLazyRoutes(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function boot() {
  // Before anything is awaited: a scheme changed while the routes load is followed at once.
  followColorMode();
  const element = document.getElementById(STATE_ELEMENT_ID);
  const payload = JSON.parse(element?.textContent ?? '{}') as HydrationPayload;
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, payload.query);
  session.init(payload.hasToken, queryClient);

  preloadSocialLoginHandler(window.location.search);
  const api = createApiClient(browserTransport, { validate: import.meta.env.DEV });
  // A page rendered as an error hydrates with the error page's code already there.
  await Promise.all([resolveMatchedLazyRoutes(routes), payload.router.errors ? preloadErrorPage() : undefined]);
  const routerContext = () => {
    const context = new RouterContextProvider();
    context.set(appContext, { queryClient, api, hasToken: session.hasToken });
    return context;
  };
  const router = createBrowserRouter(routes, {
    hydrationData: { ...payload.router, errors: deserializeErrors(payload.router.errors) },
    future: { v8_middleware: true } as never,
    getContext: routerContext,
  });

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone's first input is not blocked behind it). No Emotion
  // here: the design tokens are a stylesheet written from theme.ts (styles/design-tokens.css, from
  // app/design-tokens.server.tsx). A component styled with Emotion in the browser would add its
  // runtime to every first load and need a CacheProvider with the page's nonce, or CSP blocks its
  // styles (docs/decisions/008-design-tokens.md).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <SiteLegalContext value={payload.siteLegal ?? null}>
            <RouterProvider router={router} />
          </SiteLegalContext>
        </ApiProvider>
      </QueryClientProvider>,
    );
  });
  loadBuildManifest(payload.buildId);
  // The stale-build watcher, route prefetch and real-user timings arrive once this page has loaded.
  whenIdleAfterLoad(() => {
    void import('./app/after-load').then(({ startAfterLoad }) =>
      startAfterLoad({ router, context: routerContext, signedIn: session.hasToken, buildId: payload.buildId }),
    );
  });
}

void boot();
