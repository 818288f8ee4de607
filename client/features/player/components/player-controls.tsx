import type { CSSProperties, RefObject } from 'react';
import { VideoResolution } from '@shared/enums/learning';
import { formatClock, spokenClock } from '@client/lib/format/clock-format';
import { PLAYBACK_RATES, rateLabel } from '../player-format';
import type { PlayerPreferenceActions, PlayerPreferences } from '../use-player-preferences';
import type { MediaState } from './use-media-state';
import { ControlMenu } from './control-menu';
import { PlayerIcon } from './player-icons';
import styles from './player-controls.module.css';

interface PlayerControlsProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  media: MediaState;
  preferences: PlayerPreferences;
  actions: PlayerPreferenceActions;
  resolutions: readonly number[];
  hasCaptions: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  onTogglePlay: () => void;
  /** The next playable video's title, when there is one (the 下一节 button). */
  nextTitle: string | undefined;
  onNext: () => void;
  container: HTMLElement | null;
}

const RATE_OPTIONS = PLAYBACK_RATES.map((rate) => ({ value: rate, label: rateLabel(rate) }));
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.min(100, (part / whole) * 100)}%` : '0%');

/** The bar under the picture: seek, play, next, volume, time; continuous play, speed, resolution, captions, fullscreen. */
export function PlayerControls({
  videoRef,
  media,
  preferences,
  actions,
  resolutions,
  hasCaptions,
  fullscreen,
  onToggleFullscreen,
  onTogglePlay,
  nextTitle,
  onNext,
  container,
}: PlayerControlsProps) {
  const { volume, muted, rate, resolution, captions, continuous } = preferences;
  const audible = muted ? 0 : volume;
  const resolutionOptions = resolutions.map((value) => ({ value, label: VideoResolution.label(value) }));
  const seekStyle = {
    '--played': percent(media.time, media.duration),
    '--buffered': percent(media.buffered, media.duration),
  } as CSSProperties;

  return (
    <div className={styles.bar}>
      <input
        type="range"
        className={styles.seek}
        style={seekStyle}
        min={0}
        max={media.duration || 0}
        step="any"
        value={Math.min(media.time, media.duration || 0)}
        aria-label="播放进度"
        aria-valuetext={`${spokenClock(media.time)}，共 ${spokenClock(media.duration)}`}
        onChange={(event) => {
          const video = videoRef.current;
          if (video) video.currentTime = Number(event.target.value);
        }}
      />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.control}
          aria-label={media.paused ? '播放' : '暂停'}
          title={media.paused ? '播放 (空格)' : '暂停 (空格)'}
          onClick={onTogglePlay}
        >
          <PlayerIcon name={media.paused ? 'play' : 'pause'} size={22} />
        </button>
        {nextTitle ? (
          <button
            type="button"
            className={`${styles.control} ${styles.nextControl}`}
            aria-label={`下一节：${nextTitle}`}
            title={`下一节：${nextTitle}`}
            onClick={onNext}
          >
            <PlayerIcon name="next" size={20} />
          </button>
        ) : null}
        <div className={styles.volume}>
          <button
            type="button"
            className={styles.control}
            aria-label="静音"
            aria-pressed={muted}
            title={muted ? '取消静音 (m)' : '静音 (m)'}
            onClick={() => actions.setMuted(!muted)}
          >
            <PlayerIcon name={audible === 0 ? 'muted' : audible < 0.5 ? 'volumeLow' : 'volume'} size={20} />
          </button>
          <input
            type="range"
            className={styles.volumeSlider}
            style={{ '--played': `${audible * 100}%` } as CSSProperties}
            min={0}
            max={1}
            step={0.05}
            value={audible}
            aria-label="音量"
            aria-valuetext={`${Math.round(audible * 100)}%`}
            data-player-keys="native"
            onChange={(event) => actions.setVolume(Number(event.target.value))}
          />
        </div>
        <span className={styles.time}>
          <span data-testid="player-time">{formatClock(media.time)}</span>
          <span aria-hidden="true"> / </span>
          <span className="sr-only">，总时长 </span>
          {formatClock(media.duration)}
        </span>
        <span className={styles.spacer} />
        <button
          type="button"
          role="switch"
          className={`${styles.control} ${styles.textControl} ${styles.switch}`}
          aria-checked={continuous}
          aria-label="自动连播"
          title="自动连播：本节结束后播放下一节"
          onClick={() => actions.setContinuous(!continuous)}
        >
          <span className={styles.switchTrack} aria-hidden="true" />
          <span className={styles.switchText}>连播</span>
        </button>
        <ControlMenu
          display={rateLabel(rate) === '正常' ? '倍速' : rateLabel(rate)}
          label={`播放速度：${rateLabel(rate)}`}
          title="播放速度"
          value={rate}
          options={RATE_OPTIONS}
          onChange={actions.setRate}
          container={container}
        />
        <ControlMenu
          display={VideoResolution.label(resolution)}
          label={`清晰度：${VideoResolution.label(resolution)}`}
          title="清晰度"
          value={resolution}
          options={resolutionOptions}
          onChange={actions.setResolution}
          container={container}
        />
        {hasCaptions ? (
          <button
            type="button"
            className={styles.control}
            aria-label="字幕"
            aria-pressed={captions}
            title={captions ? '关闭字幕 (c)' : '打开字幕 (c)'}
            onClick={() => actions.setCaptions(!captions)}
          >
            <PlayerIcon name="captions" size={21} className={captions ? styles.on : undefined} />
          </button>
        ) : null}
        <button
          type="button"
          className={styles.control}
          aria-label={fullscreen ? '退出全屏' : '全屏'}
          title={fullscreen ? '退出全屏 (f)' : '全屏 (f)'}
          onClick={onToggleFullscreen}
        >
          <PlayerIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} size={20} />
        </button>
      </div>
    </div>
  );
}
