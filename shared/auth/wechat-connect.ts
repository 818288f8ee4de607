/**
 * WeChat QR-connect (spec §2, §4, §7). The site's own hop, /auth/wechat/connect, draws the state,
 * keeps it in a short-lived cookie and sends the browser to the open platform, which comes back to
 * the page the visitor was on with `code` and `state` in the query.
 */
export const WECHAT_CONNECT_PATH = '/auth/wechat/connect';

/** The state the visitor left with; page scripts read it once on return and delete it. */
export const WECHAT_STATE_COOKIE = 'skill_wx_state';
/** Ten minutes: long enough to scan and confirm on a phone, short enough to be useless later. */
export const WECHAT_STATE_MAX_AGE_SECONDS = 600;

/** Spec §2: the state is a SHA-256 hex digest. */
export const WECHAT_STATE_PATTERN = /^[0-9a-f]{64}$/;

/** The query keys the open platform adds on the way back. */
export const SOCIAL_CALLBACK_KEYS = ['code', 'state'] as const;

/** `search` without the callback's code and state (other parameters kept, order preserved). */
export function withoutSocialParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of SOCIAL_CALLBACK_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The page the visitor is on, as a path, without the callback's code and state. */
export function pathWithoutSocialParams({ pathname, search, hash = '' }: { pathname: string; search: string; hash?: string }): string {
  return `${pathname}${withoutSocialParams(search)}${hash}`;
}

/** Code and state when the query carries both (the callback is handled on any page that does). */
export function socialCallbackOf(search: string): { code: string; state: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { code, state } : null;
}
