import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema, pageOf, pageQuerySchema } from '../schemas/common';
import { attemptKindSchema, examDetailSchema, examListItemSchema } from '../schemas/exam';
import {
  checkBodySchema,
  checkResultSchema,
  examAttemptSchema,
  examHistorySchema,
  examResultSchema,
  saveAnswersBodySchema,
  savedAnswersSchema,
  submitBodySchema,
} from '../schemas/exam-attempt';

/** Start refused: every attempt the exam allows (maxAttempts) is used. */
export const CODE_EXAM_ATTEMPTS_USED_UP = 4801;
/** Official start refused: outside the exam's openAt..closeAt window (msg says which side). */
export const CODE_EXAM_NOT_OPEN = 4802;
/** Start refused: the exam offers no attempt of that kind (official of a mock or practice exam). */
export const CODE_EXAM_KIND_UNAVAILABLE = 4803;
/** Someone else's attempt (这不是你的答卷). */
export const CODE_EXAM_NOT_YOUR_ATTEMPT = 4804;
/** The deadline passed: the attempt is now closed and graded as it stood; the late answers were not saved. */
export const CODE_EXAM_TIME_UP = 4805;
/** The attempt was already handed in (答卷已提交): no more saving, checking or submitting. */
export const CODE_EXAM_SUBMITTED = 4806;
/** A question id that is not in this attempt. */
export const CODE_EXAM_QUESTION_NOT_IN_ATTEMPT = 4807;
/** The result of an attempt still being answered (答卷尚未提交). */
export const CODE_EXAM_NOT_SUBMITTED = 4808;
/** 核对答案 on an attempt that is not practice. */
export const CODE_EXAM_NOT_PRACTICE = 4809;
/** 错题练习 from an attempt with no wrong auto-graded question. */
export const CODE_EXAM_NO_WRONG_QUESTIONS = 4810;
/** Official start refused: the account has not passed real-name verification (/setting/real). */
export const CODE_EXAM_REAL_NAME_REQUIRED = 4811;
/** Official start refused: the exam belongs to an enrolment plan and my application to it is missing, pending or rejected. */
export const CODE_EXAM_ENROLMENT_REQUIRED = 4812;
/** Official start refused: the application is approved but the plan's fee is not paid. */
export const CODE_EXAM_FEE_UNPAID = 4813;
/** Official start refused: the confirmation step (考试须知, 确认开始) was skipped — `confirm: true` missing. */
export const CODE_EXAM_CONFIRM_REQUIRED = 4814;
/** 错题练习 of an official paper before its window closes: its answers are not published yet. */
export const CODE_EXAM_ANSWERS_NOT_PUBLISHED = 4815;

export const attemptParamsSchema = z.object({ subId: idSchema });

export const listExams = defineEndpoint({
  id: 'exam.list',
  method: 'GET',
  path: '/exam/list',
  summary: '考试列表：按模式（1 考试 / 2 模拟 / 3 练习）、职业、技能等级筛选，分页；按职业、等级、模式排序；含职业名称与参考人次',
  query: z.extend(pageQuerySchema, {
    mode: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3))),
    professionId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    skillLevel: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(5))),
  }),
  data: pageOf(examListItemSchema),
});

export const getExam = defineEndpoint({
  id: 'exam.detail',
  method: 'GET',
  path: '/exam/:id',
  summary:
    '考试详情：考试规则、题型构成、可考次数、是否提供模拟 / 正式考试与正式考试开放状态、所属报名计划；登录时含我的次数、最高分、是否通过、未完成的答卷、是否已实名认证与我在报名计划中的审核与缴费状态；不存在 → 404',
  params: idParamsSchema,
  data: examDetailSchema,
  codes: [404],
});

export const startExamAttempt = defineEndpoint({
  id: 'exam.attempt.start',
  method: 'POST',
  path: '/exam/:id/attempts',
  summary:
    '开始答题（需登录）：kind mock（模拟 / 练习）或 official（正式考试）；已有未完成的同类答卷则返回它；fromAttemptId → 用我一份已交卷答卷的错题生成错题练习（不限时）。正式考试与模拟、练习从题库互不相交的两部分抽题（模拟与练习揭示的答案不会出现在正式试卷中）；新开正式考试须依次满足：在开放时间内（4802）、已实名认证（4811）、所属报名计划的报名已审核通过（4812）且报名费已缴纳（4813）、次数未用完（4801），并带 confirm: true（考生已在考试须知上点击确认开始，否则 4814）。次数用完 → 4801；该考试不提供此类考试 → 4803；来源答卷不是我的 → 4804；来源答卷未交卷 → 4808；没有错题 → 4810；正式考试的错题练习在考试结束、答案公布前 → 4815；未登录 → 401；不存在 → 404',
  params: idParamsSchema,
  body: z.object({ kind: attemptKindSchema, fromAttemptId: z.optional(idSchema), confirm: z.optional(z.boolean()) }),
  data: examAttemptSchema,
  codes: [
    401,
    404,
    CODE_EXAM_ATTEMPTS_USED_UP,
    CODE_EXAM_NOT_OPEN,
    CODE_EXAM_KIND_UNAVAILABLE,
    CODE_EXAM_NOT_YOUR_ATTEMPT,
    CODE_EXAM_NOT_SUBMITTED,
    CODE_EXAM_NO_WRONG_QUESTIONS,
    CODE_EXAM_REAL_NAME_REQUIRED,
    CODE_EXAM_ENROLMENT_REQUIRED,
    CODE_EXAM_FEE_UNPAID,
    CODE_EXAM_CONFIRM_REQUIRED,
    CODE_EXAM_ANSWERS_NOT_PUBLISHED,
  ],
});

