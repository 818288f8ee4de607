import * as z from 'zod/mini';
import { idSchema, nonNegativeInt } from './common';

/** An institution (机构): the fields listed here are read by other features (search, course pages). */
export const institutionCardSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Institution type (spec §3): 1 机构, 2 个人. */
  type: z.int().check(z.gte(1), z.lte(2)),
  /** Institution category 1–7 (shared/enums/platform.ts). */
  category: z.int().check(z.gte(1), z.lte(7)),
  logo: z.string(),
  region: z.string(),
  courseCount: nonNegativeInt(),
});
export type InstitutionCard = z.infer<typeof institutionCardSchema>;
