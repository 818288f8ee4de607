import { describe, expect, it } from 'vitest';
import { simulateReviews } from './review-simulation';

/**
 * The simulation behind decision 027's figures, smaller: simulated learners whose true forgetting the
 * schedulers do not know. FSRS aimed at the exam day keeps its promise (mean recall on the exam day at
 * least the target) and, for at least the old schedule's recall on the exam day, needs fewer reviews.
 */
const base = { learners: 30, questionsPerLearner: 30, seed: 36 };

describe('simulated learners toward an exam', () => {
  it.each([30, 60, 120])('%i days before the exam: the target holds on the exam day', (daysToExam) => {
    for (const retention of [0.85, 0.9]) {
      const { fsrs } = simulateReviews({ ...base, daysToExam, retention });
      expect(fsrs.examRecall).toBeGreaterThanOrEqual(retention);
    }
  });

  it.each([60, 120])('%i days before the exam: the old steps’ recall on the exam day for fewer reviews', (daysToExam) => {
    const runs = [0.85, 0.88].map((retention) => simulateReviews({ ...base, daysToExam, retention }));
    const better = runs.filter(({ old, fsrs }) => fsrs.examRecall >= old.examRecall && fsrs.reviewsPerQuestion < old.reviewsPerQuestion);
    expect(better.length, JSON.stringify(runs)).toBeGreaterThan(0);
  });
});
