import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LessonMedia } from '@shared/schemas/player';
import { useHydrated } from '@client/components/use-hydrated';
import { formatClock } from '@client/lib/format/clock-format';
import { resumePosition, type LessonInChapter } from '../play-lessons';
import { useProgressReporter } from '../use-progress-reporter';
import { useMediaUrlRefresh } from '../use-media-url-refresh';
import { readPendingPosition } from '../pending-position';
import type { PlayerPreferenceActions, PlayerPreferences } from '../use-player-preferences';
import { useMediaState } from './use-media-state';
import { PlayerControls } from './player-controls';
import { PlayerIcon } from './player-icons';
import styles from './player-frame.module.css';
import { HOLD_CONTINUE_ATTRIBUTE } from '@client/lib/learning/continuous-play-hold';

interface LessonVideoProps {
  courseId: number;
  lesson: LessonInChapter;
  media: LessonMedia;
  videoRef: RefObject<HTMLVideoElement | null>;
  preferences: PlayerPreferences;
  actions: PlayerPreferenceActions;
  container: HTMLElement | null;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  onTogglePlay: () => void;
  /** Start playing once loaded (continuous play, or the learner was already watching). */
  autoStart: boolean;
  next: LessonInChapter | undefined;
  onAdvance: (lessonId: number) => void;
  /** Start at this moment (a note's link) instead of the saved position. */
  startAt?: number;
  /** Said at the end when there is no next video, with where to get the rest. */
  endNote: { text: string; href?: string; action?: string };
}

/** How long the controls stay after the pointer stops, while playing. */
const IDLE_MS = 2500;

/**
 * One lesson's video (mounted per lesson): resumes where the learner left off, keeps the time and
 * play state across a resolution switch, reports progress, and at the end starts the next lesson
 * when continuous play is on. Server-rendered with the browser's own controls (JavaScript off),
 * ours after hydration.
 */
