import { ExamMode } from '@shared/enums/learning';
import type { ExamCard } from '@shared/schemas/exam';
import { shanghaiIso } from '../core/faker';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import type { MockStore } from '../core/store';
import type { Attempt, ExamAttempts } from './exam-attempts';
import type { BankQuestion } from './question-bank';
import { officialWindowOf } from './exam-rules';
import { answersPublished, currentSittingOf, sittingOfAttempt, type Sitting } from './sittings';

/**
 * The exams as served — each official window as the developer control may have moved it — and
 * whether an attempt's answers may be shown: shared by the exam routes and the wrong-question book,
 * so both judge an official paper by the same sitting.
 */
export interface ExamLookup {
  /** The exam as served; 404 (考试不存在或已下线) for an unknown id. */
  examOf(id: number): ExamCard;
  /** The exam as served, or undefined. */
  findExam(id: number): ExamCard | undefined;
  /** An official exam's sitting shown now (its round, its window as served); null for other modes. */
  sittingNow(exam: ExamCard): Sitting | null;
  /**
   * The attempt's answers may be shown: always for mocks and practice; an official paper's once the
   * window of the sitting it was taken in has closed (decision 002).
   */
  answersPublished(attempt: Attempt): boolean;
  professionName(professionId: number): string;
  /** A question as served now: the bank's, with the question desk's correction if any (question-errata.ts). */
  question(id: number): BankQuestion | undefined;
}

export function examLookup(store: MockStore, attempts: ExamAttempts): ExamLookup {
  const seeded = new Map(store.content.exams.map((exam) => [exam.id, exam]));
  const names = new Map(store.catalogue.professions.map((profession) => [profession.id, profession.name]));
  const findExam = (id: number): ExamCard | undefined => {
    const exam = seeded.get(id);
    if (!exam) return undefined;
    const window = attempts.windowOf(id);
    return window ? { ...exam, openAt: shanghaiIso(window.openAt), closeAt: shanghaiIso(window.closeAt) } : exam;
  };
  const sittingNow = (exam: ExamCard): Sitting | null =>
    exam.mode === ExamMode.EXAM ? currentSittingOf(seeded.get(exam.id)!, exam) : null;
  return {
    findExam,
    examOf: (id) => {
      const exam = findExam(id);
      if (!exam) throw new BusinessError(CODE_NOT_FOUND, '考试不存在或已下线');
      return exam;
    },
    sittingNow,
    answersPublished: (attempt) => {
      if (attempt.kind !== 'official') return true;
      const exam = findExam(attempt.examId);
      if (!exam) return false;
      const sitting = sittingOfAttempt(attempt.sitting, sittingNow(exam));
      return sitting ? answersPublished(sitting, store.now()) : officialWindowOf(exam, store.now()) === 'closed';
    },
    professionName: (id) => names.get(id) ?? '',
    question: (id) => attempts.errata.question(id),
  };
}
