import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, pageOf, pageQuerySchema, timestampSchema } from './common';
import { knowledgePointIdSchema, knowledgePointRefSchema, questionKindSchema } from './exam';
import { answerSchema, optionSchema } from './exam-attempt';

/**
 * The wrong-question book (错题本), favourites, notes and 纠错 (issue 25 §4,
 * docs/decisions/013-wrong-question-book.md). The lists are spelled out, not imported from
 * shared/lib/wrong-book-rules.ts (plain data for the browser): wrong-book-rules.test.ts holds them equal.
 */

/** 错因: 不会, 粗心, 概念混淆. */
export const wrongReasonSchema = z.enum(['unknown', 'careless', 'confused']);
/** The book's tabs: 今日待复习, 学习中, 已掌握, 收藏. */
export const wrongBookStatusSchema = z.enum(['due', 'learning', 'mastered', 'favourite']);
/** 纠错: 题干有误, 选项有误, 答案有误, 解析有误, 其他问题. */
export const reportKindSchema = z.enum(['stem', 'options', 'answer', 'explanation', 'other']);
/** A 纠错 report: 待处理, 已采纳, 未采纳. */
export const reportStateSchema = z.enum(['pending', 'accepted', 'rejected']);

/** A calendar day in China (UTC+8), `2026-11-23`: review dates are days, not moments. */
export const chinaDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A question as the book shows it: the options in the bank's own order (keys A, B… as here), the right answer and the 解析. */
export const bookQuestionSchema = z.object({
  id: idSchema,
  kind: questionKindSchema,
  stem: z.string(),
  options: z.array(optionSchema),
  /** 填空题: how many blanks; 0 otherwise. */
  blanks: nonNegativeInt(),
  /** In this question's keys; 填空 → the first accepted text per blank. */
  rightAnswer: answerSchema,
  explanation: z.string(),
  knowledgePoint: knowledgePointRefSchema,
});
export type BookQuestion = z.infer<typeof bookQuestionSchema>;

/** A review's verdict: 忘了, 模糊, 想起来了, 很熟 (FSRS's Again, Hard, Good, Easy). */
export const reviewVerdictSchema = z.enum(['forgot', 'vague', 'recalled', 'easy']);
/** Why the card is due when it is: its memory, brought forward before the exam, resting until the exam, a leech. */
export const dueReasonSchema = z.enum(['memory', 'before-exam', 'holds-to-exam', 'leech']);

const shareSchema = z.number().check(z.gte(0), z.lte(1));

/**
 * A question's memory as FSRS schedules it (docs/decisions/027-fsrs-review.md): read from the
 * learner's target retention and exam date, so a new target or date moves it at once.
 */
