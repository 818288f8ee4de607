import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema } from '../schemas/common';
import {
  admissionTicketSchema,
  certificateNoSchema,
  certificateQueryBodySchema,
  certificateQueryResultSchema,
  certificateSchema,
  journeyCardSchema,
  journeySchema,
  publicCertificateSchema,
  queryChallengeSchema,
  verificationCodeSchema,
} from '../schemas/certification';

/** 准考证 asked for before it is issued: the msg says when it will be (JOURNEY_SCHEDULE.ticketLeadDays before the exam day). */
export const CODE_TICKET_NOT_ISSUED = 1312;
/** 准考证 of an application that is not admitted: not approved, fee unpaid or lapsed, withdrawn; the msg says which. */
export const CODE_TICKET_NOT_ADMITTED = 1313;
/** Verification: no certificate has that number and 核验码 (an unknown number and a wrong code are one answer). */
export const CODE_CERTIFICATE_NOT_FOUND = 1314;
/** 证书查询: nothing under that name and ID number — the same answer whether or not the ID number is known. */
export const CODE_CERTIFICATE_QUERY_NO_MATCH = 1315;
/** 证书查询 too often from one address, or for one ID number from one client in a day (CERTIFICATE_QUERY_LIMITS); the msg says when to retry. */
export const CODE_CERTIFICATE_QUERY_LIMITED = 1316;
/** 证书查询 for an ID number asked about unusually often today: answer a challenge (certification.queryChallenge) and send it with the query. */
export const CODE_CERTIFICATE_QUERY_CHALLENGE = 1317;
/** Verification by number without its 核验码: the code is needed, or 证书查询 by name and ID number. Said without looking the number up. */
export const CODE_CERTIFICATE_CODE_REQUIRED = 1318;

export const listJourneys = defineEndpoint({
  id: 'certification.journeys',
  method: 'GET',
  path: '/certification/journeys',
  summary:
    '我的考证（需要 token）：我的每份报名一条（含已结束的往期），当前步骤（报名 → 审核 → 缴费 → 准考证 → 考试 → 成绩 → 证书）、下一步要做什么及截止时间、已发证书编号；最近的在前',
  data: z.array(journeyCardSchema),
  codes: [401],
});

export const getJourney = defineEndpoint({
  id: 'certification.journey',
  method: 'GET',
  path: '/certification/journeys/:id',
  summary:
    '一份报名的考证进度（需要 token，id 为报名计划 id）：七个步骤各自的状态、日期、截止时间与下一步操作；准考证发放时间；成绩（理论知识考试取本场正式考试本人最高分，操作技能考核由考点录入，各 60 分合格；未通过的科目给出可报名补考的后续计划）；证书；可导出到日历的各项日期。全部按当前时间计算。没有报名过该计划 → 404',
  params: idParamsSchema,
  data: journeySchema,
  codes: [401, 404],
});

export const getAdmissionTicket = defineEndpoint({
  id: 'certification.ticket',
  method: 'GET',
  path: '/certification/journeys/:id/ticket',
  summary:
    '准考证（需要 token，id 为报名计划 id）：准考证号、证件照、姓名、脱敏身份证号、职业与等级、理论与实操场次（时间、考点、考场、座位）、考场规则。考试日前 3 天发放，之前 → 1312（说明发放时间）；报名未通过、未缴费或已失效、已撤回 → 1313（说明原因）；没有报名过 → 404',
  params: idParamsSchema,
  data: admissionTicketSchema,
  codes: [401, 404, CODE_TICKET_NOT_ISSUED, CODE_TICKET_NOT_ADMITTED],
});

export const listMyCertificates = defineEndpoint({
  id: 'certification.certificates',
  method: 'GET',
  path: '/certification/certificates',
  summary: '我的证书（需要 token）：证书编号、持证人、职业与等级、评价机构、发证日期、成绩；最新的在前',
  data: z.array(certificateSchema),
  codes: [401],
});

export const verifyCertificate = defineEndpoint({
  id: 'certification.verify',
  method: 'GET',
  path: '/certificate/verify/:no',
  summary:
    '证书核验（公开，证书二维码指向的页面用）：按证书编号 + 核验码（code，随机生成，印在二维码里）查真伪，持证人姓名与身份证号脱敏；编号不存在或核验码不符 → 同一答复 1314；未给核验码 → 1318（不查编号，提示输入核验码或按姓名和身份证号查询）；按地址限频，过于频繁 → 1316',
  params: z.object({ no: certificateNoSchema }),
  query: z.object({ code: z.optional(verificationCodeSchema) }),
  data: publicCertificateSchema,
  codes: [400, CODE_CERTIFICATE_NOT_FOUND, CODE_CERTIFICATE_QUERY_LIMITED, CODE_CERTIFICATE_CODE_REQUIRED],
});

export const queryCertificates = defineEndpoint({
  id: 'certification.query',
  method: 'POST',
  path: '/certificate/query',
  summary:
    '证书查询（公开）：姓名 + 身份证号须同时相符才返回该人的证书（脱敏）；身份证号不存在与姓名不符给出同一答复 1315，不透露身份证号是否存在；同一地址每分钟 5 次、每小时 30 次，同一地址对同一身份证号每天 5 次，超出 → 1316 并说明何时可再查；同一身份证号当天被查询超过 10 次（不论是否存在、由谁查询）后，每次查询须附上验证题答案（challenge），未附或答错 → 1317（再取一题），从不因他人查询而锁定该身份证号；身份证号只在请求体中，不进日志',
  body: certificateQueryBodySchema,
  data: certificateQueryResultSchema,
  codes: [400, CODE_CERTIFICATE_QUERY_NO_MATCH, CODE_CERTIFICATE_QUERY_LIMITED, CODE_CERTIFICATE_QUERY_CHALLENGE],
});

export const getQueryChallenge = defineEndpoint({
  id: 'certification.queryChallenge',
  method: 'POST',
  path: '/certificate/query/challenge',
  summary:
    '证书查询验证题（公开）：一道两位数加减法题，5 分钟内有效，只能用于一次查询（答对答错都作废）；同一地址每分钟 10 题，超出 → 1316',
  data: queryChallengeSchema,
  codes: [CODE_CERTIFICATE_QUERY_LIMITED],
});
