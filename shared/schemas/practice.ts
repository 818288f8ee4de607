import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, positiveInt, timestampSchema } from './common';
import { knowledgePointIdSchema, knowledgePointRefSchema, knowledgePointShareSchema, questionKindSchema, scoreSchema } from './exam';
import { answerSchema, optionSchema } from './exam-attempt';

/**
 * Practice modes on an exam and the readiness estimate (issue 25 §4–§5,
 * docs/decisions/013-wrong-question-book.md). Practice draws only from the practice part of the
 * bank (never an official question). The modes are spelled out, not imported from
 * shared/lib/wrong-book-rules.ts: wrong-book-rules.test.ts holds them equal.
 */

/** 顺序练习, 随机练习, 章节练习 (by knowledge point), 背题模式 (answer and 解析 shown), 限时模拟. */
export const practiceModeSchema = z.enum(['sequential', 'random', 'chapter', 'memorize', 'timed']);
export type PracticeModeValue = z.infer<typeof practiceModeSchema>;

/** 练习中, or 已交卷 (a timed practice handed in, by the learner or the clock). */
export const practiceStatusSchema = z.enum(['active', 'finished']);

export const practiceStartBodySchema = z.object({
  mode: practiceModeSchema,
  /** 章节练习: the points to practise (at least one); any other mode: a filter (absent or empty: all). */
  knowledgePointIds: z.optional(z.array(knowledgePointIdSchema).check(z.maxLength(7))),
  /** true: a new session even when one of this mode (and points) is under way. */
  restart: z.optional(z.boolean()),
  /** 限时模拟: how many questions (10–100; default the exam's count, at most 100) and minutes (5–180; default the exam's duration, else one a question). */
  questionCount: z.optional(z.int().check(z.gte(10), z.lte(100))),
  minutes: z.optional(z.int().check(z.gte(5), z.lte(180))),
});
export type PracticeStartBody = z.infer<typeof practiceStartBodySchema>;

/** The verdict on an answered question (or, in 背题模式, the answer shown at once: `correct` null). */
export const practiceVerdictSchema = z.object({
  correct: z.nullable(z.boolean()),
  /** In this question's keys (the bank's order); 填空 → the first accepted text per blank. */
  rightAnswer: answerSchema,
  explanation: z.string(),
});

