import * as z from 'zod/mini';
import { fenSchema, idSchema, nonNegativeInt, positiveInt, timestampSchema } from './common';
import { journeyStepSchema } from './certification';
import { applicantPrefillSchema, applicationDetailsSchema, materialKindSchema } from './enrollment-application';

/**
 * Where a plan stands: its enrolment window relative to today (未开始 / 报名中 / 已截止), or 已满
 * while the window is open and no place is left.
 */
export const ENROLLMENT_STATUSES = ['upcoming', 'open', 'closed', 'full'] as const;
export const enrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);
export type EnrollmentStatus = z.infer<typeof enrollmentStatusSchema>;

/** Application audit status (spec §3, AuditStatus): 0 未报名, 1 审核中, 2 已通过, 3 未通过. */
export const auditStatusSchema = z.int().check(z.gte(0), z.lte(3));

/** An enrolment plan (报名计划): the fields up to examDate are also read by profession paths, search and home. */
export const enrollmentPlanCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  professionId: idSchema,
  skillLevel: z.int().check(z.gte(1), z.lte(5)),
  institutionId: idSchema,
  enrolStart: timestampSchema,
  enrolEnd: timestampSchema,
  examDate: timestampSchema,
  professionName: z.string(),
  institutionName: z.string(),
  /** The exam site's city, e.g. 浙江省杭州市. */
  city: z.string(),
  quota: positiveInt(),
  /** Places taken: the seeded applicants plus the applications pending or approved now. */
  enrolledCount: nonNegativeInt(),
  placesLeft: nonNegativeInt(),
  /** Fee in fen; 0 for a subsidised (补贴性培训) plan. */
  fee: fenSchema,
  subsidized: z.boolean(),
  requiresRealName: z.boolean(),
  status: enrollmentStatusSchema,
  /** The signed-in learner's audit status for this plan; null signed out. */
  myStatus: z.nullable(auditStatusSchema),
});
export type EnrollmentPlanCard = z.infer<typeof enrollmentPlanCardSchema>;

/**
 * The fee of an approved application (plans with a fee only): 待缴费 until the plan's payment
 * deadline, 已缴费, 退款中 (a refund applied for: once refunded the application is withdrawn), or
 * 已失效 (not paid in time: the place is given up).
 */
export const FEE_STATES = ['due', 'paid', 'refunding', 'expired'] as const;
export const feeStateSchema = z.enum(FEE_STATES);
export type FeeState = z.infer<typeof feeStateSchema>;

export const applicationFeeSchema = z.object({
  status: feeStateSchema,
  /** 缴费截止: the plan's payment deadline. */
  deadline: timestampSchema,
  /** The paid (or refunding) order; the unpaid one waiting, if any; null before one is placed. */
  orderId: z.nullable(idSchema),
});
export type ApplicationFee = z.infer<typeof applicationFeeSchema>;

/** The signed-in learner's application to one plan. */
export const enrollmentApplicationSchema = z.object({
  status: auditStatusSchema,
  /** Why it was not approved (status 3); null otherwise. */
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(timestampSchema),
  decidedAt: z.nullable(timestampSchema),
  /** Whether the account passed real-name verification (a plan may require it). */
  realNameVerified: z.boolean(),
  /** What was sent, with each material's review; null before the first application, after a withdrawal, and for an application made without the form (an exam's admission control). */
  details: z.nullable(applicationDetailsSchema),
  /** Whether 撤回报名 is possible now (under review). */
  canWithdraw: z.boolean(),
  /** The fee once approved (2), for a plan with one; null otherwise. */
  fee: z.nullable(applicationFeeSchema),
  /** What the form is filled with: the verified name and masked ID number, the account's phone. */
  prefill: applicantPrefillSchema,
});
export type EnrollmentApplication = z.infer<typeof enrollmentApplicationSchema>;

/** The detail page: every fact of the plan, what to bring, and my application when signed in. */
export const enrollmentPlanDetailSchema = z.extend(enrollmentPlanCardSchema, {
  /** 缴费截止: approved applicants pay the fee by then (3 days after the enrolment window closes), or the place is given up. */
  payEnd: timestampSchema,
  /** Street address of the exam site. */
  address: z.string(),
  description: z.string(),
  /** 申报条件. */
  requirements: z.array(z.string()),
  /** 报名材料 the plan asks for, by kind (labels and file rules: MATERIAL_RULES); which are required follows from the applicant's facts. */
  materials: z.array(materialKindSchema),
  trainingHours: nonNegativeInt(),
  contactPhone: z.string(),
  /** The official exam of this profession and level, when there is one. */
  examId: z.nullable(idSchema),
  /**
   * 报名流程: 报名 → 审核 → 缴费 → 准考证 → 考试 → 成绩 → 证书, the steps of 考证进度 — my journey once I
   * applied to the round shown, else each step ahead (报名 current while the window is open).
   */
  steps: z.array(journeyStepSchema),
  my: z.nullable(enrollmentApplicationSchema),
});
export type EnrollmentPlanDetail = z.infer<typeof enrollmentPlanDetailSchema>;

/** What the list can be filtered by: industries and the professions that have plans. */
export const enrollmentFacetsSchema = z.object({
  categories: z.array(z.object({ name: z.string(), planCount: nonNegativeInt() })),
  professions: z.array(z.object({ id: idSchema, name: z.string(), category: z.string(), planCount: nonNegativeInt() })),
});
export type EnrollmentFacets = z.infer<typeof enrollmentFacetsSchema>;

/** How many plans of the current filters are in each status (the status tabs' counts). */
export const enrollmentStatusCountsSchema = z.object({
  all: nonNegativeInt(),
  upcoming: nonNegativeInt(),
  open: nonNegativeInt(),
  closed: nonNegativeInt(),
  full: nonNegativeInt(),
});
export type EnrollmentStatusCounts = z.infer<typeof enrollmentStatusCountsSchema>;
