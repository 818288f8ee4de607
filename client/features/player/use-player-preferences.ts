import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_CONTINUOUS_PLAY,
  DEFAULT_VOLUME,
  readContinuousPlay,
  readVolume,
  writeContinuousPlay,
  writeVolume,
} from './player-preferences';

/** The resolution a lesson starts in: 720P (spec enum VideoResolution 2), until the learner picks another. */
export const DEFAULT_RESOLUTION = 2;

export interface PlayerPreferences {
  volume: number;
  muted: boolean;
  rate: number;
  resolution: number;
  captions: boolean;
  continuous: boolean;
}

export interface PlayerPreferenceActions {
  setVolume: (volume: number) => void;
  setMuted: (muted: boolean) => void;
  setRate: (rate: number) => void;
  setResolution: (resolution: number) => void;
  setCaptions: (on: boolean) => void;
  setContinuous: (on: boolean) => void;
}

/**
 * The settings that outlive a lesson: volume and continuous play in localStorage (read after
 * hydration, so the server's markup and the first client render agree), the rest for the visit.
 */
export function usePlayerPreferences(): [PlayerPreferences, PlayerPreferenceActions] {
  const [preferences, setPreferences] = useState<PlayerPreferences>({
    volume: DEFAULT_VOLUME,
    muted: false,
    rate: 1,
    resolution: DEFAULT_RESOLUTION,
    captions: true,
    continuous: DEFAULT_CONTINUOUS_PLAY,
  });
  useEffect(() => {
    setPreferences((current) => ({ ...current, volume: readVolume(), continuous: readContinuousPlay() }));
  }, []);

  const update = useCallback(
    <K extends keyof PlayerPreferences>(key: K, value: PlayerPreferences[K]) => setPreferences((current) => ({ ...current, [key]: value })),
    [],
  );
  const setVolume = useCallback((volume: number) => {
    const clamped = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    writeVolume(clamped);
    setPreferences((current) => ({ ...current, volume: clamped, muted: clamped === 0 ? current.muted : false }));
  }, []);
  const setContinuous = useCallback(
    (on: boolean) => {
      writeContinuousPlay(on);
      update('continuous', on);
    },
    [update],
  );

  return [
    preferences,
    {
      setVolume,
      setMuted: useCallback((muted: boolean) => update('muted', muted), [update]),
      setRate: useCallback((rate: number) => update('rate', rate), [update]),
      setResolution: useCallback((resolution: number) => update('resolution', resolution), [update]),
      setCaptions: useCallback((on: boolean) => update('captions', on), [update]),
      setContinuous,
    },
  ];
}
