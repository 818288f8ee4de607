import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, timestampSchema } from './common';
import {
  attemptEndingSchema,
  attemptKindSchema,
  attemptStatusSchema,
  examListItemSchema,
  examSittingWindowSchema,
  knowledgePointRefSchema,
  questionKindSchema,
  scoreSchema,
} from './exam';

/** Longest 简答题 answer. */
export const SHORT_ANSWER_MAX = 2000;
/** Longest text in one 填空题 blank. */
export const BLANK_MAX = 200;

/**
 * An answer, by question kind: 单选 → the option key ('A'); 多选 → keys (['A', 'C'], any order);
 * 判断 → true (正确) / false (错误); 填空 → one string per blank; 简答 → a string of at most 2000
 * characters. null: not answered (clears a saved answer).
 */
export const answerSchema = z.nullable(
  z.union([
    z.string().check(z.maxLength(SHORT_ANSWER_MAX)),
    z.array(z.string().check(z.maxLength(BLANK_MAX))).check(z.maxLength(26)),
    z.boolean(),
  ]),
);
export type Answer = z.infer<typeof answerSchema>;

/** Option keys are A, B, C… in the order shown (the attempt's own shuffle). */
export const optionSchema = z.object({ key: z.string(), text: z.string() });

/** A question as shown in an attempt. 判断/填空/简答 have no options; a 填空 stem has `blanks` ______ gaps. */
export const shownQuestionSchema = z.object({
  id: idSchema,
  kind: questionKindSchema,
  stem: z.string(),
  options: z.array(optionSchema),
  /** 填空题: how many blanks (the answer holds that many strings); 0 otherwise. */
  blanks: nonNegativeInt(),
  /** Points this question is worth. */
  score: scoreSchema,
});
export type ShownQuestion = z.infer<typeof shownQuestionSchema>;

