import { AttemptStatus, QuestionKind } from '@shared/enums/exam';
import type { ExamCard } from '@shared/schemas/exam';
import type { AttemptSummary, CheckResult, ExamAttempt, ExamResult, ShownQuestion } from '@shared/schemas/exam-attempt';
import { shanghaiIso } from '../core/faker';
import {
  correctCount,
  passedOf,
  pendingCount,
  questionsOf,
  scoreOf,
  timeUsedSeconds,
  wrongQuestionIds,
  type Attempt,
} from './exam-attempts';
import { officialWindowOf } from './exam-rules';
import { keyAt, rightAnswerOf } from './grading';
import type { BankQuestion } from './question-bank';
import { answersPublished, sittingOfAttempt, type Sitting } from './sittings';
import { pointRefOf } from './knowledge-points';

/** The contract's shapes of an attempt. Timestamps are ISO-8601 in Beijing time, like the rest of the API. */

export function shownQuestion(question: BankQuestion, order: readonly number[], score: number): ShownQuestion {
  return {
    id: question.id,
    kind: question.kind,
    stem: question.stem,
    // Relabelled in the order shown: the learner's A is whatever the shuffle put first.
    options: order.map((bankIndex, shown) => ({ key: keyAt(shown), text: question.options[bankIndex]! })),
    blanks: question.kind === QuestionKind.FILL ? question.blanks.length : 0,
    score,
  };
}

export function checkResultOf(attempt: Attempt, index: number, question: BankQuestion): CheckResult {
  return {
    questionId: question.id,
    answer: attempt.answerAt(index),
    correct: attempt.verdictAt(index)?.correct ?? null,
    rightAnswer: rightAnswerOf(question, attempt.orderAt(index)),
    explanation: question.explanation,
    knowledgePoint: pointRefOf(question),
  };
}

const head = (attempt: Attempt, exam: ExamCard) => ({
  examId: exam.id,
  examTitle: attempt.fromAttemptId === null ? exam.title : `${exam.title} · 错题练习`,
  kind: attempt.kind,
  practice: attempt.practice,
  fromAttemptId: attempt.fromAttemptId,
});

/** The paper to take: never a right answer, except for practice questions already checked. */
export function attemptView(attempt: Attempt, exam: ExamCard, now: number): ExamAttempt {
  const questions = questionsOf(attempt);
  return {
    id: attempt.id,
    ...head(attempt, exam),
    status: attempt.status,
    startedAt: shanghaiIso(attempt.startedAt),
    deadline: attempt.deadline === null ? null : shanghaiIso(attempt.deadline),
    serverNow: shanghaiIso(now),
    current: attempt.current,
    tabSwitches: attempt.tabSwitches,
    totalScore: attempt.totalScore,
    passScore: attempt.passScore,
    questions: questions.map((question, index) => ({
      ...shownQuestion(question, attempt.orderAt(index), attempt.scoreAt(index)),
      answer: attempt.answerAt(index),
      marked: attempt.isMarked(index),
      check: attempt.isChecked(index) ? checkResultOf(attempt, index, question) : null,
    })),
  };
}

/**
 * Only for a handed-in attempt (the route refuses an open one first). An official paper's answers,
 * explanations and per-question verdicts are withheld until the window it was taken in closes (the
 * learner may still retake it in that window, on questions of the same official set), and stay
 * published when the exam's window has moved on to a later round (`current`: the sitting shown now).
 */
export function resultView(attempt: Attempt, exam: ExamCard, now: number, current: Sitting | null): ExamResult {
  const sitting = sittingOfAttempt(attempt.sitting, current);
  const withheld = attempt.kind === 'official' && (sitting ? !answersPublished(sitting, now) : officialWindowOf(exam, now) !== 'closed');
  const publishAt = sitting ? shanghaiIso(sitting.closeAt) : exam.closeAt;
  const questions = withheld ? [] : questionsOf(attempt);
  return {
    attemptId: attempt.id,
    ...head(attempt, exam),
    status: attempt.status,
    score: scoreOf(attempt),
    totalScore: attempt.totalScore,
    passScore: attempt.passScore,
    passed: passedOf(attempt),
    pendingCount: pendingCount(attempt),
    correctCount: correctCount(attempt),
    startedAt: shanghaiIso(attempt.startedAt),
    submittedAt: shanghaiIso(attempt.submittedAt!),
    timeUsedSeconds: timeUsedSeconds(attempt)!,
    endedBy: attempt.endedBy!,
    tabSwitches: attempt.kind === 'official' ? attempt.tabSwitches : null,
    wrongQuestionIds: withheld ? [] : wrongQuestionIds(attempt),
    answersWithheld: withheld,
    answersPublishAt: withheld && publishAt ? shanghaiIso(Date.parse(publishAt)) : null,
    questions: questions.map((question, index) => {
      const order = attempt.orderAt(index);
      const verdict = attempt.verdictAt(index);
      return {
        ...shownQuestion(question, order, attempt.scoreAt(index)),
        myAnswer: attempt.answerAt(index),
        rightAnswer: rightAnswerOf(question, order),
        explanation: question.explanation,
        knowledgePoint: pointRefOf(question),
        correct: verdict?.correct ?? null,
        earned: verdict?.earned ?? null,
      };
    }),
  };
}

export function summaryView(attempt: Attempt, current: Sitting | null): AttemptSummary {
  const open = attempt.status === AttemptStatus.IN_PROGRESS;
  const sitting = sittingOfAttempt(attempt.sitting, current);
  return {
    id: attempt.id,
    kind: attempt.kind,
    practice: attempt.practice,
    fromAttemptId: attempt.fromAttemptId,
    status: attempt.status,
    startedAt: shanghaiIso(attempt.startedAt),
    submittedAt: attempt.submittedAt === null ? null : shanghaiIso(attempt.submittedAt),
    timeUsedSeconds: timeUsedSeconds(attempt),
    score: open ? null : scoreOf(attempt),
    totalScore: attempt.totalScore,
    passed: passedOf(attempt),
    endedBy: attempt.endedBy,
    sitting: sitting && { openAt: shanghaiIso(sitting.openAt), closeAt: shanghaiIso(sitting.closeAt) },
  };
}
