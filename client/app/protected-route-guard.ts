import { replace, type MiddlewareFunction } from 'react-router';
import { isProtectedPath, loginRedirectTarget } from '@shared/auth/protected-routes';
import { session } from '@client/features/session/session';
import { appContext } from './app-context';

/**
 * Spec §4: a protected route visited with no token clears the login state, resets the user and
 * replaces the location with home + the login modal (`?login=1&redirect=…`). The server answers
 * the same case with a 302 before rendering (server/plugins/ssr.ts); this covers client navigations.
 */
export const protectedRouteGuard: MiddlewareFunction = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const { queryClient, hasToken } = context.get(appContext);
  if (!hasToken() && isProtectedPath(url.pathname)) {
    if (typeof document !== 'undefined') session.signedOut(queryClient);
    throw replace(loginRedirectTarget(url.pathname + url.search));
  }
  return next();
};
