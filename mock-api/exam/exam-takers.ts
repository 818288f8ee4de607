import { ExamMode } from '@shared/enums/learning';
import type { ExamCard } from '@shared/schemas/exam';
import { MOCK_EPOCH } from '../core/faker';
import type { Sitting } from './sittings';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
/** The candidates of a sitting have all started within this long of its opening. */
export const SITTING_ARRIVAL_MS = 6 * 3_600_000;

/** What an exam's 人次参考 is read from: the clock, and the people who could have taken it. */
export interface TakerWorld {
  now: number;
  /** An official exam's sitting shown now (null for mocks and practice, or an exam without a window). */
  sitting: Sitting | null;
  /** An official exam's candidates: the places taken in the enrolment plan of that sitting. */
  candidates: number;
  /** Learners of the profession's courses (a mock or practice set is taken by them, some several times). */
  professionLearners: number;
}

/** A steady number per exam, 0 ≤ n < modulo (Knuth's multiplicative hash of the id). */
const spreadOf = (exam: ExamCard, modulo: number) => ((exam.id * 2_654_435_761) >>> 0) % modulo;

/**
 * 人次参考 before this mock's own attempts: the attempts people made up to `now`, read from the clock.
 * An official paper counts the sitting shown: nobody before it opens, then its candidates (85–94 %
 * of the places taken in its plan turn up) arriving over its first hours. A mock or practice set
 * counts from its publication (90–630 days before the seed's epoch) at a yearly pace of its
 * profession's learners (mocks 0.3–0.9 attempts per learner a year, practice twice that).
 */
export function seededAttemptsAt(exam: ExamCard, world: TakerWorld): number {
  if (exam.mode === ExamMode.EXAM) {
    if (!world.sitting || world.now < world.sitting.openAt) return 0;
    const arrived = Math.min(1, (world.now - world.sitting.openAt) / SITTING_ARRIVAL_MS);
    const turnout = 0.85 + spreadOf(exam, 10) / 100;
    return Math.floor(world.candidates * turnout * arrived);
  }
  const publishedAt = MOCK_EPOCH - (90 + spreadOf(exam, 541)) * DAY;
  const perLearnerYearly = (0.3 + spreadOf(exam, 61) / 100) * (exam.mode === ExamMode.PRACTICE ? 2 : 1);
  return Math.floor((world.professionLearners * perLearnerYearly * Math.max(0, world.now - publishedAt)) / YEAR);
}
