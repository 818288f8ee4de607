import * as z from 'zod/mini';
import { idSchema, int, timestampSchema } from './common';
import { checkJoin, normaliseJoin, type JoinFields } from '../lib/join-rules';

/** Every problem of the whole application as issues on its fields (the browser shows each next to its input). */
const joinProblems = z.superRefine<JoinFields>((value, ctx) => {
  for (const [field, message] of Object.entries(checkJoin(value)))
    if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: value });
});

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** POST /join/application: checked with shared/lib/join-rules.ts, then trimmed and normalised. */
export const joinInputSchema = z.pipe(
  z
    .object({
      type: z.int(),
      name: text(120),
      category: z.int(),
      creditCode: text(40),
      contactName: text(40),
      contactPhone: text(20),
      email: text(128),
      region: text(80),
      intro: text(1200),
      agreed: z._default(z.boolean(), false),
    })
    .check(joinProblems),
  z.transform((value): JoinFields => normaliseJoin(value)),
);
export type JoinInput = z.input<typeof joinInputSchema>;

export const joinFieldsSchema = z.object({
  type: int(),
  name: z.string(),
  category: int(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  region: z.string(),
  intro: z.string(),
  agreed: z.boolean(),
});

export const joinApplicationSchema = z.object({
  id: idSchema,
  /** 申请编号, e.g. RZ20261126000001. */
  applicationNo: z.string(),
  /** AuditStatus: 1 待审核, 2 已通过, 3 已驳回. */
  status: int(),
  fields: joinFieldsSchema,
  /** The 《机构入驻协议》 version agreed to. */
  agreementVersion: z.string(),
  rejectReason: z.nullable(z.string()),
  submittedAt: timestampSchema,
  reviewedAt: z.nullable(timestampSchema),
});
export type JoinApplication = z.infer<typeof joinApplicationSchema>;

/** GET /join/application: status 0 未申请 with no application, else the latest one. */
export const myJoinSchema = z.object({
  status: int(),
  application: z.nullable(joinApplicationSchema),
});
export type MyJoin = z.infer<typeof myJoinSchema>;
