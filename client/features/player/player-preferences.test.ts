import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_VOLUME,
  parseContinuousPlay,
  parseVolume,
  readContinuousPlay,
  readVolume,
  writeContinuousPlay,
  writeVolume,
} from './player-preferences';

describe('parseVolume (localStorage video_volume)', () => {
  it.each([
    ['0.5', 0.5],
    ['0', 0],
    ['1', 1],
    ['0.333333', 0.33],
    [null, DEFAULT_VOLUME],
    ['', DEFAULT_VOLUME],
    ['loud', DEFAULT_VOLUME],
    ['NaN', DEFAULT_VOLUME],
    ['Infinity', DEFAULT_VOLUME],
    ['1.5', DEFAULT_VOLUME],
    ['-0.2', DEFAULT_VOLUME],
    ['0x1', DEFAULT_VOLUME],
  ])('%s → %d', (stored, expected) => {
    expect(parseVolume(stored as string | null)).toBe(expected);
  });
});

describe('parseContinuousPlay (localStorage auto_continuous_play)', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [' FALSE ', false],
    [null, true],
    ['yes', true],
    ['{}', true],
  ])('%s → %s', (stored, expected) => {
    expect(parseContinuousPlay(stored as string | null)).toBe(expected);
  });
});

describe('reading and writing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('round-trips through localStorage under the spec keys', () => {
    const data = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => data.set(key, value) },
    });
    writeVolume(0.456);
    writeContinuousPlay(false);
    expect(Object.fromEntries(data)).toEqual({ video_volume: '0.46', auto_continuous_play: 'false' });
    expect(readVolume()).toBe(0.46);
    expect(readContinuousPlay()).toBe(false);
    writeVolume(7);
    expect(data.get('video_volume')).toBe('1');
  });

  it('falls back to the defaults when storage throws', () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('full');
        },
      },
    });
    expect(readVolume()).toBe(DEFAULT_VOLUME);
    expect(readContinuousPlay()).toBe(true);
    expect(() => writeVolume(0.3)).not.toThrow();
  });
});
