/** The player's settings kept in localStorage under the spec's keys (§ local storage). */
export const VOLUME_KEY = 'video_volume';
export const CONTINUOUS_PLAY_KEY = 'auto_continuous_play';

export const DEFAULT_VOLUME = 0.8;
export const DEFAULT_CONTINUOUS_PLAY = true;

/** A stored volume (0–1, as written by `writeVolume`); anything else — missing, text, NaN, out of range — is the default. */
export function parseVolume(stored: string | null): number {
  // Plain decimals only: Number() would also take '0x1', '1e0' and whitespace.
  if (stored === null || !/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(stored)) return DEFAULT_VOLUME;
  const value = Number(stored);
  if (!Number.isFinite(value) || value < 0 || value > 1) return DEFAULT_VOLUME;
  return Math.round(value * 100) / 100;
}

/** `true`/`false` (also `1`/`0`); anything else is the default (on). */
export function parseContinuousPlay(stored: string | null): boolean {
  const value = stored?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return DEFAULT_CONTINUOUS_PLAY;
}

/** localStorage can be missing or throw (privacy modes, full quota): then the settings just are not kept. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not kept; the player works the same.
  }
}

export const readVolume = (): number => parseVolume(read(VOLUME_KEY));
export const writeVolume = (volume: number): void => write(VOLUME_KEY, String(Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100));
export const readContinuousPlay = (): boolean => parseContinuousPlay(read(CONTINUOUS_PLAY_KEY));
export const writeContinuousPlay = (on: boolean): void => write(CONTINUOUS_PLAY_KEY, String(on));
