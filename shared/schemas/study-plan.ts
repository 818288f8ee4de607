import * as z from 'zod/mini';
import { idSchema, nonNegativeInt } from './common';
import { chinaDateSchema } from './wrong-book';

/**
 * The plan counted back from the exam day (issue 36 §2, docs/decisions/030-study-plan.md): what to aim
 * at, the rota, and the days laid out from what remains.
 */
export const rotaSchema = z.object({
  cycleStart: chinaDateSchema,
  minutes: z.array(z.int()),
  daysOff: z.array(chinaDateSchema),
});

/** What the plan prepares for: an exam of a journey the learner is admitted to, or a profession and level toward their own date. */
export const planTargetSchema = z.union([
  z.object({ planId: idSchema }),
  z.object({ professionId: idSchema, skillLevel: z.int().check(z.gte(1), z.lte(5)) }),
]);

const doneSchema = z.object({
  done: z.boolean(),
  /** How far along: questions answered, cards reviewed (0 for lessons and papers until done). */
  progress: nonNegativeInt(),
});

export const planTaskSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('review'), key: z.string(), cards: nonNegativeInt(), minutes: nonNegativeInt(), href: z.string() }),
  z.object({
    kind: z.literal('lesson'),
    key: z.string(),
    courseId: idSchema,
    courseTitle: z.string(),
    lessonId: idSchema,
    title: z.string(),
    minutes: nonNegativeInt(),
    href: z.string(),
  }),
  z.object({
    kind: z.literal('practice'),
    key: z.string(),
    pointId: idSchema,
    pointName: z.string(),
    share: nonNegativeInt(),
    questions: nonNegativeInt(),
    minutes: nonNegativeInt(),
    /** The exam whose practice holds the point: the task starts a 章节练习 on it. */
    examId: idSchema,
    href: z.string(),
  }),
  z.object({ kind: z.literal('mock'), key: z.string(), examId: idSchema, title: z.string(), minutes: nonNegativeInt(), href: z.string() }),
]);
export type PlanTask = z.infer<typeof planTaskSchema>;

export const todayTaskSchema = z.intersection(planTaskSchema, doneSchema);
export type TodayTask = z.infer<typeof todayTaskSchema>;

export const planDaySchema = z.object({
  date: chinaDateSchema,
  /** Minutes the rota offers that day (0: no study). */
  capacity: nonNegativeInt(),
  minutes: nonNegativeInt(),
  tasks: z.array(planTaskSchema),
});

export const studyPlanSchema = z.object({
  today: chinaDateSchema,
  /** Set up: false until the learner chose a target and a rota (the rest is then empty). */
  ready: z.boolean(),
  /** Why there is no plan to show now (no exam date, the exam no longer theirs…); null when there is. */
  blocked: z.nullable(z.string()),
  target: z.nullable(
    z.object({
      planId: z.nullable(idSchema),
      professionId: idSchema,
      skillLevel: z.int(),
      title: z.string(),
      examDate: z.nullable(chinaDateSchema),
      /** The exam whose mocks and practice the plan uses. */
      examId: z.nullable(idSchema),
    }),
  ),
  rota: z.nullable(rotaSchema),
  /** What the form offers to aim at: the exams ahead the learner is admitted to, and the levels of their courses that have an exam. */
  choices: z.object({
    journeys: z.array(z.object({ planId: idSchema, title: z.string(), date: chinaDateSchema })),
    levels: z.array(z.object({ professionId: idSchema, skillLevel: z.int(), title: z.string() })),
  }),
  todayTasks: z.array(todayTaskSchema),
  days: z.array(planDaySchema),
  /** The latest of the last 7 days whose tasks were not all done: they are laid out again from today. */
  missed: z.nullable(z.object({ date: chinaDateSchema, tasks: nonNegativeInt(), minutes: nonNegativeInt(), daysMissed: nonNegativeInt() })),
  fit: z.object({
    dropped: z.array(z.object({ pointId: idSchema, name: z.string(), share: nonNegativeInt(), questions: nonNegativeInt() })),
    unplacedLessons: nonNegativeInt(),
    unplacedMocks: nonNegativeInt(),
    /** How long one mock paper takes: a day needs this much in one go to hold one. */
    mockMinutes: nonNegativeInt(),
    neededMinutesPerDay: z.nullable(nonNegativeInt()),
  }),
  remaining: z.object({
    lessons: nonNegativeInt(),
    lessonMinutes: nonNegativeInt(),
    questions: nonNegativeInt(),
    mockPapers: nonNegativeInt(),
    reviewsDue: nonNegativeInt(),
  }),
  /** One line per day from the plan's start to the exam: plan and progress as % of all the work, and the 备考评估 estimate. */
  chart: z.array(
    z.object({
      date: chinaDateSchema,
      plannedPercent: z.number(),
      donePercent: z.nullable(z.number()),
      readiness: z.nullable(z.number()),
    }),
  ),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

export const studyPlanBodySchema = z.object({
  target: planTargetSchema,
  rota: rotaSchema,
});
export type StudyPlanBody = z.infer<typeof studyPlanBodySchema>;
