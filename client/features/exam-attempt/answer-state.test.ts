import { describe, expect, it } from 'vitest';
import { isAnswered, paperSummary, PendingAnswers, toggleChoice, withBlank } from './answer-state';
import { formatCountdown, serverOffsetOf, timeLeftMs } from './exam-countdown';

describe('answers', () => {
  it('counts as answered only what can be graded', () => {
    for (const answer of ['A', ['A'], true, false, ['', '电压'], '接地保护']) expect(isAnswered(answer), JSON.stringify(answer)).toBe(true);
    for (const answer of [null, '', '   ', [], ['', ' ']]) expect(isAnswered(answer), JSON.stringify(answer)).toBe(false);
  });

  it('lists unanswered and marked questions by their 1-based number', () => {
    const sheets = new Map([
      [11, { answer: 'A', marked: true }],
      [12, { answer: null, marked: true }],
    ]);
    expect(paperSummary([{ id: 11 }, { id: 12 }, { id: 13 }], sheets)).toEqual({ unanswered: [2, 3], marked: [1, 2], answered: 1 });
  });

  it('toggles choices in key order and fills blanks by position', () => {
    expect(toggleChoice(['C'], 'A')).toEqual(['A', 'C']);
    expect(toggleChoice(['A', 'C'], 'C')).toEqual(['A']);
    expect(toggleChoice(null, 'B')).toEqual(['B']);
    expect(withBlank(null, 3, 1, '380')).toEqual(['', '380', '']);
    expect(withBlank(['a', 'b'], 2, 0, 'x')).toEqual(['x', 'b']);
  });

  it('keeps a change made while its save was in flight; confirms what was sent', () => {
    const pending = new PendingAnswers();
    pending.set(1, { answer: 'A' });
    pending.set(2, { marked: true });
    const batch = pending.take();
    expect(batch.answers).toEqual([
      { questionId: 1, answer: 'A' },
      { questionId: 2, marked: true },
    ]);
    pending.set(1, { answer: 'B' });
    batch.confirm();
    expect(pending.toJSON()).toEqual([{ questionId: 1, answer: 'B' }]);
    pending.set(1, { marked: true });
    expect(pending.toJSON()).toEqual([{ questionId: 1, answer: 'B', marked: true }]);
    const restored = new PendingAnswers();
    restored.restore(pending.toJSON());
    expect(restored.toJSON()).toEqual(pending.toJSON());
  });
});

describe('the countdown runs on the server clock', () => {
  it('corrects a device clock that is off', () => {
    const device = Date.parse('2026-11-23T10:00:00+08:00');
    // The device is an hour fast: the server says 09:00 at the same moment.
    const offset = serverOffsetOf('2026-11-23T09:00:00+08:00', device);
    expect(timeLeftMs('2026-11-23T09:30:00+08:00', offset, device)).toBe(30 * 60_000);
    expect(timeLeftMs('2026-11-23T09:30:00+08:00', offset, device + 31 * 60_000)).toBe(0);
  });

  it('reads as h:mm:ss, m:ss', () => {
    expect(formatCountdown(3_909_000)).toBe('1:05:09');
    expect(formatCountdown(3_599_000)).toBe('59:59');
    expect(formatCountdown(6_200)).toBe('0:07');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