export function LessonVideo(props: LessonVideoProps) {
  const {
    courseId,
    lesson,
    media,
    videoRef,
    preferences,
    actions,
    container,
    fullscreen,
    onToggleFullscreen,
    onTogglePlay,
    autoStart,
    next,
    onAdvance,
    endNote,
    startAt,
  } = props;
  const hydrated = useHydrated();
  const state = useMediaState(videoRef, media.durationSeconds);
  const src = (media.sources.find((source) => source.resolution === preferences.resolution) ?? media.sources[0])!.url;
  // The attribute keeps its first value: later sources (another resolution, or fresh signed URLs after
  // an expired one failed: use-media-url-refresh.ts) are set on the element, so it can hold the time across the switch.
  const [initialSrc] = useState(src);
  const restore = useRef<{ time: number; play: boolean } | null>(null);
  const loadedOnce = useRef(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [idle, setIdle] = useState(false);
  /** Ended while continuous play was held (答疑): the end overlay shows instead of the next lesson. */
  const [heldAtEnd, setHeldAtEnd] = useState(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ preferences, next, autoStart, onAdvance, startAt });
  latest.current = { preferences, next, autoStart, onAdvance, startAt };

  useProgressReporter(videoRef, courseId, lesson.id);
  useMediaUrlRefresh(videoRef, courseId);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || video.getAttribute('src') === src) return;
    restore.current = { time: video.currentTime, play: !video.paused && !video.ended };
    video.src = src;
  }, [src, videoRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = preferences.volume;
    video.muted = preferences.muted;
    video.defaultPlaybackRate = preferences.rate;
    video.playbackRate = preferences.rate;
    const track = video.textTracks[0];
    if (track) track.mode = preferences.captions ? 'showing' : 'hidden';
  }, [videoRef, preferences]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const play = () => void video.play().catch(() => undefined);
    const onLoaded = () => {
      const { preferences: current, autoStart: start } = latest.current;
      video.playbackRate = current.rate;
      const track = video.textTracks[0];
      if (track) track.mode = current.captions ? 'showing' : 'hidden';
      if (restore.current) {
        video.currentTime = restore.current.time;
        if (restore.current.play) play();
        restore.current = null;
        return;
      }
      if (loadedOnce.current) return;
      loadedOnce.current = true;
      const asked = latest.current.startAt;
      if (asked !== undefined) {
        // A note's moment: exactly there (the clamp keeps a stale link inside the media).
        video.currentTime = Number.isFinite(video.duration) ? Math.min(asked, video.duration) : asked;
      } else {
        // This browser's last position wins while the server may not have it yet (a reload's beacon).
        const at = resumePosition(readPendingPosition(lesson.id) ?? lesson.position, video.duration);
        if (at > 0) {
          video.currentTime = at;
          setResumedAt(at);
        }
      }
      if (start) play();
    };
    const onEnded = () => {
      const { preferences: current, next: following, onAdvance: advance } = latest.current;
      // Held while the learner asks about this lesson (答疑): the end stays here, with its overlay.
      if (video.hasAttribute(HOLD_CONTINUE_ATTRIBUTE)) setHeldAtEnd(true);
      else if (current.continuous && following) advance(following.id);
    };
    const onPlay = () => setHeldAtEnd(false);
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('ended', onEnded);
    video.addEventListener('play', onPlay);
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onLoaded();
    return () => {
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('play', onPlay);
    };
  }, [videoRef, lesson.id, lesson.position]);

  useEffect(() => {
    if (resumedAt === null) return;
    const timer = setTimeout(() => setResumedAt(null), 4000);
    return () => clearTimeout(timer);
  }, [resumedAt]);

  useEffect(() => () => clearTimeout(idleTimer.current), []);
  const wake = () => {
    setIdle(false);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setIdle(true), IDLE_MS);
  };

  const showEnd = hydrated && state.ended && (heldAtEnd || !(preferences.continuous && next));
  return (
    <div className={styles.stage} data-idle={idle && !state.paused ? '' : undefined} onPointerMove={wake} onPointerDown={wake}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the lesson's WebVTT track is a child below whenever the API has one */}
      <video
        ref={videoRef}
        className={styles.video}
        src={initialSrc}
        poster={media.poster}
        preload="metadata"
        playsInline
        controls={!hydrated}
        onClick={hydrated ? onTogglePlay : undefined}
        onDoubleClick={hydrated ? onToggleFullscreen : undefined}
        data-testid="lesson-video"
        data-lesson-id={lesson.id}
      >
        {media.captions ? (
          <track kind="captions" src={media.captions.url} srcLang={media.captions.language} label={media.captions.label} default />
        ) : null}
        你的浏览器不支持视频播放，请升级浏览器后再试。
      </video>
      {hydrated ? (
        <>
          {!state.started && state.paused && !state.failed ? (
            <button type="button" className={styles.bigPlay} aria-label="开始播放" onClick={onTogglePlay}>
              <PlayerIcon name="play" size={34} />
            </button>
          ) : null}
          {state.waiting && !state.failed ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {resumedAt !== null ? (
            <p className={styles.notice} role="status">
              已从上次学习位置 {formatClock(resumedAt)} 继续
            </p>
          ) : null}
          {state.failed ? (
            <div className={styles.overlay} role="alert">
              <p className={styles.overlayTitle}>视频加载失败</p>
              <p className={styles.overlayText}>请切换清晰度或稍后重试</p>
            </div>
          ) : null}
          {showEnd ? (
            <div className={styles.overlay}>
              <p className={styles.overlayTitle}>本节已学完</p>
              {next ? null : <p className={styles.overlayText}>{endNote.text}</p>}
              <div className={styles.overlayActions}>
                <button type="button" className="btn btn-ghost" onClick={onTogglePlay}>
                  <PlayerIcon name="replay" size={16} />
                  重新播放
                </button>
                {next ? (
                  <button type="button" className="btn btn-primary" onClick={() => onAdvance(next.id)}>
                    下一节：{next.title}
                  </button>
                ) : endNote.href ? (
                  <a className="btn btn-primary" href={endNote.href}>
                    {endNote.action}
                  </a>
                ) : null}
              </div>
            </div>
          ) : null}
          <PlayerControls
            videoRef={videoRef}
            media={state}
            preferences={preferences}
            actions={actions}
            resolutions={media.sources.map((source) => source.resolution)}
            hasCaptions={media.captions !== null}
            fullscreen={fullscreen}
            onToggleFullscreen={onToggleFullscreen}
            onTogglePlay={onTogglePlay}
            nextTitle={next?.title}
            onNext={() => next && onAdvance(next.id)}
            container={container}
          />
        </>
      ) : null}
    </div>
  );
}
