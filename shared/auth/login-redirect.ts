import { safeSitePath } from './site-paths';

// Which paths need a signed-in visitor is declared by the pages themselves (client/app/route-table.tsx,
// matched by client/app/route-access.ts); where such a visitor is sent is shared by the server and the browser.

/** `login` values that open the login modal: `1`, or `expired` when a token's session was found gone. */
export const LOGIN_PARAM_OPEN = '1';
export const LOGIN_PARAM_EXPIRED = 'expired';

/**
 * Where a signed-out visitor of a protected path is sent: home, the login modal, and the way back.
 * `expired`: the visitor came with a token whose session is gone, and is told so.
 */
export function loginRedirectTarget(pathWithSearch: string, { expired = false } = {}): string {
  return `/?login=${expired ? LOGIN_PARAM_EXPIRED : LOGIN_PARAM_OPEN}&redirect=${encodeURIComponent(pathWithSearch)}`;
}

/**
 * A visitor with a token who opens a sign-in link (`?login=1&redirect=…`, bookmarked or from a second
 * tab) has nothing to sign in to: where they go instead, a safe path of this site, or null to stay.
 * `expired` is left alone: it is sent because the token is gone.
 */
export function signedInLoginBounce(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('login') !== LOGIN_PARAM_OPEN) return null;
  return safeSitePath(params.get('redirect'));
}
