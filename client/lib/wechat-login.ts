import { WECHAT_CONNECT_PATH, WECHAT_STATE_COOKIE, pathWithoutSocialParams } from '@shared/auth/wechat-connect';
import { siteCookieName } from '@shared/auth/cookie-names';

/** The state cookie's name on this page's scheme (`__Host-…` over HTTPS, as the server set it). */
const stateCookieName = () => siteCookieName(WECHAT_STATE_COOKIE, window.location.protocol === 'https:');

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
    if (name === stateCookieName()) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Used once: after a sign-in, a refusal or a closed bind dialog the state must not work again. */
export function forgetWechatState(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${stateCookieName()}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
