import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider, type RouteObject } from 'react-router';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createApiClient } from '@shared/api/api-client';
import { createQueryClient } from './lib/query-client';
import { ApiProvider } from './lib/api-context';
import { browserTransport } from './lib/browser-transport';
import { session } from './features/session/session';
import { routes } from './app/route-table';
import { appContext } from './app/app-context';
import { deserializeErrors, STATE_ELEMENT_ID, type HydrationPayload } from './app/hydration-state';
import { applyColorMode } from './components/color-mode/color-mode';
import { startBuildWatcher } from './lib/build-watcher';
import './lib/dayjs-setup';
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
  const element = document.getElementById(STATE_ELEMENT_ID);
  const payload = JSON.parse(element?.textContent ?? '{}') as HydrationPayload;
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.query);
  session.init(payload.hasToken, queryClient);

  const api = createApiClient(browserTransport, { validate: import.meta.env.DEV });
  await resolveMatchedLazyRoutes(routes);
  const router = createBrowserRouter(routes, {
    hydrationData: { ...payload.router, errors: deserializeErrors(payload.router.errors) },
    future: { v8_middleware: true } as never,
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(appContext, { queryClient, api, hasToken: session.hasToken });
      return context;
    },
  });

  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  const emotionCache = createCache({ key: 'css', nonce });
  applyColorMode();
  hydrateRoot(
    document.getElementById('root')!,
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </CacheProvider>,
  );
  startBuildWatcher(router, payload.buildId);
}

void boot();
