import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import type { SiteLegal } from '@shared/lib/site-legal';

export const STATE_ELEMENT_ID = '__SKILL_STATE__';

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface HydrationPayload {
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedError> | null;
  };
  query: DehydratedState;
  hasToken: boolean;
  buildId: string;
  /** The footer's filing numbers the server rendered (SITE_ICP, SITE_PSB). */
  siteLegal?: SiteLegal | null;
}

type SerializedError =
  { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown } | { __type: 'Error'; message: string };

export function serializeErrors(errors: Record<string, unknown> | null): HydrationPayload['router']['errors'] {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] = isRouteErrorResponse(error)
      ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
      : { __type: 'Error', message: error instanceof Error ? error.message : String(error) };
  }
  return out;
}

export function deserializeErrors(errors: HydrationPayload['router']['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] =
      error.__type === 'RouteErrorResponse' ? new ErrorResponseImpl(error.status, error.statusText, error.data) : new Error(error.message);
  }
  return out;
}

/**
 * JSON for a `<script type="application/json">`: escaping `<` means no `</script>` or `<!--`
 * in user data can end the element early, so hydration data cannot become markup (XSS). Three
 * plain replaceAll passes: a regular expression with a replacer function cost a third as much
 * again as JSON.stringify itself on a 30 KB page state.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}