export const getExamHistory = defineEndpoint({
  id: 'exam.history',
  method: 'GET',
  path: '/exam/:id/history',
  summary: '我的考试记录（需登录）：该考试的全部答卷，最新在前；未登录 → 401；不存在 → 404',
  params: idParamsSchema,
  data: examHistorySchema,
  codes: [401, 404],
});

export const getExamAttempt = defineEndpoint({
  id: 'exam.attempt',
  method: 'GET',
  path: '/exam/attempts/:subId',
  summary:
    '答卷（需登录，仅本人）：按本答卷顺序的题目与选项、已存答案与标记、当前题号、截止时间与服务器时间；答题中不含正确答案（练习已核对的题除外）；已过截止时间 → 先按截止时的作答自动交卷再返回；不是我的 → 4804；未登录 → 401；不存在 → 404',
  params: attemptParamsSchema,
  data: examAttemptSchema,
  codes: [401, 404, CODE_EXAM_NOT_YOUR_ATTEMPT],
});

export const saveExamAnswers = defineEndpoint({
  id: 'exam.attempt.answers',
  method: 'PUT',
  path: '/exam/attempts/:subId/answers',
  summary:
    '保存作答（幂等，可只传部分题）：答案、标记、当前题号、切屏次数（只增不减）；题目不在本答卷 → 4807（整批不保存）；答案格式不符题型 → 400；已过截止时间 → 4805（按截止时的作答自动交卷，本批不保存）；已交卷 → 4806；不是我的 → 4804；未登录 → 401；不存在 → 404',
  params: attemptParamsSchema,
  body: saveAnswersBodySchema,
  data: savedAnswersSchema,
  codes: [400, 401, 404, CODE_EXAM_NOT_YOUR_ATTEMPT, CODE_EXAM_TIME_UP, CODE_EXAM_SUBMITTED, CODE_EXAM_QUESTION_NOT_IN_ATTEMPT],
});

export const checkExamAnswer = defineEndpoint({
  id: 'exam.attempt.check',
  method: 'POST',
  path: '/exam/attempts/:subId/check',
  summary:
    '核对答案（仅练习）：记录作答并返回正误、正确答案与解析；已核对的题再次核对返回原结论；非练习 → 4809；题目不在本答卷 → 4807；已交卷 → 4806；不是我的 → 4804；未登录 → 401；不存在 → 404',
  params: attemptParamsSchema,
  body: checkBodySchema,
  data: checkResultSchema,
  codes: [400, 401, 404, CODE_EXAM_NOT_PRACTICE, CODE_EXAM_QUESTION_NOT_IN_ATTEMPT, CODE_EXAM_SUBMITTED, CODE_EXAM_NOT_YOUR_ATTEMPT],
});

export const submitExamAttempt = defineEndpoint({
  id: 'exam.attempt.submit',
  method: 'POST',
  path: '/exam/attempts/:subId/submit',
  summary:
    '交卷并判分，返回成绩（同 result，正式考试在开放时间结束前同样不含答案与解析）：可附最后一批作答；auto=true 表示倒计时结束自动交卷；已过截止时间 → 不保存本批，按截止时的作答判分并返回成绩（超时自动交卷）；已交卷 → 4806；不是我的 → 4804；未登录 → 401；不存在 → 404',
  params: attemptParamsSchema,
  body: submitBodySchema,
  data: examResultSchema,
  codes: [400, 401, 404, CODE_EXAM_SUBMITTED, CODE_EXAM_NOT_YOUR_ATTEMPT, CODE_EXAM_QUESTION_NOT_IN_ATTEMPT],
});

export const getExamResult = defineEndpoint({
  id: 'exam.attempt.result',
  method: 'GET',
  path: '/exam/attempts/:subId/result',
  summary:
    '成绩与逐题解析（需登录，仅本人）：得分、及格线、是否通过、待批阅题数、用时、交卷方式、切屏次数（正式考试）、错题；正式考试在开放时间结束前只有得分与是否通过（answersWithheld，questions 与 wrongQuestionIds 为空，answersPublishAt 为公布时间），结束后才有逐题答案与解析；未交卷 → 4808；不是我的 → 4804；未登录 → 401；不存在 → 404',
  params: attemptParamsSchema,
  data: examResultSchema,
  codes: [401, 404, CODE_EXAM_NOT_SUBMITTED, CODE_EXAM_NOT_YOUR_ATTEMPT],
});
