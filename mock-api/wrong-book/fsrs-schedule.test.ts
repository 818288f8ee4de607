import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, LEECH_LAPSES, REVIEW_VERDICTS, type ReviewVerdict } from '@shared/lib/memory-review-rules';
import { dueState, intervalFor, markStudied, recallOn, reviewCard, type MemoryCard } from './fsrs-schedule';
import { seededRandom } from '../core/seeded-random';
import { chinaDay } from './review-schedule';

const DAY = 86_400_000;
/** 10:00 in China on a day number. */
const at = (day: number) => day * DAY + 2 * 3_600_000;
const START = chinaDay(Date.parse('2026-12-03T02:00:00Z'));

/** Cards in the states learners leave them: a wrong answer, then 0–8 reviews on or around their due days. */
function sampleCards(count: number, seed = 7): MemoryCard[] {
  const next = seededRandom(seed);
  const cards: MemoryCard[] = [];
  for (let index = 0; index < count; index += 1) {
    let day = START;
    let card = reviewCard(null, 'forgot', at(day));
    const reviews = Math.floor(next() * 9);
    for (let review = 0; review < reviews; review += 1) {
      day = card.lastReviewDay + Math.max(1, Math.round(intervalFor(card, DEFAULT_RETENTION) * (0.5 + next())));
      const verdict = REVIEW_VERDICTS[Math.floor(next() * 4)]!;
      card = reviewCard(card, verdict, at(day));
    }
    cards.push(card);
  }
  return cards;
}

const goal = (examDay: number | null, retention = DEFAULT_RETENTION) => ({ retention, examDay });

describe('FSRS review toward the exam day', () => {
  const cards = sampleCards(400);

  it('a wrong answer makes a card due the next day', () => {
    const card = reviewCard(null, 'forgot', at(START));
    expect(dueState(card, goal(null), START)).toMatchObject({ dueDay: START + 1, reason: 'memory', mastered: false, leech: false });
  });

  it('the same question wrong again on the day it was forgotten is not another lapse', () => {
    const card = reviewCard(null, 'forgot', at(START));
    expect(reviewCard(card, 'forgot', at(START) + 3_600_000)).toEqual(card);
    const nextDay = reviewCard(card, 'forgot', at(START + 1));
    expect(nextDay.lapses).toBe(card.lapses + 1);
  });

  it('a right answer never shortens the interval; a lapse resets it', () => {
    for (const card of cards) {
      const day = card.lastReviewDay + intervalFor(card, DEFAULT_RETENTION);
      const before = intervalFor(card, DEFAULT_RETENTION);
      for (const verdict of ['vague', 'recalled', 'easy'] as const) {
        expect(intervalFor(reviewCard(card, verdict, at(day)), DEFAULT_RETENTION)).toBeGreaterThanOrEqual(before);
      }
      const lapsed = reviewCard(card, 'forgot', at(day));
      expect(lapsed.lapses).toBe(card.lapses + 1);
      expect(lapsed.stability).toBeLessThan(Math.max(card.stability, 1));
      expect(dueState(lapsed, goal(null), day).dueDay! - day).toBeLessThanOrEqual(Math.max(1, Math.ceil(before / 2)));
    }
  });

  it('a better verdict never gives a shorter interval than a worse one', () => {
    for (const card of cards) {
      const day = card.lastReviewDay + intervalFor(card, DEFAULT_RETENTION);
      const intervals = REVIEW_VERDICTS.map((verdict: ReviewVerdict) => intervalFor(reviewCard(card, verdict, at(day)), DEFAULT_RETENTION));
      expect([...intervals].sort((a, b) => a - b)).toEqual(intervals);
    }
  });

  it('while the exam is ahead nothing is due on the exam day or after it', () => {
    for (const [index, card] of cards.entries()) {
      const today = card.lastReviewDay + (index % 5);
      for (const examIn of [1, 2, 3, 7, 14, 30, 90]) {
        const state = dueState(card, goal(today + examIn), today);
        if (state.dueDay !== null) expect(state.dueDay).toBeLessThan(today + examIn);
        else expect(['holds-to-exam', 'leech']).toContain(state.reason);
      }
    }
  });

  it('a card due on the exam day is brought forward to the day before', () => {
    let checked = 0;
    for (const card of cards) {
      const memoryDue = card.lastReviewDay + intervalFor(card, DEFAULT_RETENTION);
      if (memoryDue - 1 <= card.lastReviewDay) continue;
      const state = dueState(card, goal(memoryDue), card.lastReviewDay);
      if (state.leech) continue;
      expect(state).toMatchObject({ dueDay: memoryDue - 1, reason: 'before-exam' });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a card resting until the exam holds the target on the exam day; 已掌握 is exactly that', () => {
    let resting = 0;
    for (const card of cards) {
      for (const examIn of [3, 10, 30, 60]) {
        const examDay = card.lastReviewDay + examIn;
        const state = dueState(card, goal(examDay), card.lastReviewDay);
        expect(state.examRecall).toBeCloseTo(recallOn(card, examDay), 10);
        expect(state.mastered).toBe(recallOn(card, examDay) >= DEFAULT_RETENTION);
        if (state.reason === 'holds-to-exam') {
          resting += 1;
          expect(state.examRecall!).toBeGreaterThanOrEqual(DEFAULT_RETENTION);
        }
      }
    }
    expect(resting).toBeGreaterThan(0);
  });

  it('an exam in the past is no goal: the card follows its memory', () => {
    const card = cards.find((item) => !dueState(item, goal(null), item.lastReviewDay).leech)!;
    const today = card.lastReviewDay + 1;
    expect(dueState(card, goal(today - 3), today)).toEqual(dueState(card, goal(null), today));
  });

  it('a higher target retention brings every card due sooner or on the same day', () => {
    for (const card of cards) {
      expect(intervalFor(card, 0.95)).toBeLessThanOrEqual(intervalFor(card, 0.9));
      expect(intervalFor(card, 0.9)).toBeLessThanOrEqual(intervalFor(card, 0.8));
    }
  });

  it(`forgotten ${LEECH_LAPSES} times a card is a leech, rests until its lesson is studied, then comes back`, () => {
    let card = reviewCard(null, 'forgot', at(START));
    for (let lapse = 0; lapse < LEECH_LAPSES; lapse += 1) {
      card = reviewCard(card, 'recalled', at(card.lastReviewDay + 1));
      card = reviewCard(card, 'forgot', at(card.lastReviewDay + intervalFor(card, DEFAULT_RETENTION)));
    }
    expect(dueState(card, goal(null), card.lastReviewDay)).toMatchObject({ leech: true, dueDay: null, reason: 'leech' });
    expect(dueState(markStudied(card), goal(null), card.lastReviewDay)).toMatchObject({ leech: false, reason: 'memory' });
  });
});
