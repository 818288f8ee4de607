import type { LoaderFunctionArgs } from 'react-router';
import { isProtectedPath } from './route-access';
import { isSessionGone, toSignIn } from './protected-route-guard';
import { appContext } from '@client/lib/app-context';
import { getSelfQueryOptions } from '@client/lib/session/get-self';
import { getUnreadCountsQueryOptions } from '@client/lib/session/get-message-counts';

export interface RootLoaderData {
  /** A token came with the request but who it belongs to could not be loaded (spec §8 toast). */
  selfFailed: boolean;
}

/**
 * Loads who is signed in (spec §4: self-info at start when a token exists) and the unread counts
 * for the bell. A failed self call leaves the visitor signed out; it never fails the page — except
 * a protected page whose token turned out to be dead (401): that visitor has no token after all,
 * so it goes where every signed-out visitor of a protected page goes, told why (spec §4, §8).
 */
export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const { queryClient, api, hasToken } = context.get(appContext);
  if (!hasToken()) return { selfFailed: false };
  try {
    const user = await queryClient.ensureQueryData(getSelfQueryOptions(api));
    if (user) await queryClient.prefetchQuery(getUnreadCountsQueryOptions(api));
    return { selfFailed: false };
  } catch (error) {
    queryClient.setQueryData(getSelfQueryOptions(api).queryKey, null);
    const url = new URL(request.url);
    if (isSessionGone(error) && isProtectedPath(url.pathname)) throw toSignIn(queryClient, url, { expired: true });
    return { selfFailed: true };
  }
}
