import { useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  paused: boolean;
  ended: boolean;
  /** Playback has begun at least once (the big play button goes). */
  started: boolean;
  waiting: boolean;
  failed: boolean;
  time: number;
  duration: number;
  /** Seconds buffered ahead of the start, for the seek bar's second shade. */
  buffered: number;
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'canplay',
  'seeking',
  'seeked',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'ended',
  'error',
  'emptied',
] as const;

function snapshot(video: HTMLVideoElement, previous: MediaState): MediaState {
  const ranges = video.buffered;
  return {
    paused: video.paused,
    ended: video.ended,
    started: previous.started || !video.paused,
    waiting: !video.paused && video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA,
    failed: video.error !== null,
    time: video.readyState === HTMLMediaElement.HAVE_NOTHING ? previous.time : video.currentTime,
    duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : previous.duration,
    buffered: ranges.length > 0 ? ranges.end(ranges.length - 1) : previous.buffered,
  };
}

/** What the custom controls show, following the video's own events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>, knownDuration: number): MediaState {
  const [state, setState] = useState<MediaState>({
    paused: true,
    ended: false,
    started: false,
    waiting: false,
    failed: false,
    time: 0,
    duration: knownDuration,
    buffered: 0,
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setState((previous) => snapshot(video, previous));
    for (const name of EVENTS) video.addEventListener(name, update);
    update();
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [videoRef]);
  return state;
}
