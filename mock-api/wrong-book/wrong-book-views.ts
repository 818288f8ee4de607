import { QuestionKind } from '@shared/enums/exam';
import type { ExamCard } from '@shared/schemas/exam';
import type { BookQuestion, ReviewState, WrongBookEntry } from '@shared/schemas/wrong-book';
import type { PracticeQuestion, PracticeSession as PracticeSessionView, PracticeSessionSummary } from '@shared/schemas/practice';
import { knowledgePointName } from '@shared/lib/wrong-book-rules';
import { shanghaiIso } from '../core/faker';
import type { ExamLookup } from '../exam/exam-lookup';
import { keyAt, rightAnswerOf } from '../exam/grading';
import { pointRefOf } from '../exam/knowledge-points';
import type { BankQuestion } from '../exam/question-bank';
import { RIGHT, SAVED, UNANSWERED, WRONG, type PracticeSession } from './practice-sessions';
import { dueState, recallOn, type ReviewGoal } from './fsrs-schedule';
import { chinaDate } from './review-schedule';
import { bankOrder } from './study-records';
import type { BookEntry, WrongRecord } from './wrong-book';

/** The contract's shapes of the book and of practice sessions. Timestamps ISO-8601 in Beijing time, days China's. */

export function bookQuestionView(question: BankQuestion): BookQuestion {
  return {
    id: question.id,
    kind: question.kind,
    stem: question.stem,
    options: question.options.map((text, index) => ({ key: keyAt(index), text })),
    blanks: question.kind === QuestionKind.FILL ? question.blanks.length : 0,
    rightAnswer: rightAnswerOf(question, bankOrder(question)),
    explanation: question.explanation,
    knowledgePoint: pointRefOf(question),
  };
}

/** The bank a question id is in: its profession and level (question-bank.ts numbers them so). */
export const bankOfQuestion = (questionId: number): { professionId: number; level: number } => {
  const bankKey = Math.floor((questionId - 1) / 10_000);
  return { professionId: Math.floor(bankKey / 10), level: bankKey % 10 };
};

/** A card's schedule for this learner's goal today, as the contract says it (recall to 3 decimals). */
export function reviewStateView(wrong: WrongRecord, goal: ReviewGoal, today: number): ReviewState {
  const state = dueState(wrong.memory, goal, today);
  const share = (value: number) => Math.round(value * 1000) / 1000;
  return {
    mastered: state.mastered,
    dueOn: state.dueDay === null ? null : chinaDate(state.dueDay),
    due: state.dueDay !== null && state.dueDay <= today,
    reason: state.reason,
    recall: share(recallOn(wrong.memory, today)),
    target: goal.retention,
    examRecall: state.examRecall === null ? null : share(state.examRecall),
    reviews: wrong.memory.reps,
    lapses: wrong.memory.lapses,
    leech: state.leech,
    lastReviewedAt: wrong.lastReviewedAt === null ? null : shanghaiIso(wrong.lastReviewedAt),
    lastVerdict: wrong.lastReview?.verdict ?? null,
  };
}

export function entryView(entry: BookEntry, lookup: ExamLookup, today: number, goal: ReviewGoal): WrongBookEntry {
  const question = lookup.question(entry.questionId)!;
  const { professionId, level } = bankOfQuestion(entry.questionId);
  const wrong = entry.wrong;
  return {
    id: entry.id,
    question: bookQuestionView(question),
    exam: { id: entry.examId, title: lookup.findExam(entry.examId)?.title ?? '' },
    professionId,
    professionName: lookup.professionName(professionId),
    skillLevel: level,
    inBook: wrong !== null,
    timesWrong: wrong?.times ?? 0,
    lastWrongAnswer: wrong?.lastAnswer ?? null,
    lastWrongAt: wrong && wrong.times > 0 ? shanghaiIso(wrong.lastAt) : null,
    reason: wrong?.reason ?? null,
    favourite: entry.favourite,
    note: entry.note,
    review: wrong ? reviewStateView(wrong, goal, today) : null,
    createdAt: shanghaiIso(entry.createdAt),
    updatedAt: shanghaiIso(entry.updatedAt),
  };
}

const pointsOf = (session: PracticeSession) => session.points.map((id) => ({ id, name: knowledgePointName(id) }));

export function sessionSummaryView(session: PracticeSession): PracticeSessionSummary {
  return {
    id: session.id,
    mode: session.mode,
    knowledgePoints: pointsOf(session),
    status: session.finished ? 'finished' : 'active',
    position: session.position,
    total: session.total,
    answeredCount: session.count(RIGHT, WRONG, SAVED),
    correctCount: session.count(RIGHT),
    startedAt: shanghaiIso(session.startedAt),
    updatedAt: shanghaiIso(session.updatedAt),
    deadline: session.deadline === null ? null : shanghaiIso(session.deadline),
    submittedAt: session.submittedAt === null ? null : shanghaiIso(session.submittedAt),
  };
}

/** A practice question at `index`: its verdict once answered (a timed practice's only once handed in), every one in 背题模式. */
export function practiceQuestionView(session: PracticeSession, index: number, lookup: ExamLookup): PracticeQuestion {
  const question = lookup.question(session.questionIds[index]!)!;
  const mark = session.marks[index]!;
  const shows = session.mode === 'memorize' || (session.mode === 'timed' ? session.finished : mark !== UNANSWERED);
  const view = bookQuestionView(question);
  return {
    index,
    id: question.id,
    kind: question.kind,
    stem: question.stem,
    options: view.options,
    blanks: view.blanks,
    knowledgePoint: view.knowledgePoint,
    answer: session.answerAt(index),
    verdict: shows
      ? {
          correct: session.mode === 'memorize' ? null : mark === RIGHT ? true : mark === WRONG ? false : null,
          rightAnswer: view.rightAnswer,
          explanation: view.explanation,
        }
      : null,
  };
}

export function sessionView(
  session: PracticeSession,
  exam: ExamCard,
  now: number,
  page: number,
  size: number,
  lookup: ExamLookup,
): PracticeSessionView {
  const pages = Math.max(1, Math.ceil(session.total / size));
  const shown = Math.min(page, pages);
  const from = (shown - 1) * size;
  const indices = Array.from({ length: Math.max(0, Math.min(size, session.total - from)) }, (_, offset) => from + offset);
  return {
    ...sessionSummaryView(session),
    examId: exam.id,
    examTitle: exam.title,
    serverNow: shanghaiIso(now),
    sheet: Array.from(session.marks),
    page: shown,
    size,
    questions: indices.map((index) => practiceQuestionView(session, index, lookup)),
  };
}
