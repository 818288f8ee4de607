import { data } from 'react-router';
import { isApiError, MSG_SERVER_ERROR } from '@shared/api/api-client';

/**
 * The HTTP status a failed API call gives the page (spec §8): 404 for a missing resource (HTTP 404
 * or the business code 404), 401 for a refused sign-in (the business code, or HTTP 401), 500 for
 * anything else. The one rule for loaders (loadQuery, loadFresh, the community loaders) and for the
 * root error boundary. Tiny and in the entry chunk (the boundary imports it), so a page that needs
 * it pays nothing more for it.
 */
export function pageStatusOf(error: unknown): number {
  if (!isApiError(error)) return 500;
  if (error.status === 404 || error.code === 404) return 404;
  if (error.status === 401 || error.code === 401) return 401;
  return 500;
}

/** A failed loader call as the route's error response: the status above and the API's message. */
export const routeErrorOf = (error: unknown) => data(isApiError(error) ? error.message : MSG_SERVER_ERROR, { status: pageStatusOf(error) });
