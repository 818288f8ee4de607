import { WECHAT_CONNECT_PATH, WECHAT_STATE_COOKIE, pathWithoutSocialParams } from '@shared/auth/wechat-connect';

/**
 * The WeChat icon of the login modal: leave for the QR-connect page through the site's own hop
 * (server/plugins/wechat-connect.ts), which draws the state and comes back to this very page.
 */
export function startWechatLogin(): void {
  // No hash: the open platform appends its query to redirect_uri and drops fragments.
  const back = pathWithoutSocialParams({ pathname: window.location.pathname, search: window.location.search });
  window.location.assign(`${WECHAT_CONNECT_PATH}?redirect=${encodeURIComponent(back)}`);
}

/** The state this browser left with, if it is still there (ten minutes). */
export function savedWechatState(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === WECHAT_STATE_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Used once: after a sign-in, a refusal or a closed bind dialog the state must not work again. */
export function forgetWechatState(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${WECHAT_STATE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
