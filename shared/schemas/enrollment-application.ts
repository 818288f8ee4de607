import * as z from 'zod/mini';
import { nonNegativeInt, timestampSchema } from './common';

/**
 * What an applicant states for the level's 申报条件 (shared/lib/eligibility-rules.ts): years worked in
 * the occupation, the highest certificate held in it (level and year, together or not at all), the
 * schooling the conditions count, a completed apprenticeship.
 */
export const applicantFactsSchema = z
  .object({
    yearsWorked: z.int().check(z.gte(0), z.lte(60)),
    heldLevel: z.optional(z.int().check(z.gte(1), z.lte(5))),
    heldYear: z.optional(z.int().check(z.gte(1950), z.lte(2100))),
    // Spelled out, not imported from shared/lib/eligibility-rules.ts: browser code that reads this module
    // would carry the whole rule set (home +1.5 KB). eligibility-rules.test.ts holds the two lists equal.
    schooling: z.enum(['none', 'vocational-secondary', 'vocational-higher', 'preparatory-technician', 'college']),
    apprenticeship: z.optional(z.boolean()),
  })
  .check(z.refine((facts) => (facts.heldLevel === undefined) === (facts.heldYear === undefined), '已有证书的等级与取得年份需同时填写'));
export type ApplicantFacts = z.infer<typeof applicantFactsSchema>;

/**
 * The materials an enrolment application carries (报名材料): the kinds, the file types and the
 * review states are spelled out here and in shared/lib/application-materials.ts (the browser's copy,
 * with each kind's rules), not imported from it: application-rules.test.ts holds the lists equal.
 */
export const materialKindSchema = z.enum(['id-card', 'photo', 'schooling', 'work-proof', 'certificate', 'health', 'social-security']);
export type MaterialKind = z.infer<typeof materialKindSchema>;

/** An uploaded material file: private to its owner (GET `url` answers 404 to anyone else). */
export const materialFileSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{8,40}$/)),
  name: z.string(),
  mime: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: nonNegativeInt(),
  /** Images only. */
  width: z.optional(nonNegativeInt()),
  height: z.optional(nonNegativeInt()),
  url: z.string(),
});
export type MaterialFile = z.infer<typeof materialFileSchema>;

export const fileIdSchema = z.string().check(z.regex(/^[\w-]{8,40}$/, '材料文件无效，请重新上传'));

/** One material sent: its kind and the uploaded file's id. */
export const materialRefSchema = z.strictObject({ kind: materialKindSchema, fileId: fileIdSchema });

/**
 * The application form (POST /enrollment/:id/apply). `name` only when the account has no real-name
 * verification (a verified one applies under its verified name); the materials are the plan's
 * required ones (requiredMaterials), each once.
 */
export const applicationFormSchema = z.strictObject({
  applicant: applicantFactsSchema,
  name: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(20))),
  // common.ts's phoneSchema, restated: importing it here kept it, and zod, in the browser's entry chunk (rolldown
  // keeps a binding another chunk's dropped declaration reads); the JS budget test fails on zod in the browser.
  phone: z.string().check(z.trim(), z.regex(/^1\d{10}$/)),
  workUnit: z.string().check(z.trim(), z.minLength(2), z.maxLength(50)),
  materials: z.array(materialRefSchema).check(z.maxLength(7)),
});
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

/** Re-sending the materials the reviewer rejected (POST /enrollment/:id/materials): exactly those, each once. */
export const resubmitMaterialsSchema = z.strictObject({
  materials: z.array(materialRefSchema).check(z.minLength(1), z.maxLength(7)),
});

/** The review of one material: 待审核, 已通过, 未通过 (with the reviewer's reason). */
export const materialReviewSchema = z.enum(['pending', 'accepted', 'rejected']);

export const applicationItemSchema = z.object({
  kind: materialKindSchema,
  label: z.string(),
  file: materialFileSchema,
  review: materialReviewSchema,
  reason: z.nullable(z.string()),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

/** What the applicant sent, shown back to them (and used to fill the form again after a refusal). */
export const applicationDetailsSchema = z.object({
  name: z.string(),
  /** From the real-name verification, masked; null without one. */
  idNumberMasked: z.nullable(z.string()),
  phone: z.string(),
  workUnit: z.string(),
  applicant: applicantFactsSchema,
  items: z.array(applicationItemSchema),
  /** How many times the materials were sent (1 the first time). */
  round: z.int().check(z.gte(1)),
  updatedAt: timestampSchema,
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

/** Who the signed-in learner is to the form: the verified name and masked ID number, the account's phone. */
export const applicantPrefillSchema = z.object({
  realName: z.nullable(z.string()),
  idNumberMasked: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type ApplicantPrefill = z.infer<typeof applicantPrefillSchema>;
