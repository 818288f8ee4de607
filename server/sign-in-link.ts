import { LOGIN_PARAM_OPEN } from '@shared/auth/login-redirect';
import { safeSitePath } from '@shared/auth/site-paths';

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
