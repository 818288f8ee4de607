import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/api-client';
import { errorMessage, isApiError } from '@shared/api/api-client';
import { CODE_LIVE_NOT_PURCHASED, getLive as liveEndpoint, getLivePlayback, setLiveReminder } from '@shared/api/live';
import type { LiveDetail, LivePlayback } from '@shared/schemas/live';
import { useApi } from '@client/lib/api-context';
import { loadQuery } from '@client/lib/load-query';
import { isSignedOutError } from '@client/lib/signed-out-error';
import { useCachedQueryData } from '@client/lib/use-cached-query';
import { toast } from '@client/components/toast/toast-store';

const detailKey = (id: number) => ['live', 'detail', id] as const;

export const getLive = (api: ApiClient, id: number) => api.call(liveEndpoint, { params: { id } });

/** Per id, with the learner's own `reminded` in it; 30 s fresh like the list (a class starts on the minute). */
export const getLiveQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: detailKey(id), queryFn: () => getLive(api, id), staleTime: 30_000 });

export const useLive = (id: number) => useCachedQueryData(getLiveQueryOptions(useApi(), id));

/**
 * 预约提醒 / 已预约, optimistic like 收藏: flips at once, back with the server's reason when refused
 * (the class has just started: 4701 says so). Clicks on one class run in order; the last one wins.
 */
export function useLiveReminder(id: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutationKey = ['live', 'reminder', id];
  return useMutation({
    mutationKey,
    scope: { id: `live-reminder-${id}` },
    mutationFn: (on: boolean) => api.call(setLiveReminder, { params: { id }, body: { on } }),
    onMutate: async (on: boolean) => {
      await queryClient.cancelQueries({ queryKey: detailKey(id) });
      const previous = queryClient.getQueryData<LiveDetail>(detailKey(id));
      if (previous) {
        const count = Math.max(0, previous.reminderCount + (on === previous.reminded ? 0 : on ? 1 : -1));
        queryClient.setQueryData<LiveDetail>(detailKey(id), { ...previous, reminded: on, reminderCount: count });
      }
      return { previous };
    },
    onError: (error, on, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey(id), context.previous);
      if (!isSignedOutError(error)) toast.error(errorMessage(error, on ? '预约失败，请稍后重试' : '取消预约失败，请稍后重试'));
    },
    onSuccess: (state, on) => {
      if (queryClient.isMutating({ mutationKey }) <= 1)
        queryClient.setQueryData<LiveDetail>(detailKey(id), (live) => (live ? { ...live, ...state } : live));
      if (on) toast.success('预约成功，开播时将通过消息中心提醒你');
    },
  });
}

const playbackKey = (id: number) => ['live', 'playback', id] as const;

/** The stream or the recording (signed in only); refetched when the room says the class started. */
export const getLivePlaybackQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: playbackKey(id), queryFn: () => api.call(getLivePlayback, { params: { id } }), staleTime: 30_000 });

export const useLivePlayback = (id: number) => useCachedQueryData(getLivePlaybackQueryOptions(useApi(), id));

/**
 * For the room and replay loaders: the playback, or 'locked' when the class is paid and this learner
 * has not bought it (4702: the page then offers the purchase instead of an error page). Any other
 * failure is the page's error as usual.
 */
export const loadLivePlayback = (queryClient: QueryClient, api: ApiClient, id: number): Promise<LivePlayback | 'locked'> =>
  loadQuery(queryClient, getLivePlaybackQueryOptions(api, id), (error) =>
    isApiError(error) && error.code === CODE_LIVE_NOT_PURCHASED ? 'locked' : undefined,
  );
