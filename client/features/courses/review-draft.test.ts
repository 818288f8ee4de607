import { describe, expect, it } from 'vitest';
import { clearReviewDraft, readReviewDraft, saveReviewDraft } from './review-draft';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('review draft', () => {
  it('keeps what was typed per course, and clears it', () => {
    const storage = memory();
    saveReviewDraft(storage, 7, { rating: 4, content: '<b>好课</b> 👍' });
    expect(readReviewDraft(storage, 7)).toEqual({ rating: 4, content: '<b>好课</b> 👍' });
    expect(readReviewDraft(storage, 8)).toBeNull();
    clearReviewDraft(storage, 7);
    expect(readReviewDraft(storage, 7)).toBeNull();
  });
  it('distrusts what it reads back', () => {
    const storage = memory();
    storage.setItem('skill:course-review-draft:7', '{"rating":9,"content":"文字"}');
    expect(readReviewDraft(storage, 7)).toEqual({ rating: null, content: '文字' });
    storage.setItem('skill:course-review-draft:7', 'not json');
    expect(readReviewDraft(storage, 7)).toBeNull();
    expect(readReviewDraft(undefined, 7)).toBeNull();
  });
  it('an empty form leaves no draft', () => {
    const storage = memory();
    saveReviewDraft(storage, 7, { rating: 3, content: 'x' });
    saveReviewDraft(storage, 7, { rating: null, content: '  ' });
    expect(readReviewDraft(storage, 7)).toBeNull();
  });
});
