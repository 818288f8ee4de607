/**
 * Where the visitor was before opening /feedback. A client navigation keeps document.referrer at
 * the first page of the visit, so the route's loader notes the address it is leaving (while a
 * client navigation's loaders run, the address bar still shows the previous page).
 */
let previousPage: string | undefined;

export function rememberPreviousPage(): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname !== '/feedback') previousPage = window.location.href;
}

export interface AttachedInfo {
  pageUrl: string;
  userAgent: string;
  viewport: string;
}

/** ?from=/path first, then the page this visit came from, then the referring page of this site, else /feedback itself. */
export function attachedInfo(): AttachedInfo {
  const here = new URL(window.location.href);
  const from = here.searchParams.get('from');
  let pageUrl = here.href;
  if (from && from.startsWith('/') && !from.startsWith('//')) pageUrl = new URL(from, here.origin).href;
  else if (previousPage) pageUrl = previousPage;
  else if (document.referrer) {
    try {
      if (new URL(document.referrer).origin === here.origin) pageUrl = document.referrer;
    } catch {
      // An unreadable referrer: keep this page.
    }
  }
  return {
    pageUrl: pageUrl.slice(0, 500),
    userAgent: navigator.userAgent.slice(0, 500),
    viewport: `${window.innerWidth}x${window.innerHeight}`,
  };
}