export const reviewStateSchema = z.object({
  /** Predicted recall on the exam day (without one: 30 days ahead) at or above the target. */
  mastered: z.boolean(),
  /** The China day the next review is due; null while it rests until the exam or waits as a leech. */
  dueOn: z.nullable(chinaDateSchema),
  /** Due today or overdue. */
  due: z.boolean(),
  reason: dueReasonSchema,
  /** Predicted recall now (0–1). */
  recall: shareSchema,
  /** The learner's target retention the schedule aims at (0–1). */
  target: shareSchema,
  /** Predicted recall on the exam day; null without an exam date ahead. */
  examRecall: z.nullable(shareSchema),
  /** Reviews (the wrong answer that made the card included) and lapses (忘了 after it was learnt). */
  reviews: nonNegativeInt(),
  lapses: nonNegativeInt(),
  /** Forgotten again and again since its 解析 was last studied: not shown for review until it is. */
  leech: z.boolean(),
  lastReviewedAt: z.nullable(timestampSchema),
  /** The verdict of that review; null before the first review. */
  lastVerdict: z.nullable(reviewVerdictSchema),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const wrongBookEntrySchema = z.object({
  /** The entry's id: the learner's own (another learner's id is 404). */
  id: idSchema,
  question: bookQuestionSchema,
  /** The exam it was last answered (or favourited) in. */
  exam: z.object({ id: idSchema, title: z.string() }),
  professionId: idSchema,
  professionName: z.string(),
  skillLevel: z.int().check(z.gte(1), z.lte(5)),
  /** In the wrong-question book (answered wrong); false: kept only as a favourite or for its note. */
  inBook: z.boolean(),
  timesWrong: nonNegativeInt(),
  /** The latest wrong answer, in this entry's keys (the bank's order); null when not in the book. */
  lastWrongAnswer: answerSchema,
  lastWrongAt: z.nullable(timestampSchema),
  reason: z.nullable(wrongReasonSchema),
  favourite: z.boolean(),
  /** ≤ 500 characters; '' for none. */
  note: z.string(),
  /** null when not in the book. */
  review: z.nullable(reviewStateSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type WrongBookEntry = z.infer<typeof wrongBookEntrySchema>;

/** The counts of the book's tabs (the study page shows `due`). */
export const wrongBookCountsSchema = z.object({
  /** Reviews due today or overdue. */
  due: nonNegativeInt(),
  learning: nonNegativeInt(),
  mastered: nonNegativeInt(),
  favourite: nonNegativeInt(),
  /** Questions in the book (learning + mastered). */
  total: nonNegativeInt(),
});

export const wrongBookSummarySchema = z.extend(wrongBookCountsSchema, {
  /** Today in China (UTC+8), the day `due` is counted for. */
  today: chinaDateSchema,
  /** The earliest review due after today; null when none. */
  nextDueOn: z.nullable(chinaDateSchema),
});
export type WrongBookSummary = z.infer<typeof wrongBookSummarySchema>;

const groupCount = nonNegativeInt();

export const wrongBookListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(wrongBookStatusSchema),
  examId: z.optional(idSchema),
  professionId: z.optional(idSchema),
  skillLevel: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(5))),
  knowledgePointId: z.optional(knowledgePointIdSchema),
  /** A reason, or `none` for the untagged. */
  reason: z.optional(z.enum(['unknown', 'careless', 'confused', 'none'])),
  /**
   * One question's entry (a 纠错 reply links to it): with a status, only in that tab; without, in the
   * book or kept only as a favourite or for its note. Nothing when the learner has no entry for it.
   */
  questionId: z.optional(idSchema),
});

/** GET /wrong-book: the tab counts, the groups of the tab (by exam, profession and level, knowledge point) and a page of entries. */
export const wrongBookListSchema = z.extend(pageOf(wrongBookEntrySchema), {
  today: chinaDateSchema,
  counts: wrongBookCountsSchema,
  /** Counted over the entries of the chosen tab (`status`), whatever the other filters. */
  groups: z.object({
    exams: z.array(z.object({ id: idSchema, title: z.string(), count: groupCount })),
    professions: z.array(z.object({ professionId: idSchema, professionName: z.string(), skillLevel: z.int(), count: groupCount })),
    knowledgePoints: z.array(z.object({ id: knowledgePointIdSchema, name: z.string(), count: groupCount })),
  }),
});
export type WrongBookList = z.infer<typeof wrongBookListSchema>;

/** Seconds a review may say it took: longer is the same as this. */
export const REVIEW_SECONDS_MAX = 3_600;
export const reviewBodySchema = z.object({
  answer: answerSchema,
  /** How it felt; without one a wrong answer is 忘了, a right one 想起来了 (模糊 when it took over 60 s). A wrong answer is always 忘了. */
  verdict: z.optional(reviewVerdictSchema),
  /** Seconds from seeing the question to answering it. */
  seconds: z.optional(z.int().check(z.gte(0), z.lte(REVIEW_SECONDS_MAX))),
});

/** A review's grade, the verdict the schedule took, the right answer, and the entry's new review state. */
export const reviewResultSchema = z.object({
  correct: z.boolean(),
  verdict: reviewVerdictSchema,
  rightAnswer: answerSchema,
  explanation: z.string(),
  /** The question was due when reviewed; false: an early review, which moves the memory little. */
  onSchedule: z.boolean(),
  entry: wrongBookEntrySchema,
});

/** PUT /wrong-book/{entryId}/review: a right answer felt otherwise (模糊, 很熟, 忘了): the latest review today, named by its time. */
export const verdictBodySchema = z.object({ verdict: reviewVerdictSchema, reviewedAt: timestampSchema });
export type ReviewResult = z.infer<typeof reviewResultSchema>;

export const NOTE_MAX = 500;
/** PUT /wrong-book/{entryId}: what to change (at least one). */
export const entryUpdateBodySchema = z.object({
  reason: z.optional(z.nullable(wrongReasonSchema)),
  favourite: z.optional(z.boolean()),
  note: z.optional(z.string().check(z.maxLength(NOTE_MAX, `笔记不能超过 ${NOTE_MAX} 个字`))),
});

/** PUT /wrong-book/questions/{questionId}: favourite or note any question I have seen, from the exam it was seen in. */
export const questionMarkBodySchema = z.object({
  examId: idSchema,
  favourite: z.optional(z.boolean()),
  note: z.optional(z.string().check(z.maxLength(NOTE_MAX, `笔记不能超过 ${NOTE_MAX} 个字`))),
});

/** PUT /wrong-book/{entryId}: the entry as saved, and the book's tab counts after the change (收藏 moves them). */
export const savedEntrySchema = z.extend(wrongBookEntrySchema, { counts: wrongBookCountsSchema });
export type SavedEntry = z.infer<typeof savedEntrySchema>;

export const removedEntrySchema = z.object({
  id: idSchema,
  /** The entry stays as a favourite or for its note (its wrong-answer record and review are gone). */
  kept: z.boolean(),
  /** The book's tab counts once it is out. */
  counts: wrongBookCountsSchema,
});

export const REPORT_TEXT_MAX = 200;
export const reportBodySchema = z.object({
  /** The exam it was seen in (the reply names it); optional. */
  examId: z.optional(idSchema),
  kind: reportKindSchema,
  text: z.string().check(z.maxLength(REPORT_TEXT_MAX, `纠错说明不能超过 ${REPORT_TEXT_MAX} 个字`)),
});

export const questionReportSchema = z.object({
  id: idSchema,
  questionId: idSchema,
  kind: reportKindSchema,
  text: z.string(),
  status: reportStateSchema,
  createdAt: timestampSchema,
  /** When the reply is expected (the message centre gets it); null once replied. */
  replyDueAt: z.nullable(timestampSchema),
  repliedAt: z.nullable(timestampSchema),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;
