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
