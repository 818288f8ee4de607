import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { SiteHeader } from '@client/components/site-header/site-header';
import { pageStatusOf } from '@client/lib/route-error';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { AppChrome } from './app-chrome';

type ErrorPageModule = typeof import('@client/components/error-page/error-page');

const loadErrorPage = () => import('@client/components/error-page/error-page');

/**
 * The error page's code (illustrations and all) is not part of every page's first load: the server
 * has it before its first render; the browser fetches it before hydrating a page rendered as an
 * error (entry-client.tsx), or while a client-side navigation ends in one.
 */
let errorPageModule: ErrorPageModule | undefined = import.meta.env.SSR ? await loadErrorPage() : undefined;

export async function preloadErrorPage(): Promise<ErrorPageModule> {
  return (errorPageModule ??= await loadErrorPage());
}

function ErrorPageSlot({ status, notFoundPath }: { status: number; notFoundPath?: string }) {
  const module = useLoadedModule(preloadErrorPage, true, errorPageModule);
  return module ? <module.ErrorPage status={status} notFoundPath={notFoundPath} /> : null;
}

/** Status of whatever reached the root boundary: route responses keep theirs, API errors map per spec §8 (as a loader's do). */
export const statusOfError = (error: unknown): number => (isRouteErrorResponse(error) ? error.status : pageStatusOf(error));

export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = statusOfError(error);
  // Spec §8: no matching route, or a route whose params fail validation, is "Page not found: {path}".
  // Shown decoded, as text, by the error page's own code (displayPath); a malformed escape stays as written.
  const notFoundPath = status === 404 ? pathname : undefined;
  return (
    <AppChrome errorStatus={status}>
      <SiteHeader />
      <main id="main" className="error-main">
        <ErrorPageSlot status={status} notFoundPath={notFoundPath} />
      </main>
    </AppChrome>
  );
}
