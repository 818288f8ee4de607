import { data } from 'react-router';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '@shared/api/api-client';

/** The HTTP status a failed API call gives the page: 404 (HTTP or business code) stays 404, a 401 business code is 401, the rest 500. */
export function pageStatusOf(error: unknown): number {
  if (!isApiError(error)) return 500;
  if (error.status === 404 || error.code === 404) return 404;
  if (error.code === 401) return 401;
  return 500;
}

/**
 * Loader helper: ensures a query's data, and turns an API failure into a route error response
 * with the right status, so the server answers 404/401/500 with the error page — never a blank page.
 */
export async function loadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    throw data(isApiError(error) ? error.message : '服务器内部错误', { status: pageStatusOf(error) });
  }
}
