import { Outlet } from 'react-router';
import { SiteHeader } from '@client/components/site-header/site-header';
import { AppChrome } from './app-chrome';

/** Header, the page's layout route, and the chrome every page shares (modals, toasts, loading bar). */
export function RootLayout() {
  return (
    <AppChrome>
      <SiteHeader />
      <Outlet />
    </AppChrome>
  );
}
