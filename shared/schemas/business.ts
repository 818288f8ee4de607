import * as z from 'zod/mini';
import { fenSchema, int, timestampSchema } from './common';
import { CompanySize, FeedbackCategory, TrainingNeed } from '../enums/business';
import { checkFeedback, checkLead, type FeedbackFields, type LeadFields } from '../lib/business-rules';

/** Every problem of a whole form as issues on its fields (the client shows each under its input). */
function problemsAsIssues<T>(check: (value: T) => Record<string, string | undefined>) {
  return z.superRefine<T>((value, ctx) => {
    for (const [field, message] of Object.entries(check(value)))
      if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: value });
  });
}

// ───────────────────────── Plans (/pricing) ─────────────────────────

export const planPriceSchema = z.object({
  /** BillingPeriod: 1 年, 2 月, 3 日. */
  period: int(),
  amount: fenSchema,
});

export const planSchema = z.object({
  /** PlanEdition: 1 团队版, 2 企业版, 3 免费版, 4 私有化部署. */
  edition: int(),
  name: z.string(),
  tagline: z.string(),
  /** The plan the page highlights (推荐). */
  recommended: z.boolean(),
  /** One price per billing period; null: no list price (联系销售). 免费版 is 0 in every period. */
  prices: z.nullable(z.array(planPriceSchema)),
  /** What a price covers (按机构计费 …). */
  priceNote: z.string(),
  limits: z.array(z.object({ key: z.string(), label: z.string(), value: z.string() })),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const comparisonRowSchema = z.object({
  group: z.string(),
  label: z.string(),
  /** One cell per plan, in the order of `plans`: text, or true (included) / false (not included). */
  values: z.array(z.union([z.string(), z.boolean()])),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const plansSchema = z.object({
  plans: z.array(planSchema),
  comparison: z.array(comparisonRowSchema),
});
export type Plans = z.infer<typeof plansSchema>;

// ───────────────────────── Enterprise-training lead (/business) ─────────────────────────

const shortText = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

export const businessLeadInputSchema = z.pipe(
  z
    .object({
      company: shortText(200),
      contact: shortText(80),
      phone: shortText(40),
      size: z.nullable(z.int()),
      needs: z.array(z.int()).check(z.maxLength(20)),
      remark: shortText(1200),
    })
    .check(problemsAsIssues<LeadFields>((value) => checkLead(value, { sizes: CompanySize.values, needs: TrainingNeed.values }))),
  z.transform((value) => ({
    ...value,
    company: value.company.trim(),
    contact: value.contact.trim(),
    phone: value.phone.trim(),
    remark: value.remark.trim(),
    size: value.size as number,
  })),
);
export type BusinessLeadInput = z.input<typeof businessLeadInputSchema>;

export const businessLeadReceiptSchema = z.object({
  /** 咨询编号, shown on the thank-you state. */
  referenceNo: z.string(),
  createdAt: timestampSchema,
});
export type BusinessLeadReceipt = z.infer<typeof businessLeadReceiptSchema>;

// ───────────────────────── Feedback (/feedback) ─────────────────────────

export const feedbackInputSchema = z.pipe(
  z
    .object({
      category: z.nullable(z.int()),
      description: shortText(2000),
      contact: shortText(200),
      /** Upload URLs (POST /community/upload); more than 3 is refused with its own code. */
      screenshots: z
        .array(z.string().check(z.regex(/^\/api\/community\/image\/[\w-]{1,32}\.(png|jpg|gif|webp)$/, '截图地址不正确')))
        .check(z.maxLength(10)),
      /** Attached by the page: where the visitor came from, and their browser. */
      pageUrl: shortText(500),
      userAgent: shortText(500),
      viewport: shortText(40),
    })
    // A contact's format here; whether one is needed (signed out) and the screenshot count are the handler's (5604, 5603).
    .check(
      problemsAsIssues<FeedbackFields>((value) => {
        const { screenshots: _screenshots, ...rest } = checkFeedback(value, { categories: FeedbackCategory.values, signedIn: true });
        return rest;
      }),
    ),
  z.transform((value) => ({
    ...value,
    category: value.category as number,
    description: value.description.trim(),
    contact: value.contact.trim(),
  })),
);
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackReceiptSchema = z.object({
  /** 反馈编号. */
  ticketNo: z.string(),
  createdAt: timestampSchema,
});
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;
