import { useLocation } from 'react-router';
import { socialCallbackOf } from '@shared/auth/wechat-connect';
import { useLoadedModule } from '@client/lib/use-loaded-module';

const loadHandler = () => import('./social-login-handler');

/**
 * Called by the entry before hydration when the first URL is a WeChat callback: the handler's code
 * then downloads while the page hydrates instead of after it (on a slow phone, seconds).
 */
export function preloadSocialLoginHandler(search: string): void {
  if (socialCallbackOf(search) !== null) void loadHandler().catch(() => undefined);
}

/**
 * Watches for the WeChat callback's code and state in the query (spec §2, §4). The code that
 * handles it (sign-in call, bind modal, toasts) is fetched when they first appear and stays mounted.
 */
export function SocialLoginCallback() {
  const { search } = useLocation();
  const handler = useLoadedModule(loadHandler, socialCallbackOf(search) !== null);
  return handler ? <handler.SocialLoginHandler /> : null;
}
