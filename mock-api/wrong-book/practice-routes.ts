import type { FastifyInstance } from 'fastify';
import {
  CODE_PRACTICE_FINISHED,
  CODE_PRACTICE_MODE_MISMATCH,
  CODE_PRACTICE_QUESTION_NOT_IN_SESSION,
  CODE_PRACTICE_TIME_UP,
  answerPractice,
  getExamPractice,
  getPracticeSession,
  getReadiness,
  savePracticePosition,
  startPractice,
  submitPractice,
} from '@shared/api/practice';
import { QuestionKind } from '@shared/enums/exam';
import type { ExamCard } from '@shared/schemas/exam';
import type { Readiness } from '@shared/schemas/practice';
import { WRONG_BOOK_LIMITS, type PracticeMode } from '@shared/lib/wrong-book-rules';
import { MASTERY_HORIZON_DAYS } from '@shared/lib/memory-review-rules';
import { BusinessError, CODE_INVALID, handle } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import { seededRandom, seedOf, shuffled } from '../core/seeded-random';
import type { MockStore } from '../core/store';
import { acceptAnswer, grade } from '../exam/grading';
import type { KnowledgePointId } from '../exam/knowledge-points';
import { pointSharesOf } from '../exam/point-shares';
import { bankFor, type BankQuestion } from '../exam/question-bank';
import { RIGHT, SAVED, UNANSWERED, WRONG, type PracticeSession } from './practice-sessions';
import { readinessOf } from './readiness';
import { recallOn } from './fsrs-schedule';
import { chinaDay } from './review-schedule';
import { bankOrder, type StudyRecords } from './study-records';
import { practiceQuestionView, sessionSummaryView, sessionView } from './wrong-book-views';
import { learnerOf } from '../learning/routes';

const MINUTE = 60_000;
const TIME_UP = '限时模拟时间已到，已按截止时的作答自动交卷';

/**
 * The practice part of an exam's bank (never an official question: decision 002), objective questions
 * only (nothing could check a 简答 at once), in the bank's order; `points` filters ([] = all).
 */
export function practicePool(exam: ExamCard, points: readonly KnowledgePointId[] = []): BankQuestion[] {
  return bankFor(exam.professionId, exam.skillLevel).questions.filter(
    (question) =>
      question.part === 'practice' && question.kind !== QuestionKind.SHORT && (points.length === 0 || points.includes(question.point)),
  );
}

/**
 * 备考评估 of an exam for a learner as of `now` (answers after it not counted): the readiness endpoint's
 * answer, and the study plan's practice order and chart (mock-api/study-plan/). Mastery reads the practice
 * pool and the learner's cards of it, each card's recall on the exam day (or 30 days ahead without one).
 */
export function learnerReadiness(study: StudyRecords, accountId: number, exam: ExamCard, now: number): Readiness {
  const { book, lookup } = study;
  const bank = practicePool(exam);
  const inBank = new Set(bank.map((question) => question.id));
  const goal = study.goalOf(accountId);
  const today = chinaDay(now);
  const horizon = goal.examDay !== null && goal.examDay > today ? goal.examDay : today + MASTERY_HORIZON_DAYS;
  const cards = book.entries(accountId).flatMap((entry) => {
    const question = entry.wrong ? lookup.question(entry.questionId) : undefined;
    return question && inBank.has(question.id) ? [{ point: question.point, recall: recallOn(entry.wrong!.memory, horizon) }] : [];
  });
  const answers = book.answersOf(accountId).filter((answer) => answer.at <= now);
  return readinessOf(exam, pointSharesOf(exam), answers, now, { bank, cards });
}

/**
 * Practice on an exam (顺序 / 随机 / 章节 / 背题 / 限时模拟) and the readiness estimate (issue 25 §4–§5,
 * docs/decisions/013-wrong-question-book.md). Sessions are light: not exam attempts, so nothing here
 * counts towards an exam's attempts, best score or pass; every graded answer reaches the
 * wrong-question book and the readiness answers like a practice attempt's.
 */
