import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayInfo } from '@shared/schemas/player';
import { playerKeyAction, SEEK_STEP_SECONDS, VOLUME_STEP, type PlayerKeyAction } from '../player-keys';
import { endNoteOf, type LessonInChapter } from '../play-lessons';
import { usePlayerPreferences } from '../use-player-preferences';
import { LessonVideo } from './lesson-video';
import { buyHref, LessonGate } from './lesson-gate';
import styles from './player-frame.module.css';

interface PlayerFrameProps {
  info: PlayInfo;
  lesson: LessonInChapter;
  /** The next video continuous play would start. */
  next: LessonInChapter | undefined;
  /** A lesson in this course playable right now, for a locked lesson's 试看 hint. */
  preview: LessonInChapter | undefined;
  /** Open another lesson; `autoplay` when the learner was watching. */
  onAdvance: (lessonId: number) => void;
  /** The page was opened by continuous play: start at once. */
  autoStart: boolean;
  lessons: readonly LessonInChapter[];
  /** The page's handle on the video (notes read its time and jump it); one of its own when not given. */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** Start the lesson at this moment (`?t=`, a note's link) instead of the saved position. */
  startAt?: number;
}

/**
 * The 16:9 frame of the player, kept across lessons (so fullscreen and the settings survive a
 * lesson change): the lesson's video with its controls, or why it cannot play. Owns the keyboard
 * shortcuts and fullscreen.
 */
export function PlayerFrame({ info, lesson, next, preview, onAdvance, autoStart, lessons, videoRef: givenRef, startAt }: PlayerFrameProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const ownRef = useRef<HTMLVideoElement | null>(null);
  const videoRef = givenRef ?? ownRef;
  const [preferences, actions] = usePlayerPreferences();
  const [fullscreen, setFullscreen] = useState(false);
  const [flash, setFlash] = useState<{ text: string; key: number } | null>(null);
  /** Once the learner has played something, moving to another lesson starts it at once. */
  const engaged = useRef(false);
  const latest = useRef(preferences);
  latest.current = preferences;

  const say = useCallback((text: string) => setFlash((current) => ({ text, key: (current?.key ?? 0) + 1 })), []);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 1200);
    return () => clearTimeout(timer);
  }, [flash]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  }, [videoRef]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void container?.requestFullscreen?.().catch(() => undefined);
  }, [container]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === container);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [container]);

  useEffect(() => {
    const video = videoRef.current;
    const onPlay = () => (engaged.current = true);
    video?.addEventListener('play', onPlay);
    return () => video?.removeEventListener('play', onPlay);
  }, [videoRef, lesson.id]);

  const run = useCallback(
    (action: PlayerKeyAction) => {
      const video = videoRef.current;
      const { volume, muted, captions } = latest.current;
      switch (action) {
        case 'toggle-play':
          return togglePlay();
        case 'seek-back':
        case 'seek-forward': {
          if (!video || !Number.isFinite(video.duration)) return;
          const by = action === 'seek-back' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
          video.currentTime = Math.min(video.duration, Math.max(0, video.currentTime + by));
          return say(by < 0 ? '快退 5 秒' : '快进 5 秒');
        }
        case 'volume-up':
        case 'volume-down': {
          const level =
            Math.round(Math.min(1, Math.max(0, (muted ? 0 : volume) + (action === 'volume-up' ? VOLUME_STEP : -VOLUME_STEP))) * 100) / 100;
          actions.setVolume(level);
          if (level > 0) actions.setMuted(false);
          return say(`音量 ${Math.round(level * 100)}%`);
        }
        case 'mute':
          actions.setMuted(!muted);
          return say(muted ? '已取消静音' : '已静音');
        case 'captions':
          actions.setCaptions(!captions);
          return say(captions ? '字幕已关闭' : '字幕已开启');
        case 'fullscreen':
          return toggleFullscreen();
      }
    },
    [actions, say, togglePlay, toggleFullscreen, videoRef],
  );

  const playable = lesson.kind === 1 && lesson.playable && lesson.media !== null;
  const endNote = endNoteOf(lessons, lesson.id);
  useEffect(() => {
    if (!playable) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = playerKeyAction(event);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [playable, run]);

  return (
    <div
      ref={setContainer}
      className={styles.frame}
      role="region"
      aria-label="视频播放器"
      data-testid="player-frame"
      data-fullscreen={fullscreen ? '' : undefined}
      data-gate={playable ? undefined : ''}
    >
      {playable ? (
        <LessonVideo
          key={lesson.id}
          courseId={info.course.id}
          lesson={lesson}
          media={lesson.media!}
          videoRef={videoRef}
          preferences={preferences}
          actions={actions}
          container={container}
          fullscreen={fullscreen}
          onToggleFullscreen={toggleFullscreen}
          onTogglePlay={togglePlay}
          autoStart={autoStart || engaged.current}
          startAt={startAt}
          next={next}
          onAdvance={onAdvance}
          endNote={{
            text: endNote.text,
            href:
              endNote.lockReason === 'purchase'
                ? buyHref(info.course.id)
                : endNote.lockReason === 'enrol'
                  ? `/course/${info.course.id}`
                  : undefined,
            action: endNote.lockReason === 'purchase' ? '购买课程' : '去报名',
          }}
        />
      ) : (
        <LessonGate info={info} lesson={lesson} next={next} preview={preview} />
      )}
      {/* Always there, so screen readers hear each change; shown while it has something to say. */}
      <p className={styles.flash} role="status" data-shown={flash ? '' : undefined}>
        <span key={flash?.key}>{flash?.text}</span>
      </p>
    </div>
  );
}
