import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, positiveInt, timestampSchema } from './common';

/** An exam as other features list it (profession paths, search); the exam engine extends it below and in exam-attempt.ts. */
export const examCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Exam mode (spec §3): 1 考试, 2 模拟, 3 练习. */
  mode: z.int().check(z.gte(1), z.lte(3)),
  professionId: idSchema,
  /** Skill level 1–5. */
  skillLevel: z.int().check(z.gte(1), z.lte(5)),
  questionCount: positiveInt(),
  /** Time limit in minutes (0: none, practice). */
  durationMinutes: nonNegativeInt(),
  totalScore: positiveInt(),
  passScore: positiveInt(),
  /** When an official exam opens and closes; null for mocks and practice, which are always open. */
  openAt: z.nullable(timestampSchema),
  closeAt: z.nullable(timestampSchema),
});
export type ExamCard = z.infer<typeof examCardSchema>;

/** Points: whole or half points (a 判断题 may be worth 0.5). */
export const scoreSchema = z.number().check(z.gte(0));

/** Question kind (shared/enums/exam.ts QuestionKind): 1 单选, 2 多选, 3 判断, 4 填空, 5 简答. */
export const questionKindSchema = z.int().check(z.gte(1), z.lte(5));

/**
 * 鉴定要素 (knowledge point) ids, the same chapter in every profession and level (shared/lib/
 * wrong-book-rules.ts KNOWLEDGE_POINTS, spelled out here: a test holds them equal): 1 职业道德,
 * 2 相关法律法规, 3 安全生产与环境保护, 4 质量管理与现场管理, 5 专业基础知识, 6 专业技能要点,
 * 7 技术管理与培训指导 (levels 4–5).
 */
export const knowledgePointIdSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(7));
/** The knowledge point a question tests, as shown with it once answered (result, 核对, the wrong book). */
export const knowledgePointRefSchema = z.object({ id: knowledgePointIdSchema, name: z.string() });
export type KnowledgePointRef = z.infer<typeof knowledgePointRefSchema>;
/** A knowledge point of an exam's paper with its 比重: whole percent of the paper's points (an exam's add up to 100). */
export const knowledgePointShareSchema = z.extend(knowledgePointRefSchema, { share: z.int().check(z.gte(1), z.lte(100)) });
export type KnowledgePointShare = z.infer<typeof knowledgePointShareSchema>;

/**
 * Which route an attempt belongs to: `mock` → /exam/{id}/mocks/{subId} (模拟考试, and every
 * 练习 — the practice set of a mode-3 exam and 错题练习), `official` → /exam/{id}/official/{subId}.
 */
export const ATTEMPT_KINDS = ['mock', 'official'] as const;
export const attemptKindSchema = z.enum(ATTEMPT_KINDS);
export type AttemptKind = z.infer<typeof attemptKindSchema>;

/** Answer status (AttemptStatus): 1 答题中, 2 已交卷, 3 待批阅, 4 已批阅. */
export const attemptStatusSchema = z.int().check(z.gte(1), z.lte(4));
/** How it ended (AttemptEnding): 1 手动交卷, 2 超时自动交卷. */
export const attemptEndingSchema = z.int().check(z.gte(1), z.lte(2));

/** /exam/list: the card, its profession's name and how many attempts all learners made (popularity). */
export const examListItemSchema = z.extend(examCardSchema, {
  professionName: z.string(),
  attemptCount: nonNegativeInt(),
});
export type ExamListItem = z.infer<typeof examListItemSchema>;

/** One line of the paper's make-up: `count` questions of `kind`, `score` points each. */
export const examKindBreakdownSchema = z.object({
  kind: questionKindSchema,
  count: positiveInt(),
  score: scoreSchema,
});
export type ExamKindBreakdown = z.infer<typeof examKindBreakdownSchema>;

/** An unfinished attempt of mine (the 继续作答 button). */
export const openAttemptSchema = z.object({
  id: idSchema,
  kind: attemptKindSchema,
  /** Practice (no time limit, answers checked per question): a mode-3 exam's attempts and 错题练习. */
  practice: z.boolean(),
  /** 错题练习: the finished attempt whose wrong questions it holds. */
  fromAttemptId: z.nullable(idSchema),
  deadline: z.nullable(timestampSchema),
});
export type OpenAttempt = z.infer<typeof openAttemptSchema>;

/**
 * The signed-in learner's standing. Counted attempts are the official ones of a mode-1 exam, the
 * mock/practice ones of modes 2 and 3; a mode-1 exam's mocks and every 错题练习 never count.
 */
