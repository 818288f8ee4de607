import { AttemptStatus, QuestionKind } from '@shared/enums/exam';
import type { Answer } from '@shared/schemas/exam-attempt';
import type { MockStore } from '../core/store';
import type { Attempt, ExamAttempts } from '../exam/exam-attempts';
import { questionsOf } from '../exam/exam-attempts';
import { examLookup, type ExamLookup } from '../exam/exam-lookup';
import { keyAt } from '../exam/grading';
import type { BankQuestion } from '../exam/question-bank';
import { PracticeSessions, type PracticeLimits } from './practice-sessions';
import { QuestionReports, type ReportLimits } from './question-reports';
import { WrongBook, type WrongBookLimits } from './wrong-book';
import { ExamGoals } from '../exam-goal/exam-goals';
import type { ReviewGoal } from './fsrs-schedule';

export interface StudyLimits {
  wrongBook?: Partial<WrongBookLimits>;
  practice?: Partial<PracticeLimits>;
  reports?: Partial<ReportLimits>;
}

/** What a learner may do with a question: see its answer (`open`), only see it (`withheld`: my official paper still under way), or nothing. */
export type QuestionAccess = 'open' | 'withheld' | 'none';

/** The bank's own order: option i keeps key keyAt(i). */
export const bankOrder = (question: BankQuestion): number[] => question.options.map((_, index) => index);

const indexOfKey = (key: string): number => key.charCodeAt(0) - 65;

/** An answer given with an attempt's option shuffle, in the bank's order (the book shows the options so). */
export function toBankAnswer(question: BankQuestion, order: readonly number[], answer: Answer): Answer {
  if (question.kind === QuestionKind.SINGLE && typeof answer === 'string') return keyAt(order[indexOfKey(answer)] ?? 25);
  if (question.kind === QuestionKind.MULTIPLE && Array.isArray(answer))
    return answer.map((key) => keyAt(order[indexOfKey(key)] ?? 25)).sort();
  return answer;
}

const answered = (answer: Answer): boolean =>
  answer !== null &&
  !(typeof answer === 'string' && answer.trim() === '') &&
  !(Array.isArray(answer) && answer.every((item) => item.trim() === ''));

/**
 * The wrong-question book, practice sessions and 纠错 of one mock, and how exam attempts reach them
 * (docs/decisions/013-wrong-question-book.md):
 * - a practice question checked (核对答案) is recorded at once — its answer is shown anyway;
 * - a mock or practice attempt handed in (by the learner or the clock) records every answered
 *   objective question not checked before: wrong ones into the book, all into the readiness answers;
 * - an official attempt handed in waits, recorded (into the book only) once its sitting's window has
 *   closed — nothing of an official paper is kept or shown while its answers are withheld;
 * - 简答 never: nothing could grade a review of one. Unanswered questions neither: not a mistake made.
 * `settle(accountId)` hands in the learner's papers whose time ran out and records the official ones
 * now published: every call that reads the book settles first.
 */
export function studyRecords(store: MockStore, attempts: ExamAttempts, limits: StudyLimits = {}) {
  const lookup: ExamLookup = examLookup(store, attempts);
  const book = new WrongBook(store.accountStates, store.now, limits.wrongBook);
  const sessions = new PracticeSessions(store.accountStates, store.now, limits.practice);
  const goals = new ExamGoals(store.accountStates, store.now);
  /** What the learner's cards are scheduled toward today: their target retention and exam day. */
  const goalOf = (accountId: number): ReviewGoal => {
    const { retention, examDay } = goals.goalOf(accountId);
    return { retention, examDay };
  };
  const reports = new QuestionReports(store.accountStates, {
    now: store.now,
    stepMs: store.reviewStepMs,
    messages: store.messages,
    errata: attempts.errata,
    limits: limits.reports,
  });

  const recordQuestion = (attempt: Attempt, index: number, question: BankQuestion, at: number) => {
    const verdict = attempt.verdictAt(index);
    const answer = attempt.answerAt(index);
    if (question.kind === QuestionKind.SHORT || verdict?.correct === null || verdict === null || !answered(answer)) return;
    book.record({
      accountId: attempt.accountId,
      questionId: question.id,
      point: question.point,
      examId: attempt.examId,
      correct: verdict.correct,
      answer: toBankAnswer(question, attempt.orderAt(index), answer),
      at,
      countsForReadiness: attempt.kind !== 'official',
    });
  };
  const recordAttempt = (attempt: Attempt) => {
    const at = attempt.submittedAt ?? store.now();
    questionsOf(attempt).forEach((question, index) => {
      if (!attempt.isChecked(index)) recordQuestion(attempt, index, question, at);
    });
  };

  attempts.onChecked((attempt, index, at) => recordQuestion(attempt, index, questionsOf(attempt)[index]!, at));
  attempts.onClosed((attempt) => {
    if (lookup.answersPublished(attempt)) recordAttempt(attempt);
    else book.bookOf(attempt.accountId).pendingOfficial.add(attempt.id);
  });

  /** Hands in the learner's papers whose time ran out, records the official ones now published, and replies due 纠错. */
  const settle = (accountId: number) => {
    for (const examId of attempts.examIdsOf(accountId)) attempts.ofLearner(accountId, examId);
    const pending = book.peek(accountId)?.pendingOfficial;
    for (const attemptId of [...(pending ?? [])]) {
      const attempt = attempts.get(attemptId);
      if (!attempt) pending!.delete(attemptId);
      else if (lookup.answersPublished(attempt)) {
        pending!.delete(attemptId);
        recordAttempt(attempt);
      }
    }
    reports.settleDue();
  };

  /**
   * Whether the learner may see a question's answer: a practice-part question always (any 顺序练习
   * shows it); an official one only from a paper of theirs whose answers are published ('withheld'
   * while that paper's sitting is open; 'none' when they never had it).
   */
  const access = (accountId: number, question: BankQuestion): QuestionAccess => {
    if (question.part === 'practice') return 'open';
    let seen = false;
    for (const examId of attempts.examIdsOf(accountId)) {
      for (const attempt of attempts.ofLearner(accountId, examId)) {
        if (attempt.kind !== 'official' || attempt.indexOf(question.id) < 0) continue;
        if (attempt.status !== AttemptStatus.IN_PROGRESS && lookup.answersPublished(attempt)) return 'open';
        seen = true;
      }
    }
    return seen ? 'withheld' : 'none';
  };

  // The message centre settles first: 纠错 replies due (the day's 错题复习提醒 is the reminders': mock-api/reminders/).
  store.onMessagesRead((accountId) => settle(accountId));

  return { lookup, book, sessions, reports, goals, goalOf, settle, access };
}

export type StudyRecords = ReturnType<typeof studyRecords>;
