import { replace, type MiddlewareFunction } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { loginRedirectTarget } from '@shared/auth/login-redirect';
import { isProtectedPath } from './route-access';
import { session } from '@client/lib/session/session';
import { getSelfQueryOptions } from '@client/lib/session/get-self';
import { appContext, type AppContext } from '@client/lib/app-context';

/** A self call refused with 401: the token's session is gone (anything else proves nothing). */
export const isSessionGone = (error: unknown): boolean => isApiError(error) && error.code === 401;

/**
 * Where a visitor without a (live) token on a protected page goes: home with the login modal and
 * the way back; `expired` when a token turned out dead. In the browser the login state is cleared first.
 */
export function toSignIn(queryClient: AppContext['queryClient'], url: URL, { expired = false } = {}): Response {
  if (typeof document !== 'undefined') session.signedOut(queryClient);
  return replace(loginRedirectTarget(url.pathname + url.search, { expired }));
}

/**
 * In the browser, a token believed good may have died since the page loaded (signed out on
 * another device, password changed, expired): before a protected page is shown the session is
 * asked again, whatever the cache holds. 401 → the visitor has no token after all.
 */
async function sessionIsGone({ queryClient, api }: AppContext): Promise<boolean> {
  try {
    await queryClient.fetchQuery({ ...getSelfQueryOptions(api), staleTime: 0 });
    return false;
  } catch (error) {
    // Any other failure (network, 5xx) is not proof of anything: the page's own calls will tell.
    return isSessionGone(error);
  }
}

/**
 * Spec §4: a protected route visited with no token clears the login state, resets the user and
 * replaces the location with home + the login modal (`?login=1&redirect=…`). The server answers
 * the same case with a 302 before rendering (server/plugins/ssr.ts); this covers client navigations,
 * including a token whose session ended while the page was open (`?login=expired`, with the notice).
 */
export const protectedRouteGuard: MiddlewareFunction = async ({ request, context }, next) => {
  const url = new URL(request.url);
  if (!isProtectedPath(url.pathname)) return next();
  const app = context.get(appContext);
  if (!app.hasToken()) throw toSignIn(app.queryClient, url);
  // On the server the root loader checks the session of every render (client/app/root-loader.ts).
  if (typeof document !== 'undefined' && (await sessionIsGone(app))) throw toSignIn(app.queryClient, url, { expired: true });
  return next();
};
