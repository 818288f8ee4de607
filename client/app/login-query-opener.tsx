import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openLoginModal } from '@client/lib/app-store';

/**
 * `?login=1` on any page (the protected-route redirect sends it): open the login modal and take the
 * flag out of the URL (replace), keeping `redirect` for the sign-in form.
 */
export function LoginQueryOpener() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('login') !== '1') return;
    openLoginModal();
    params.delete('login');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.pathname, location.search, location.hash, navigate]);
  return null;
}
