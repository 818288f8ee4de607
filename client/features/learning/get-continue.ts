import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { listMyCourses } from '@shared/api/learning';
import type { AppContext } from '@client/lib/app-context';
import { useApi } from '@client/lib/api-context';
import { getSelfQueryOptions } from '@client/lib/session/get-self';

/** The home page's 继续学习: the course studied most recently (its continueLesson follows the shared rule). */
export const getContinueQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['learning', 'continue'],
    queryFn: async () => (await api.call(listMyCourses, { query: { page: 1, size: 1 } })).list[0] ?? null,
  });

/**
 * For the home loader: a signed-in visitor's card, never a signed-out one's (no token: no call, so the
 * anonymous page and its cache stay as they were). A failure leaves the card out, never the page.
 */
export async function prefetchContinue({ queryClient, api, hasToken }: AppContext): Promise<void> {
  if (!hasToken()) return;
  try {
    const user = await queryClient.ensureQueryData(getSelfQueryOptions(api));
    if (user) await queryClient.prefetchQuery(getContinueQueryOptions(api));
  } catch {
    // The root loader reports a failed self call; the home page shows without the card.
  }
}

/** Read after a sign-in on the page too (the modal signs in without a navigation). */
export const useContinue = (signedIn: boolean) => useQuery({ ...getContinueQueryOptions(useApi()), enabled: signedIn }).data;
