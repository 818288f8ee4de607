import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import {
  applicantFactsSchema,
  enrollmentFacetsSchema,
  enrollmentPlanCardSchema,
  enrollmentPlanDetailSchema,
  enrollmentStatusCountsSchema,
  enrollmentStatusSchema,
} from '../schemas/enrollment';

/** Apply refused: the enrolment window has not opened yet. */
export const CODE_ENROLMENT_NOT_OPEN = 1301;
/** Apply refused: the enrolment window has closed. */
export const CODE_ENROLMENT_CLOSED = 1302;
/** Apply refused: no place is left. */
export const CODE_ENROLMENT_FULL = 1303;
/** Apply refused: an application is already pending or approved. */
export const CODE_ALREADY_APPLIED = 1304;
/** Apply refused: the plan requires real-name verification and the account has none (→ /setting/real). */
export const CODE_REAL_NAME_REQUIRED = 1305;
/** Apply refused: the applicant's facts do not meet the level's 申报条件; the msg says which condition is missing. */
export const CODE_NOT_ELIGIBLE = 1306;

export const listEnrollmentPlans = defineEndpoint({
  id: 'enrollment.list',
  method: 'GET',
  path: '/enrollment/list',
  summary: '报名计划列表：行业、职业、技能等级、状态（未开始/报名中/已截止/已满）、我的报名筛选，分页；含各状态数量',
  query: z.extend(pageQuerySchema, {
    category: z.optional(z.string().check(z.maxLength(32))),
    professionId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    level: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(5))),
    status: z.optional(enrollmentStatusSchema),
    /** 1: only the plans the signed-in learner applied to (needs a token). */
    mine: z.optional(z.literal('1')),
    keyword: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
  data: z.extend(pageOf(enrollmentPlanCardSchema), { counts: enrollmentStatusCountsSchema }),
  codes: [401],
});

export const getEnrollmentFacets = defineEndpoint({
  id: 'enrollment.facets',
  method: 'GET',
  path: '/enrollment/facets',
  summary: '报名计划筛选项：行业与有报名计划的职业（含计划数）',
  data: enrollmentFacetsSchema,
});

export const getEnrollmentPlan = defineEndpoint({
  id: 'enrollment.detail',
  method: 'GET',
  path: '/enrollment/:id',
  summary: '报名计划详情：时间、地点、名额、费用、申报条件、报名材料；登录后含我的报名审核状态；不存在 → 404',
  params: idParamsSchema,
  data: enrollmentPlanDetailSchema,
  codes: [404],
});

export const applyEnrollmentPlan = defineEndpoint({
  id: 'enrollment.apply',
  method: 'POST',
  path: '/enrollment/:id/apply',
  summary:
    '报名（需要 token）：未开始/已截止/已满/已报名/需实名认证时拒绝；带申报人情况（工作年限、已有证书、学历）时按国家职业技能标准的申报条件审核，不符合时说明缺少的条件（1306）；被驳回后可重新报名；返回更新后的计划详情',
  params: idParamsSchema,
  // `applicant` optional until the application form sends it (issue 25 §2); strict, so a body of anything else is refused.
  body: z.strictObject({ applicant: z.optional(applicantFactsSchema) }),
  data: enrollmentPlanDetailSchema,
  codes: [
    401,
    404,
    CODE_ENROLMENT_NOT_OPEN,
    CODE_ENROLMENT_CLOSED,
    CODE_ENROLMENT_FULL,
    CODE_ALREADY_APPLIED,
    CODE_REAL_NAME_REQUIRED,
    CODE_NOT_ELIGIBLE,
  ],
});
