import { useEffect, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@client/lib/api-context';
import { getPlayInfoQueryOptions } from './get-play-info';

/**
 * Lesson media URLs are signed and expire (2 h, or at a restart of the API; mock-api/media/media-signature.ts):
 * a video element only sees its 403 as a media error. On the first error the player asks for the
 * lesson again, once: the fresh URLs replace the old ones and LessonVideo carries on from the same
 * time. Once the new source loads, a later expiry may refresh again; an error before that shows
 * the failure (a lesson no longer playable after a refund shows its gate instead).
 */
export function useMediaUrlRefresh(videoRef: RefObject<HTMLVideoElement | null>, courseId: number): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let refreshing = false;
    const onError = () => {
      if (refreshing) return;
      refreshing = true;
      void queryClient.fetchQuery({ ...getPlayInfoQueryOptions(api, courseId), staleTime: 0 }).catch(() => undefined);
    };
    const onLoaded = () => {
      refreshing = false;
    };
    video.addEventListener('error', onError);
    video.addEventListener('loadeddata', onLoaded);
    // An error before hydration (the server-rendered element already failed) counts too.
    if (video.error) onError();
    return () => {
      video.removeEventListener('error', onError);
      video.removeEventListener('loadeddata', onLoaded);
    };
  }, [videoRef, api, queryClient, courseId]);
}
