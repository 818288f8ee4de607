import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from './app-context';
import { getSelfQueryOptions } from '@client/features/session/get-self';
import { getUnreadCountsQueryOptions } from '@client/features/session/get-message-counts';

export interface RootLoaderData {
  /** A token came with the request but who it belongs to could not be loaded (spec §8 toast). */
  selfFailed: boolean;
}

/**
 * Loads who is signed in (spec §4: self-info at start when a token exists) and the unread counts
 * for the bell. A failed self call leaves the visitor signed out; it never fails the page.
 */
export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const { queryClient, api, hasToken } = context.get(appContext);
  if (!hasToken()) return { selfFailed: false };
  try {
    const user = await queryClient.ensureQueryData(getSelfQueryOptions(api));
    if (user) await queryClient.prefetchQuery(getUnreadCountsQueryOptions(api));
    return { selfFailed: false };
  } catch {
    queryClient.setQueryData(getSelfQueryOptions(api).queryKey, null);
    return { selfFailed: true };
  }
}