/** The window of one sitting of an official exam (its plan's round): openAt..closeAt. */
export const examSittingWindowSchema = z.object({ openAt: timestampSchema, closeAt: timestampSchema });

/** One sitting of an official exam I took part in, as the detail lists them. */
export const examSittingSchema = z.extend(examSittingWindowSchema, {
  /** The sitting the exam shows now (open, upcoming or just closed); the others are past rounds. */
  current: z.boolean(),
  /** Official attempts in that sitting (at most maxAttempts). */
  attempts: nonNegativeInt(),
  /** Best final score (已交卷 / 已批阅) of the sitting; null if none is final yet. */
  bestScore: z.nullable(scoreSchema),
  /** true: an attempt passed; false: all final and none passed; null: open or 待批阅 attempts may still pass. */
  passed: z.nullable(z.boolean()),
  /** The sitting has closed: its answers and explanations are published. */
  answersPublished: z.boolean(),
});
export type ExamSitting = z.infer<typeof examSittingSchema>;

export const examMineSchema = z.object({
  /** Counted attempts (an official exam: in the sitting shown now; attempts count per sitting). */
  attemptsUsed: nonNegativeInt(),
  /** Of those, the ones handed in (已考): a paper still being answered uses an attempt but is not yet taken (issue 26). */
  attemptsHandedIn: nonNegativeInt(),
  /** null: unlimited. */
  attemptsLeft: z.nullable(nonNegativeInt()),
  /** Best final score (已交卷 / 已批阅) among counted attempts (an official exam: of the sitting shown now); null if none. */
  bestScore: z.nullable(scoreSchema),
  passed: z.boolean(),
  /** Unfinished attempts, newest first (a mode-1 exam may have a mock and an official one open). */
  openAttempts: z.array(openAttemptSchema),
  /** An official exam: every sitting I took part in, newest first (the current one first when I did); [] otherwise. */
  sittings: z.array(examSittingSchema),
  /** The account passed real-name verification (sitting an official exam requires it). */
  realNameVerified: z.boolean(),
  /** My standing in the exam's enrolment plan (null: the exam belongs to no plan). */
  enrolment: z.nullable(
    z.object({
      /** Audit status: 0 未报名, 1 审核中, 2 已通过, 3 未通过. */
      status: z.int().check(z.gte(0), z.lte(3)),
      /** The fee is paid (always true for a subsidised plan). */
      paid: z.boolean(),
      /** The fee step of an approved application to a plan with a fee (spelled as FEE_STATES in schemas/enrollment.ts): 待缴费, 已缴费, 退款中, 已失效; null otherwise. */
      fee: z.nullable(z.enum(['due', 'paid', 'refunding', 'expired'])),
    }),
  ),
});
export type ExamMine = z.infer<typeof examMineSchema>;

/** Whether the official window is open now; null when the exam has no official attempts. */
export const OFFICIAL_WINDOWS = ['upcoming', 'open', 'closed'] as const;

/** /exam/{id}. */
export const examDetailSchema = z.extend(examListItemSchema, {
  /** The exam's rules, one sentence each, as the detail page lists them. */
  rules: z.array(z.string()),
  /** The paper's make-up; the counts add up to questionCount and count × score to totalScore. */
  breakdown: z.array(examKindBreakdownSchema),
  /** 鉴定要素比重: the knowledge points the paper asks, each with its share (whole percent, adding up to 100), by id. */
  knowledgePoints: z.array(knowledgePointShareSchema),
  /** Attempts allowed of the counted kind; 0 = unlimited. */
  maxAttempts: nonNegativeInt(),
  /** A `mock` attempt can be started (every mode; for a mode-3 exam it is the practice). */
  mockOffered: z.boolean(),
  /** An `official` attempt exists (mode 1 only). */
  officialOffered: z.boolean(),
  officialWindow: z.nullable(z.enum(OFFICIAL_WINDOWS)),
  /** The enrolment plan an official exam belongs to: sitting it takes an approved application (and its fee paid). */
  plan: z.nullable(z.object({ id: idSchema, title: z.string(), fee: nonNegativeInt() })),
  /** Mode 3: attempts are practice (no time limit; 核对答案 after each question). */
  practice: z.boolean(),
  /** The server's clock, to compare openAt/closeAt with. */
  serverNow: timestampSchema,
  /** null when signed out. */
  mine: z.nullable(examMineSchema),
});
export type ExamDetail = z.infer<typeof examDetailSchema>;
