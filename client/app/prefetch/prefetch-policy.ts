import { isProtectedPath } from '../route-access';

/** The parts of the Network Information API the policy reads (`navigator.connection`, Chromium only). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Prefetch only on a fast connection: 4g, or unknown (browsers without the API); never when the
 * visitor asked to save data.
 */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType === undefined || connection.effectiveType === '4g';
}

/** What the policy reads of a link (an HTMLAnchorElement, or a stand-in in tests). */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The page a link leads to, as the key to prefetch (path and query), or null when it is not one to
 * prefetch: another origin, an API or asset URL, a download, a new tab, a link the app leaves to
 * the browser (`data-reload`), for a signed-out visitor a protected page or a sign-in-gated action
 * (`data-requires-login`: it opens the login modal), or the page being shown.
 */
export function prefetchKeyOf(
  link: LinkLike,
  current: { origin: string; pathname: string; search: string },
  signedIn: boolean,
): string | null {
  if (!link.href || link.hasAttribute('download') || link.hasAttribute('data-reload')) return null;
  if (link.target && link.target !== '_self') return null;
  if (!signedIn && link.hasAttribute('data-requires-login')) return null;
  let url: URL;
  try {
    url = new URL(link.href, current.origin);
  } catch {
    return null;
  }
  if (
    url.origin !== current.origin ||
    url.pathname.startsWith('/api/') ||
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/__mock/')
  )
    return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  if (!signedIn && isProtectedPath(url.pathname)) return null;
  return url.pathname + url.search;
}

/**
 * Whether a prefetch of this page also runs its loaders. Protected pages get their code only: their
 * data is the visitor's own, and a call made with a session that has ended would clear the sign-in
 * cookie before the page's guard (client/app/protected-route-guard.ts) could send the visitor to
 * the login modal with the notice.
 */
export const prefetchesData = (pathname: string): boolean => !isProtectedPath(pathname);
