import { useEffect, useRef, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@shared/api/api-client';
import { PROGRESS_PATH, reportProgress } from '@shared/api/player';
import type { PlayInfo, ProgressReport } from '@shared/schemas/player';
import { useApi } from '@client/lib/api-context';
import { runMutation } from '@client/lib/run-mutation';
import { toast } from '@client/components/toast/toast-store';
import { forgetLearningLists } from '@client/lib/learning/learning-cache';
import { applyStanding, playInfoKey } from './get-play-info';
import { confirmPosition, keepPendingPosition } from './pending-position';

/** While playing, a report this often (the peers report every 10–15 s). */
export const TICK_MS = 15_000;

/**
 * The page is going away: the beacon outlives it. It carries the cookie (the site's /api turns it
 * into the token) and passes the cross-site check (same-origin); the Blob's JSON type makes it a
 * body the API parses like any other.
 */
function beacon(report: ProgressReport): boolean {
  try {
    return navigator.sendBeacon(`/api${PROGRESS_PATH}`, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  } catch {
    return false;
  }
}

/**
 * Reports the learner's progress in one lesson: when playback starts, every 15 s while it plays, on
 * pause, at the end, when the page is hidden (by beacon) and when the learner leaves the lesson. The
 * server counts what was watched between two reports by its own clock (shared/lib/study-time.ts),
 * so the report at the start is what the first seconds are measured from. Each answer updates the
 * cached play info, so the sidebar's statuses follow.
 */
export function useProgressReporter(videoRef: RefObject<HTMLVideoElement | null>, courseId: number, lessonId: number): void {
  const api = useApi();
  const queryClient = useQueryClient();
  /** Where the learner is, and whether that was reported yet. */
  const where = useRef({ position: 0, duration: 0, unreported: false });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let failedOnce = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const state = where.current;

    const reportOf = (event: ProgressReport['event']): ProgressReport | undefined => {
      if (!(state.duration > 0)) return undefined;
      state.unreported = false;
      return { lessonId, position: Math.min(state.position, state.duration), duration: state.duration, event };
    };
    const send = (event: ProgressReport['event']) => {
      const report = reportOf(event);
      if (!report) return;
      // Reports go while the video plays: a 401 is told once (below), not with the login modal every few seconds.
      runMutation(
        queryClient,
        { mutationFn: () => api.call(reportProgress, { body: report }), meta: { loginOn401: false } },
        undefined,
      ).then(
        (standing) => {
          confirmPosition(lessonId);
          queryClient.setQueryData<PlayInfo>(playInfoKey(courseId), (info) => (info ? applyStanding(info, standing) : info));
          // The course page and /study show this progress too: they ask again next time.
          queryClient.removeQueries({ queryKey: ['courses', 'detail', courseId], type: 'inactive' });
          forgetLearningLists(queryClient);
        },
        (error: unknown) => {
          // Not saved (a reload cancels what is on its way): the page-hide copy and beacon still carry it.
          state.unreported = true;
          if (failedOnce) return;
          failedOnce = true;
          toast.warning(isApiError(error) && error.code !== undefined ? error.message : '学习进度保存失败，请检查网络');
        },
      );
    };
    // Nothing loaded (a new resolution loading): the clock reads 0 then and must not overwrite the position.
    const track = () => {
      if (video.readyState === HTMLMediaElement.HAVE_NOTHING) return;
      state.position = video.currentTime;
      if (Number.isFinite(video.duration)) state.duration = video.duration;
      if (!video.paused) state.unreported = true;
    };
    const stopTicking = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onPlay = () => {
      track();
      timer ??= setInterval(() => {
        track();
        send('tick');
      }, TICK_MS);
    };
    // Playback has started (or resumed after loading): the clock of what is watched starts here.
    const onPlaying = () => {
      track();
      send('tick');
    };
    // At the very end the browser pauses first, then ends: the end is reported, not the pause.
    const onPause = () => {
      stopTicking();
      track();
      if (!video.ended && video.readyState !== HTMLMediaElement.HAVE_NOTHING) send('pause');
    };
    const onEnded = () => {
      stopTicking();
      track();
      send('end');
    };
    const onPageHide = () => {
      if (!state.unreported) return;
      const report = reportOf('hidden');
      // A reload's new page may read the play info before the beacon lands: it resumes from this copy.
      if (report) keepPendingPosition(lessonId, report.position);
      if (report && !beacon(report)) state.unreported = true;
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };

    video.addEventListener('timeupdate', track);
    video.addEventListener('play', onPlay);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopTicking();
      video.removeEventListener('timeupdate', track);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the lesson (another lesson, another page) while it played: where it stopped is kept.
      if (state.unreported) send('pause');
    };
  }, [api, queryClient, videoRef, courseId, lessonId]);
}
