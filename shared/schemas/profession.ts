import * as z from 'zod/mini';
import { idSchema } from './common';

/** What a profession page adds to the catalogue's profession (id, name, industry category, course count). */
export const professionProfileSchema = z.object({
  id: idSchema,
  /** Occupational category (spec §3) 1–4: 职业技能 / 职业资格 / 兴趣爱好 / 公益. */
  type: z.int().check(z.gte(1), z.lte(4)),
});
export type ProfessionProfile = z.infer<typeof professionProfileSchema>;
