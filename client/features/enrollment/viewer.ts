import type { AppContext } from '@client/lib/app-context';
import { getSelfQueryOptions, useSelf } from '@client/lib/session/get-self';

/**
 * Who the page is for: the signed-in user's id, 0 signed out. Answers holding the learner's own
 * state (application status, progress) are cached per viewer, so signing in or out never shows
 * one person's state to another; the loader and the component agree through the self cache.
 */
export async function loaderViewerId({ queryClient, api, hasToken }: AppContext): Promise<number> {
  if (!hasToken()) return 0;
  try {
    return (await queryClient.ensureQueryData(getSelfQueryOptions(api)))?.id ?? 0;
  } catch {
    return 0;
  }
}

export const useViewerId = (): number => useSelf()?.id ?? 0;
