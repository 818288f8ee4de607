import * as z from 'zod/mini';
import { idSchema } from './common';
import { chinaDateSchema } from './wrong-book';

/**
 * The learner's exam goal (issue 36): the exam day the review schedule aims at, and the target
 * retention. The day is the learner's own choice, else the nearest exam of a journey they are
 * admitted to (its ticket's date).
 */
export const examGoalSourceSchema = z.enum(['chosen', 'journey']);

/** An exam of the learner's journeys: admitted, still ahead. */
export const journeyExamSchema = z.object({
  planId: idSchema,
  title: z.string(),
  date: chinaDateSchema,
});

export const examGoalSchema = z.object({
  /** Today in China (UTC+8). */
  today: chinaDateSchema,
  /** 80 means: aim to recall 80 % of the questions when each comes due (and on the exam day). */
  retentionPercent: z.int().check(z.gte(70), z.lte(97)),
  /** The exam day aimed at; null: none (the schedule then follows memory alone). */
  examDate: z.nullable(chinaDateSchema),
  source: z.nullable(examGoalSourceSchema),
  /** What the exam is: the journey's title, or 自定考试日期. */
  examTitle: z.nullable(z.string()),
  /** The nearest exam of an admitted journey, whatever was chosen (the page offers it). */
  journeyExam: z.nullable(journeyExamSchema),
});
export type ExamGoal = z.infer<typeof examGoalSchema>;

/** PUT /learning/exam-goal: what to change (at least one); `examDate: null` goes back to the journey's exam (or none). */
export const examGoalBodySchema = z.object({
  retentionPercent: z.optional(z.int()),
  examDate: z.optional(z.nullable(z.string())),
});
