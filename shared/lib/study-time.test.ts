import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDaysEnding, creditedSeconds, formatStudyTime, watchedSeconds } from './study-time';

describe('creditedSeconds', () => {
  it('plain playback: the advance, bounded by the wall time', () => {
    expect(creditedSeconds({ wallSeconds: 15, previousPosition: 0, position: 15 })).toBe(15);
    expect(creditedSeconds({ wallSeconds: 15, previousPosition: 10, position: 20 })).toBe(10);
  });

  it('never more than the wall time (double speed counts the time spent, not the media)', () => {
    expect(creditedSeconds({ wallSeconds: 15, previousPosition: 0, position: 30 })).toBe(15);
  });

  it('never more than 60 s for one report', () => {
    expect(creditedSeconds({ wallSeconds: 120, previousPosition: 0, position: 100 })).toBe(60);
  });

  it('a report with nothing before it counts nothing, whatever it claims: it starts the clock', () => {
    for (const position of [3600, 12, 1]) {
      expect(creditedSeconds({ wallSeconds: null, previousPosition: 0, position })).toBe(0);
      expect(watchedSeconds({ wallSeconds: null, previousPosition: 0, position })).toBe(0);
    }
  });

  it('a replayed report (no time passed, no advance) credits nothing', () => {
    expect(creditedSeconds({ wallSeconds: 0, previousPosition: 15, position: 15 })).toBe(0);
    expect(creditedSeconds({ wallSeconds: 0, previousPosition: 0, position: 15 })).toBe(0);
  });

  it('a seek backwards or a pause credits nothing; a seek forward credits nothing', () => {
    expect(creditedSeconds({ wallSeconds: 15, previousPosition: 40, position: 5 })).toBe(0);
    expect(creditedSeconds({ wallSeconds: 600, previousPosition: 5, position: 5 })).toBe(0);
    expect(creditedSeconds({ wallSeconds: 5, previousPosition: 0, position: 100 })).toBe(0);
  });

  it('after a long gap the advance still counts, never more than 60 s', () => {
    expect(creditedSeconds({ wallSeconds: 3600, previousPosition: 0, position: 14 })).toBe(14);
    expect(creditedSeconds({ wallSeconds: 3600, previousPosition: 0, position: 500 })).toBe(60);
  });
});

describe('watchedSeconds: the media a report proves watched (what completes a video lesson)', () => {
  it('the advance, up to what double speed covers in the wall time', () => {
    expect(watchedSeconds({ wallSeconds: 15, previousPosition: 0, position: 15 })).toBe(15);
    expect(watchedSeconds({ wallSeconds: 6, previousPosition: 0, position: 12 })).toBe(12);
    // Rounding and the timer's jitter: a little past it is playback, but only what the clock allows counts.
    expect(watchedSeconds({ wallSeconds: 5, previousPosition: 0, position: 11 })).toBe(10);
  });

  it('a seek forward, a step back, a replay or a spray of reports with no time between them count nothing', () => {
    expect(watchedSeconds({ wallSeconds: 1, previousPosition: 0, position: 12 })).toBe(0);
    expect(watchedSeconds({ wallSeconds: 15, previousPosition: 10, position: 2 })).toBe(0);
    expect(watchedSeconds({ wallSeconds: 0, previousPosition: 5, position: 7 })).toBe(0);
  });
});

describe('China days', () => {
  it('a day runs from 00:00 to 24:00 Beijing time', () => {
    expect(chinaDay(Date.parse('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(chinaDay(Date.parse('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('the last n days end today, oldest first', () => {
    expect(chinaDaysEnding(Date.parse('2026-03-01T02:00:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('formatStudyTime', () => {
  it('seconds, minutes, hours', () => {
    expect(formatStudyTime(45)).toBe('45 秒');
    expect(formatStudyTime(12 * 60 + 30)).toBe('12 分钟');
    expect(formatStudyTime(3 * 3600 + 5 * 60)).toBe('3 小时 5 分钟');
    expect(formatStudyTime(7200)).toBe('2 小时');
  });
});
