import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { applicationFormSchema, materialFileSchema, materialKindSchema, resubmitMaterialsSchema } from '../schemas/enrollment-application';
import {
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
/** Material upload refused: not a JPEG, PNG or PDF by its content (a photo: not a JPEG or PNG). */
export const CODE_MATERIAL_TYPE = 1307;
/** Material upload refused: larger than the kind allows (MATERIAL_RULES). */
export const CODE_MATERIAL_TOO_LARGE = 1308;
/** Material upload refused: the ID photo is smaller than 295×413 pixels or not upright. */
export const CODE_PHOTO_RULES = 1309;
/** Apply or re-send refused: a required material is missing, not the learner's own upload, or not one the reviewer rejected; the msg names it. */
export const CODE_MATERIALS_INVALID = 1310;
/** Withdraw refused: no application under review (none, already decided, or already withdrawn). */
export const CODE_NOTHING_TO_WITHDRAW = 1311;

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
    '提交报名表（需要 token）：申报人情况（工作年限、已有证书及年份、学历、学徒经历）、联系电话、工作单位、报名材料（先上传，按计划要求与申报情况必交的每种一份）；已实名认证的按认证姓名报名，未认证且计划不要求实名的须填姓名。未开始/已截止/已满/已报名/需实名认证时拒绝；按国家职业技能标准的申报条件审核，不符合时说明缺少的条件（1306）；材料缺少、不是本人上传的文件 → 1310 并指明哪一项；被驳回或撤回后可重新报名；返回更新后的计划详情',
  params: idParamsSchema,
  body: applicationFormSchema,
  data: enrollmentPlanDetailSchema,
  codes: [
    400,
    401,
    404,
    CODE_ENROLMENT_NOT_OPEN,
    CODE_ENROLMENT_CLOSED,
    CODE_ENROLMENT_FULL,
    CODE_ALREADY_APPLIED,
    CODE_REAL_NAME_REQUIRED,
    CODE_NOT_ELIGIBLE,
    CODE_MATERIALS_INVALID,
  ],
});

export const uploadMaterial = defineEndpoint({
  id: 'enrollment.upload',
  method: 'POST',
  path: '/enrollment/upload',
  summary:
    '上传报名材料（需登录，multipart/form-data 字段 file，查询参数 kind 为材料种类）：按内容判断 JPG / PNG / PDF（证件照只收 JPG、PNG）→ 否则 1307；超过该种类的大小上限 → 1308；证件照小于 295×413 像素或横置 → 1309；读正文之前先查登录与同时上传数（同一地址或账号同时至多 2 个，第 3 个 → HTTP 429）；文件仅本人可读（GET /enrollment/file/{id}），每个账号至多保留 40 个 / 60 MB，超出时删除本人最早且未被报名引用的文件（都被报名引用时 → 400）；全站存储已满 → 503；PDF 以附件下载',
  query: z.object({ kind: materialKindSchema }),
  data: materialFileSchema,
  codes: [400, 401, 429, 503, CODE_MATERIAL_TYPE, CODE_MATERIAL_TOO_LARGE, CODE_PHOTO_RULES],
});

export const resubmitMaterials = defineEndpoint({
  id: 'enrollment.resubmit',
  method: 'POST',
  path: '/enrollment/:id/materials',
  summary:
    '补交未通过的材料（需要 token）：只在报名未通过（3）时，且只能是审核未通过的各项、每项一份本人上传的新文件，缺一项或多交 → 1310 并指明哪一项；提交后这些材料重新审核，报名回到审核中（1）；已截止的计划不能补交（1302），被驳回期间名额已被报满的不能补交（1303）；返回更新后的计划详情',
  params: idParamsSchema,
  body: resubmitMaterialsSchema,
  data: enrollmentPlanDetailSchema,
  codes: [400, 401, 404, CODE_ENROLMENT_CLOSED, CODE_ENROLMENT_FULL, CODE_MATERIALS_INVALID],
});

export const withdrawApplication = defineEndpoint({
  id: 'enrollment.withdraw',
  method: 'POST',
  path: '/enrollment/:id/withdraw',
  summary:
    '撤回报名（需要 token）：只在审核中（1）可撤回，撤回后回到未报名（0）、名额释放，可重新报名；没有审核中的报名 → 1311；返回更新后的计划详情',
  params: idParamsSchema,
  data: enrollmentPlanDetailSchema,
  codes: [401, 404, CODE_NOTHING_TO_WITHDRAW],
});
