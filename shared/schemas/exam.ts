import * as z from 'zod/mini';
import { idSchema } from './common';

/** An exam as other features list it (profession paths, search); the exam engine is issue 10's. */
export const examCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** Exam mode (spec §3): 1 考试, 2 模拟, 3 练习. */
  mode: z.int().check(z.gte(1), z.lte(3)),
  professionId: idSchema,
  /** Skill level 1–5. */
  skillLevel: z.int().check(z.gte(1), z.lte(5)),
});
export type ExamCard = z.infer<typeof examCardSchema>;