export const practiceQuestionSchema = z.object({
  /** Its place in the session (0-based): `position` points here. */
  index: nonNegativeInt(),
  id: idSchema,
  kind: questionKindSchema,
  stem: z.string(),
  /** The bank's own order (keys A, B… as here). */
  options: z.array(optionSchema),
  blanks: nonNegativeInt(),
  knowledgePoint: knowledgePointRefSchema,
  /** My answer; null when unanswered (always in 背题模式). */
  answer: answerSchema,
  /** null until answered; a timed practice shows none before it is handed in; 背题模式 shows every one. */
  verdict: z.nullable(practiceVerdictSchema),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

/** A session as the exam's practice list shows it. */
export const practiceSessionSummarySchema = z.object({
  id: idSchema,
  mode: practiceModeSchema,
  /** The points chosen ([] = the whole practice part). */
  knowledgePoints: z.array(knowledgePointRefSchema),
  status: practiceStatusSchema,
  /** The question the learner was on: a session resumes there. */
  position: nonNegativeInt(),
  total: positiveInt(),
  answeredCount: nonNegativeInt(),
  correctCount: nonNegativeInt(),
  startedAt: timestampSchema,
  updatedAt: timestampSchema,
  /** 限时模拟: handed in by itself then; null for the other modes. */
  deadline: z.nullable(timestampSchema),
  submittedAt: z.nullable(timestampSchema),
});
export type PracticeSessionSummary = z.infer<typeof practiceSessionSummarySchema>;

/** 0 未作答, 1 答对, 2 答错, 3 已作答 (a timed practice before it is handed in). */
export const sheetMarkSchema = z.int().check(z.gte(0), z.lte(3));

/** GET /practice/sessions/{id}: the session, its answer sheet and one page of its questions (by default the page holding `position`). */
export const practiceSessionSchema = z.extend(practiceSessionSummarySchema, {
  examId: idSchema,
  examTitle: z.string(),
  /** The server's clock (a timed practice's time left = deadline − serverNow). */
  serverNow: timestampSchema,
  /** 答题卡: one mark per question, in session order. */
  sheet: z.array(sheetMarkSchema),
  page: positiveInt(),
  size: positiveInt(),
  questions: z.array(practiceQuestionSchema),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const practiceSessionQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

/** GET /exam/{id}/practice: the practice part by knowledge point (the 章节练习 picker) and my sessions of this exam. */
export const examPracticeSchema = z.object({
  examId: idSchema,
  /** Practice questions in all (the 顺序练习 length). */
  total: positiveInt(),
  knowledgePoints: z.array(z.extend(knowledgePointShareSchema, { questionCount: nonNegativeInt() })),
  /** Newest first; at most one under way per mode and choice of points. */
  sessions: z.array(practiceSessionSummarySchema),
});
export type ExamPractice = z.infer<typeof examPracticeSchema>;

export const practiceAnswerBodySchema = z.object({ questionId: idSchema, answer: answerSchema });

export const practiceAnswerResultSchema = z.object({
  questionId: idSchema,
  /** The answer recorded (the first one: an answered question keeps it). */
  answer: answerSchema,
  /** null in a timed practice (shown once handed in). */
  verdict: z.nullable(practiceVerdictSchema),
  position: nonNegativeInt(),
  answeredCount: nonNegativeInt(),
  correctCount: nonNegativeInt(),
  /** Answered wrong: the question's entry in the wrong-question book (to tag its reason at once). */
  wrongBookEntryId: z.nullable(idSchema),
});
export type PracticeAnswerResult = z.infer<typeof practiceAnswerResultSchema>;

export const practicePositionBodySchema = z.object({ position: nonNegativeInt() });
export const practicePositionSchema = z.object({ position: nonNegativeInt(), updatedAt: timestampSchema });

/** One knowledge point of the readiness estimate. */
export const readinessPointSchema = z.extend(knowledgePointShareSchema, {
  /** Answers counted (the last ≤ 50 within the window). */
  answered: nonNegativeInt(),
  correct: nonNegativeInt(),
  /** Percent right (0–100, one decimal); null below the minimum per point (no figure from a handful). */
  accuracy: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /** Mastery (issue 36 §3): the practice bank's objective questions of this point, and how many of them I have ever answered. */
  bankQuestions: nonNegativeInt(),
  seenQuestions: nonNegativeInt(),
  /** Mean predicted recall on my exam day (30 days ahead without one) of my wrong-question cards of this point, percent; null without cards. */
  recall: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /** My wrong-question cards of this point. */
  cards: nonNegativeInt(),
});

/**
 * GET /exam/{id}/readiness (备考评估): per knowledge point the accuracy of my recent practice, weighted
 * by the point's share of the paper. No estimate below the minimum (`sufficient` false, the reason
 * says what is missing); the weakest points and a one-click 章节练习 over them either way.
 */
export const readinessSchema = z.object({
  examId: idSchema,
  examTitle: z.string(),
  sufficient: z.boolean(),
  /** Percent of the paper's points expected right (Σ share × accuracy); null when not sufficient. */
  estimate: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /** The estimate in the paper's points; null when not sufficient. */
  expectedScore: z.nullable(scoreSchema),
  totalScore: scoreSchema,
  passScore: scoreSchema,
  /** expectedScore ≥ passScore; null when not sufficient. */
  likelyPass: z.nullable(z.boolean()),
  /** Answers the estimate rests on, in all. */
  answered: nonNegativeInt(),
  /** How it was computed, in words (window, answers per point, weights, minimums). */
  method: z.string(),
  /** Why there is no estimate yet (what is missing); null when sufficient. */
  insufficientReason: z.nullable(z.string()),
  rules: z.object({
    windowDays: positiveInt(),
    perPointRecent: positiveInt(),
    minAnswers: positiveInt(),
    minPerPoint: positiveInt(),
  }),
  points: z.array(readinessPointSchema),
  /** Lowest accuracy first (points without enough answers first, by share, while there are any). */
  weakest: z.array(readinessPointSchema),
  /** The one-click practice set: a 章节练习 over the weakest points (POST /exam/{id}/practice with this body). */
  practice: z.object({ mode: z.literal('chapter'), knowledgePointIds: z.array(knowledgePointIdSchema) }),
  serverNow: timestampSchema,
});
export type Readiness = z.infer<typeof readinessSchema>;