export function registerPracticeRoutes(app: FastifyInstance, store: MockStore, study: StudyRecords): void {
  const { book, sessions, lookup } = study;
  const learner = (token: string | undefined) => {
    const accountId = learnerOf(store, token);
    study.settle(accountId);
    return accountId;
  };

  /** A timed practice past its deadline is handed in as it stood then (by whichever call sees it first). */
  const closeIfExpired = (session: PracticeSession): boolean => {
    if (session.mode !== 'timed' || session.finished || session.deadline === null || store.now() < session.deadline) return false;
    hand(session, session.deadline);
    return true;
  };
  /** Grades a timed practice: the wrong answers reach the book, all the readiness answers. */
  const hand = (session: PracticeSession, at: number) => {
    session.questionIds.forEach((questionId, index) => {
      if (session.marks[index] !== SAVED) return;
      const question = lookup.question(questionId)!;
      const answer = session.answerAt(index);
      const correct = grade(question, bankOrder(question), answer, 1).correct === true;
      session.setAnswer(index, answer, correct ? RIGHT : WRONG);
      book.record({ accountId: session.accountId, questionId, point: question.point, examId: session.examId, correct, answer, at });
    });
    session.submittedAt = at;
    session.updatedAt = at;
  };
  const own = (accountId: number, sessionId: number) => {
    const session = sessions.own(accountId, sessionId);
    closeIfExpired(session);
    return session;
  };

  /** The points asked for: each a point of this exam's paper; 章节练习 needs one at least. */
  const pointsFor = (exam: ExamCard, mode: PracticeMode, asked: readonly number[] | undefined): KnowledgePointId[] => {
    const ofExam = new Set<number>(pointSharesOf(exam).map((point) => point.id));
    const points = [...new Set(asked ?? [])].sort((a, b) => a - b);
    const stranger = points.find((point) => !ofExam.has(point));
    if (stranger !== undefined) throw new BusinessError(CODE_INVALID, `鉴定要素 ${stranger} 不属于这场考试`);
    if (mode === 'chapter' && points.length === 0) throw new BusinessError(CODE_INVALID, '章节练习请至少选择一个鉴定要素');
    return points as KnowledgePointId[];
  };

  handle(app, getExamPractice, ({ params, token }) => {
    const accountId = learner(token);
    const exam = lookup.examOf(params.id);
    const pool = practicePool(exam);
    return {
      examId: exam.id,
      total: pool.length,
      knowledgePoints: pointSharesOf(exam).map((point) => ({
        ...point,
        questionCount: pool.filter((question) => question.point === point.id).length,
      })),
      sessions: sessions.ofLearner(accountId, exam.id).map((session) => {
        closeIfExpired(session);
        return sessionSummaryView(session);
      }),
    };
  });

  handle(app, startPractice, ({ params, body, token }) => {
    const accountId = learner(token);
    const exam = lookup.examOf(params.id);
    const points = pointsFor(exam, body.mode, body.knowledgePointIds);
    const now = store.now();
    if (!body.restart) {
      const open = sessions
        .ofLearner(accountId, exam.id)
        .find((session) => session.sameChoice(body.mode, points) && !closeIfExpired(session) && !session.finished);
      if (open) return sessionView(sessions.own(accountId, open.id), exam, now, Math.floor(open.position / 20) + 1, 20, lookup);
    }
    const pool = practicePool(exam, points);
    if (pool.length === 0) throw new BusinessError(CODE_INVALID, '所选鉴定要素暂无练习题');
    let deadline: number | null = null;
    let count = pool.length;
    if (body.mode === 'timed') {
      count = Math.min(pool.length, body.questionCount ?? Math.min(exam.questionCount, WRONG_BOOK_LIMITS.timedQuestionsMax));
      const minutes = body.minutes ?? (exam.durationMinutes || count);
      deadline = Math.floor((now + Math.min(WRONG_BOOK_LIMITS.timedMinutesMax, minutes) * MINUTE) / 1000) * 1000;
    }
    const session = sessions.create({
      accountId,
      examId: exam.id,
      mode: body.mode,
      points,
      deadline,
      questionIds: (sessionId) => {
        const random = seededRandom(seedOf(sessionId, exam.id, 25));
        if (body.mode === 'random') return shuffled(random, pool).map((question) => question.id);
        // A timed practice: a random draw, grouped by kind as a paper is.
        if (body.mode === 'timed')
          return shuffled(random, pool)
            .slice(0, count)
            .sort((a, b) => a.kind - b.kind)
            .map((question) => question.id);
        return pool.map((question) => question.id);
      },
    });
    return sessionView(session, exam, now, 1, 20, lookup);
  });

  handle(app, getPracticeSession, ({ params, query, token }) => {
    const accountId = learner(token);
    const session = own(accountId, params.sessionId);
    const page = query.page ?? Math.floor(session.position / query.size) + 1;
    return sessionView(session, lookup.examOf(session.examId), store.now(), page, query.size, lookup);
  });

  handle(app, answerPractice, ({ params, body, token }) => {
    const accountId = learner(token);
    const session = sessions.own(accountId, params.sessionId);
    if (closeIfExpired(session)) throw new BusinessError(CODE_PRACTICE_TIME_UP, TIME_UP);
    if (session.mode === 'memorize') throw new BusinessError(CODE_PRACTICE_MODE_MISMATCH, '背题模式直接显示答案与解析，不需要作答');
    if (session.finished) throw new BusinessError(CODE_PRACTICE_FINISHED, '限时模拟已交卷，不能再作答');
    const index = session.questionIds.indexOf(body.questionId);
    if (index < 0) throw new BusinessError(CODE_PRACTICE_QUESTION_NOT_IN_SESSION, `题目 ${body.questionId} 不在本次练习中`);
    const question = lookup.question(body.questionId)!;
    const now = store.now();
    let entryId: number | null = null;
    // An answered question keeps its first answer (a timed practice may change it until handed in).
    if (session.marks[index] === UNANSWERED || session.mode === 'timed') {
      const accepted = acceptAnswer(question, body.answer);
      if (!accepted.ok) throw new BusinessError(CODE_INVALID, `第${index + 1}题：${accepted.reason}`);
      if (accepted.value === null) throw new BusinessError(CODE_INVALID, '请先作答再提交');
      if (session.mode === 'timed') session.setAnswer(index, accepted.value, SAVED);
      else {
        const correct = grade(question, bankOrder(question), accepted.value, 1).correct === true;
        session.setAnswer(index, accepted.value, correct ? RIGHT : WRONG);
        entryId =
          book.record({
            accountId,
            questionId: question.id,
            point: question.point,
            examId: session.examId,
            correct,
            answer: accepted.value,
            at: now,
          })?.id ?? null;
      }
    } else if (session.marks[index] === WRONG) entryId = book.entryOf(accountId, question.id)?.id ?? null;
    session.position = index;
    session.updatedAt = now;
    const shown = practiceQuestionView(session, index, lookup);
    return {
      questionId: question.id,
      answer: shown.answer,
      verdict: shown.verdict,
      position: session.position,
      answeredCount: session.count(RIGHT, WRONG, SAVED),
      correctCount: session.count(RIGHT),
      wrongBookEntryId: entryId,
    };
  });

  handle(app, savePracticePosition, ({ params, body, token }) => {
    const accountId = learner(token);
    const session = own(accountId, params.sessionId);
    if (body.position >= session.total) throw new BusinessError(CODE_INVALID, `题号超出范围（共${session.total}题）`);
    session.position = body.position;
    session.updatedAt = store.now();
    return { position: session.position, updatedAt: shanghaiIso(session.updatedAt) };
  });

  handle(app, submitPractice, ({ params, token }) => {
    const accountId = learner(token);
    const session = sessions.own(accountId, params.sessionId);
    const exam = lookup.examOf(session.examId);
    // Past the deadline: handed in as it stood then, and that is the answer.
    if (closeIfExpired(session)) return sessionView(session, exam, store.now(), 1, 20, lookup);
    if (session.mode !== 'timed')
      throw new BusinessError(CODE_PRACTICE_MODE_MISMATCH, '只有限时模拟需要交卷，其他练习随时可以退出，下次从原处继续');
    if (session.finished) throw new BusinessError(CODE_PRACTICE_FINISHED, '限时模拟已交卷，请勿重复交卷');
    hand(session, store.now());
    return sessionView(session, exam, store.now(), 1, 20, lookup);
  });

  handle(app, getReadiness, ({ params, token }) => {
    const accountId = learner(token);
    return learnerReadiness(study, accountId, lookup.examOf(params.id), store.now());
  });
}