/** 核对答案 (practice): the verdict on the recorded answer. */
export const checkResultSchema = z.object({
  questionId: idSchema,
  /** The answer recorded for the question (the first one checked; a re-check does not change it). */
  answer: answerSchema,
  /** null: 简答题, judged by the learner against the reference. */
  correct: z.nullable(z.boolean()),
  /** In the attempt's own option keys; 填空 → the first accepted text per blank; 简答 → the reference answer. */
  rightAnswer: answerSchema,
  explanation: z.string(),
  /** The 鉴定要素 the question tests. */
  knowledgePoint: knowledgePointRefSchema,
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const attemptQuestionSchema = z.extend(shownQuestionSchema, {
  /** My saved answer. */
  answer: answerSchema,
  /** 标记：flagged for review. */
  marked: z.boolean(),
  /** Practice only: set once the question was checked (the answer is then locked). */
  check: z.nullable(checkResultSchema),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

/** /exam/attempts/{subId}: the paper to take, in this attempt's order, with everything saved so far. */
export const examAttemptSchema = z.object({
  id: idSchema,
  examId: idSchema,
  examTitle: z.string(),
  kind: attemptKindSchema,
  practice: z.boolean(),
  fromAttemptId: z.nullable(idSchema),
  status: attemptStatusSchema,
  startedAt: timestampSchema,
  /** When the paper is handed in by itself; null: no time limit (practice). */
  deadline: z.nullable(timestampSchema),
  /** The server's clock: time left = deadline − serverNow, whatever the device's clock says. */
  serverNow: timestampSchema,
  /** The question the learner was on (index into `questions`), to resume exactly there. */
  current: nonNegativeInt(),
  tabSwitches: nonNegativeInt(),
  totalScore: scoreSchema,
  passScore: scoreSchema,
  questions: z.array(attemptQuestionSchema),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

/** One answer to save. Absent `answer` / `marked` leave what is saved; `answer: null` clears it. */
export const answerInputSchema = z.object({
  questionId: idSchema,
  answer: z.optional(answerSchema),
  marked: z.optional(z.boolean()),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const saveAnswersBodySchema = z.object({
  answers: z.array(answerInputSchema).check(z.maxLength(200)),
  /** The question shown now (index), for resuming. */
  current: z.optional(nonNegativeInt()),
  /** Times the learner left the exam page so far; the server keeps the highest count it saw. */
  tabSwitches: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBodySchema>;

export const savedAnswersSchema = z.object({
  savedAt: timestampSchema,
  deadline: z.nullable(timestampSchema),
  serverNow: timestampSchema,
});
export type SavedAnswers = z.infer<typeof savedAnswersSchema>;

export const submitBodySchema = z.object({
  /** A last batch, saved (same rules as the save call) before grading; ignored when the time is up. */
  answers: z.optional(z.array(answerInputSchema).check(z.maxLength(200))),
  tabSwitches: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
  /** true: the client's countdown reached zero → recorded as 超时自动交卷. */
  auto: z.optional(z.boolean()),
});
export type SubmitBody = z.infer<typeof submitBodySchema>;

export const checkBodySchema = z.object({ questionId: idSchema, answer: answerSchema });

/** A question in the result: as shown, my answer, the right one and how it was scored. */
export const reviewQuestionSchema = z.extend(shownQuestionSchema, {
  myAnswer: answerSchema,
  rightAnswer: answerSchema,
  explanation: z.string(),
  /** The 鉴定要素 the question tests. */
  knowledgePoint: knowledgePointRefSchema,
  /** null: a 简答题 waiting for the marker. */
  correct: z.nullable(z.boolean()),
  /** Points earned; null while waiting for the marker. */
  earned: z.nullable(scoreSchema),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/** /exam/attempts/{subId}/result (and what submitting answers). */
export const examResultSchema = z.object({
  attemptId: idSchema,
  examId: idSchema,
  examTitle: z.string(),
  kind: attemptKindSchema,
  practice: z.boolean(),
  fromAttemptId: z.nullable(idSchema),
  /** 2 已交卷, 3 待批阅, 4 已批阅. */
  status: attemptStatusSchema,
  /** While 待批阅: the auto-graded part only. */
  score: scoreSchema,
  totalScore: scoreSchema,
  passScore: scoreSchema,
  /** null while 待批阅. */
  passed: z.nullable(z.boolean()),
  /** 简答题 waiting for the marker. */
  pendingCount: nonNegativeInt(),
  correctCount: nonNegativeInt(),
  startedAt: timestampSchema,
  submittedAt: timestampSchema,
  timeUsedSeconds: nonNegativeInt(),
  endedBy: attemptEndingSchema,
  /** Official attempts only (切屏记录); null otherwise. */
  tabSwitches: z.nullable(nonNegativeInt()),
  /** Wrong or unanswered questions (marked 简答题 below full marks too), in the paper's order: 错题练习 takes the gradable ones. Empty while the answers are withheld. */
  wrongQuestionIds: z.array(idSchema),
  /**
   * An official paper before its window closes: only the score and pass/fail — no question, answer,
   * explanation or per-question verdict (a retake in the same window would draw on the same
   * questions). `questions` and `wrongQuestionIds` are then empty.
   */
  answersWithheld: z.boolean(),
  /** While withheld: when the answers are published (the window's close); null otherwise. */
  answersPublishAt: z.nullable(timestampSchema),
  questions: z.array(reviewQuestionSchema),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** A line of /exam/{id}/history. */
export const attemptSummarySchema = z.object({
  id: idSchema,
  kind: attemptKindSchema,
  practice: z.boolean(),
  fromAttemptId: z.nullable(idSchema),
  status: attemptStatusSchema,
  startedAt: timestampSchema,
  submittedAt: z.nullable(timestampSchema),
  /** null while 答题中. */
  timeUsedSeconds: z.nullable(nonNegativeInt()),
  /** null only while 答题中; while 待批阅 the auto-graded part. */
  score: z.nullable(scoreSchema),
  totalScore: scoreSchema,
  /** null while 答题中 or 待批阅. */
  passed: z.nullable(z.boolean()),
  endedBy: z.nullable(attemptEndingSchema),
  /** An official attempt: the sitting (window) it was taken in; null for mocks and practice. */
  sitting: z.nullable(examSittingWindowSchema),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const examHistorySchema = z.object({
  exam: examListItemSchema,
  /** Newest first. */
  list: z.array(attemptSummarySchema),
});
export type ExamHistory = z.infer<typeof examHistorySchema>;
