import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, positiveInt, timestampSchema } from './common';

/** An exam as other features list it (profession paths, search); the exam engine is issue 10's. */
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
