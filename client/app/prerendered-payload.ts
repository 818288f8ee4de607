import type { MiddlewareFunction } from 'react-router';
import { isPrerendered, loadPayload } from '@client/lib/build-manifest';
import { appContext } from '@client/lib/app-context';
import { hydrateQueries, type StateQueries } from './hydration-state';

/**
 * Client navigations to a prerendered page take its data from `{path}/_payload.json` (a static
 * file) instead of the API; the loaders then find their queries already in the cache. Signed-in
 * visitors and failed payload fetches fall through to the normal loaders.
 */
export const prerenderedPayload: MiddlewareFunction = async ({ request, context }, next) => {
  if (typeof document !== 'undefined') {
    const { queryClient, hasToken } = context.get(appContext);
    const { pathname } = new URL(request.url);
    if (!hasToken() && isPrerendered(pathname)) {
      const payload = await loadPayload(pathname);
      if (payload) hydrateQueries(queryClient, payload as StateQueries);
    }
  }
  return next();
};
