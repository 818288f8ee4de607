import { describe, expect, it } from 'vitest';
import { paperSummary, PendingAnswers } from './answer-state';

describe('answers', () => {
  it('lists unanswered and marked questions by their 1-based number', () => {
    const sheets = new Map([
      [11, { answer: 'A', marked: true }],
      [12, { answer: null, marked: true }],
    ]);
    expect(paperSummary([{ id: 11 }, { id: 12 }, { id: 13 }], sheets)).toEqual({ unanswered: [2, 3], marked: [1, 2], answered: 1 });
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
