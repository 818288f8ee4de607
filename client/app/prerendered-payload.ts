import { hydrate } from '@tanstack/react-query';
import type { MiddlewareFunction } from 'react-router';
import { isPrerendered, loadPayload } from '@client/lib/build-manifest';
import { appContext } from '@client/lib/app-context';

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
      if (payload) hydrate(queryClient, payload);
    }
  }
  return next();
};
