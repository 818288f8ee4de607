import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appStore, openLoginModal } from '@client/lib/app-store';
import { LOGIN_PARAM_EXPIRED, LOGIN_PARAM_OPEN } from '@shared/auth/login-redirect';
import { toast } from '@client/components/toast/toast-store';
import { MSG_SELF_FAILED } from '@client/app/self-info-notice';

// A signed-in visitor with `?login` is rare: the check of `redirect` loads then, not in the entry chunk.
const loadSitePaths = () => import('@shared/auth/site-paths');

/**
 * `?login=1` on any page (the protected-route redirect sends it): open the login modal and take the
 * flag out of the URL (replace), keeping `redirect` for the sign-in form. `?login=expired` (a dead
 * token on a protected page) also says that the sign-in could not be loaded (spec §8).
 * A visitor already signed in (a bookmarked or shared link, a second tab) has nothing to sign in
 * to: no modal; they go straight to `redirect` when it is a safe path of this site, else the flag
 * just leaves the URL.
 */
export function LoginQueryOpener() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const flag = params.get('login');
    if (flag !== LOGIN_PARAM_OPEN && flag !== LOGIN_PARAM_EXPIRED) return;
    const dropFlag = () => {
      params.delete('login');
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    };
    if (!appStore.get().isLogin) {
      openLoginModal();
      if (flag === LOGIN_PARAM_EXPIRED) toast.error(MSG_SELF_FAILED);
      dropFlag();
      return;
    }
    let current = true;
    void loadSitePaths().then(
      ({ safeSitePath }) => {
        if (!current) return;
        const target = safeSitePath(params.get('redirect'));
        if (target) void navigate(target, { replace: true });
        else dropFlag();
      },
      () => current && dropFlag(),
    );
    return () => {
      current = false;
    };
  }, [location.pathname, location.search, location.hash, navigate]);
  return null;
}
