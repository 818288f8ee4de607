import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common';

export const RULE_LISTS = ['effective', 'publicity'] as const;
export const ruleListSchema = z.enum(RULE_LISTS);
export type RuleList = z.infer<typeof ruleListSchema>;

/** A platform rule (平台规则): effective ones and ones in their publicity window. */
export const ruleCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** effective: in force; publicity: published for comment before it takes effect. */
  list: ruleListSchema,
});
export type RuleCard = z.infer<typeof ruleCardSchema>;

export const RULE_CATEGORIES = ['用户规则', '机构规则', '内容规范', '交易规则', '考试规则'] as const;

/** A publicity window: in progress (公示中) or ended (已结束), relative to the API's clock. */
export const publicityWindowSchema = z.object({
  start: timestampSchema,
  end: timestampSchema,
  status: z.enum(['ongoing', 'ended']),
});
export type PublicityWindow = z.infer<typeof publicityWindowSchema>;

export const ruleSummarySchema = z.extend(ruleCardSchema, {
  category: z.string(),
  /** Visibility (spec §3) 1 全平台, 2 仅机构, 3 仅平台 (shared/enums/platform.ts). */
  visibility: z.int().check(z.gte(1), z.lte(3)),
  /** Pin flag (spec §3) 0/1. */
  pinned: z.int().check(z.gte(0), z.lte(1)),
  version: z.string(),
  summary: z.string(),
  publishedAt: timestampSchema,
  /** In force since (effective list), or planned to take effect on (publicity list). */
  effectiveAt: timestampSchema,
  /** The publicity list only. */
  publicity: z.nullable(publicityWindowSchema),
});
export type RuleSummary = z.infer<typeof ruleSummarySchema>;

/** A chapter of a rule; its clauses are numbered 第一条… across the whole rule when shown. */
export const ruleSectionSchema = z.object({ title: z.string(), clauses: z.array(z.string()) });
export type RuleSection = z.infer<typeof ruleSectionSchema>;

export const ruleDetailSchema = z.extend(ruleSummarySchema, {
  sections: z.array(ruleSectionSchema),
  /** Where to send comments while the publicity window is open; null for effective rules. */
  feedback: z.nullable(z.string()),
  /** Other rules of the same list and category. */
  related: z.array(ruleCardSchema),
});
export type RuleDetail = z.infer<typeof ruleDetailSchema>;
