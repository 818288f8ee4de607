import { useEffect } from 'react';
import { formatDuration } from '@client/lib/format/course-format';
import { HOLD_CONTINUE_ATTRIBUTE } from '@client/lib/learning/continuous-play-hold';

/** A moment of a lesson as a learner reads it: 03:12, 1:02:03. */
export const formatMoment = (seconds: number) => formatDuration(Math.max(0, Math.floor(seconds)));

/** The player at a lesson's moment, a question open in its 答疑 tab (what the course page and the asker's message link to). */
export const lessonMomentHref = (courseId: number, lessonId: number, seconds: number, questionId?: number) =>
  `/course/${courseId}/play?lesson=${lessonId}&t=${Math.max(0, Math.floor(seconds))}${questionId ? `&question=${questionId}` : ''}`;

/**
 * The player's video element. Found in the page rather than handed down: the 答疑 tab is loaded on
 * demand beside the player, which owns the element (client/features/player/components/player-frame.tsx).
 */
const lessonVideo = (): HTMLVideoElement | null => document.querySelector('[data-testid="player-frame"] video');

/** Where the lesson's video is, in whole seconds (0 when it has not started or there is none). */
export const currentLessonSeconds = (): number => Math.floor(lessonVideo()?.currentTime ?? 0);

/**
 * While the learner asks about the lesson: the video pauses (answers whether it was playing) and,
 * until `release`, continuous play does not move on at its end, so the question stays beside its lesson.
 */
export function holdLessonVideo(): { paused: boolean; release: (resume: boolean) => void; video: HTMLVideoElement | null } {
  const video = lessonVideo();
  if (!video) return { paused: false, release: () => undefined, video };
  const paused = !video.paused && !video.ended;
  if (paused) video.pause();
  video.setAttribute(HOLD_CONTINUE_ATTRIBUTE, '');
  return {
    paused,
    video,
    release: (resume) => {
      video.removeAttribute(HOLD_CONTINUE_ATTRIBUTE);
      if (resume && video.isConnected) void video.play().catch(() => undefined);
    },
  };
}

/** Moves the lesson's video to `seconds`; false when there is no video to move. */
export function seekLessonVideo(seconds: number): boolean {
  const video = lessonVideo();
  if (!video) return false;
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = seconds;
  // Before its metadata the time would be lost: set it once it is known (after the player's own resume).
  else video.addEventListener('loadedmetadata', () => (video.currentTime = seconds), { once: true });
  return true;
}

/** Opened at a moment (`?t=` of a link): the video goes there once, as soon as it is in the page. */
export function useStartAt(seconds: number | null): void {
  useEffect(() => {
    if (seconds === null) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (seekLessonVideo(seconds) || ++tries > 50) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [seconds]);
}

let made = 0;
/** A one-time key for a question being written: a double click or a replayed send asks it once. */
export const newRequestKey = () => `q-${Date.now().toString(36)}-${(made++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
