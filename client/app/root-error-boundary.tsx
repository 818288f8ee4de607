import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { SiteHeader } from '@client/components/site-header/site-header';
import { ErrorPage } from '@client/components/error-page/error-page';
import { isApiError } from '@shared/api/api-client';
import { AppChrome } from './app-chrome';

/** Status of whatever reached the root boundary: route responses keep theirs, API errors map per spec §8. */
export function statusOfError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status === 404 ? 404 : error.status === 401 || error.code === 401 ? 401 : 500;
  return 500;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = statusOfError(error);
  // Spec §8: no matching route, or a route whose params fail validation, is "Page not found: {path}".
  const detail = status === 404 ? `Page not found: ${pathname}` : undefined;
  return (
    <AppChrome errorStatus={status}>
      <SiteHeader />
      <main id="main" className="error-main">
        <ErrorPage status={status} detail={detail} />
      </main>
    </AppChrome>
  );
}
