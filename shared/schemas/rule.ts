import * as z from 'zod/mini';
import { idSchema } from './common';

/** A platform rule (平台规则): effective ones and ones in their publicity window. */
export const ruleCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** effective: in force; publicity: published for comment before it takes effect. */
  list: z.enum(['effective', 'publicity']),
});
export type RuleCard = z.infer<typeof ruleCardSchema>;
