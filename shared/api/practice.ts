import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema } from '../schemas/common';
import {
  examPracticeSchema,
  practiceAnswerBodySchema,
  practiceAnswerResultSchema,
  practicePositionBodySchema,
  practicePositionSchema,
  practiceSessionQuerySchema,
  practiceSessionSchema,
  practiceStartBodySchema,
  readinessSchema,
} from '../schemas/practice';

/** A question id that is not in this practice session. */
export const CODE_PRACTICE_QUESTION_NOT_IN_SESSION = 4823;
/** A timed practice (限时模拟) already handed in: no more answers. */
export const CODE_PRACTICE_FINISHED = 4824;
/** A timed practice's time ran out: handed in as it stood at the deadline; this answer was not saved. */
export const CODE_PRACTICE_TIME_UP = 4825;
/** Not in this mode: answering in 背题模式, handing in anything but a timed practice. */
export const CODE_PRACTICE_MODE_MISMATCH = 4826;

export const sessionParamsSchema = z.object({ sessionId: idSchema });

export const getExamPractice = defineEndpoint({
  id: 'practice.list',
  method: 'GET',
  path: '/exam/:id/practice',
  summary:
    '考试的练习（需登录）：练习题库的题数、按鉴定要素的比重与题数（章节练习用）、我在这场考试的练习（顺序 / 随机 / 章节 / 背题 / 限时模拟，进度与正确数），最新在前；练习只从练习题库出题，不含正式考试的题；未登录 → 401；不存在 → 404',
  params: idParamsSchema,
  data: examPracticeSchema,
  codes: [401, 404],
});

export const startPractice = defineEndpoint({
  id: 'practice.start',
  method: 'POST',
  path: '/exam/:id/practice',
  summary:
    '开始或继续练习（需登录）：mode 顺序练习 / 随机练习 / 章节练习（knowledgePointIds 必填）/ 背题模式（直接显示答案与解析）/ 限时模拟（questionCount、minutes）；同一模式与鉴定要素已有进行中的练习则返回它（从上次的题继续），restart: true 重新开始；鉴定要素不属于这场考试 → 400；未登录 → 401；不存在 → 404',
  params: idParamsSchema,
  body: practiceStartBodySchema,
  data: practiceSessionSchema,
  codes: [400, 401, 404],
});

export const getPracticeSession = defineEndpoint({
  id: 'practice.session',
  method: 'GET',
  path: '/practice/sessions/:sessionId',
  summary:
    '练习（需登录，仅本人）：模式、进度（position）、答题卡与一页题目（默认为 position 所在页；已作答的题含正误、答案与解析，背题模式每题都含，限时模拟交卷后才含）；限时模拟过了截止时间 → 先按截止时的作答交卷；不是我的或不存在 → 404；未登录 → 401',
  params: sessionParamsSchema,
  query: practiceSessionQuerySchema,
  data: practiceSessionSchema,
  codes: [401, 404],
});

export const answerPractice = defineEndpoint({
  id: 'practice.answer',
  method: 'POST',
  path: '/practice/sessions/:sessionId/answer',
  summary:
    '作答一题（需登录，仅本人）：按考试的判分规则判分并返回正误、正确答案与解析（限时模拟只保存，交卷后判分），进度移到这一题；已作答的题返回原结论；答错的题记入错题本（返回其 id）；题目不在本次练习 → 4823；限时模拟已交卷 → 4824；时间已到 → 4825（按截止时的作答交卷，本题不保存）；背题模式 → 4826；答案格式不符或未作答 → 400；不是我的或不存在 → 404；未登录 → 401',
  params: sessionParamsSchema,
  body: practiceAnswerBodySchema,
  data: practiceAnswerResultSchema,
  codes: [400, 401, 404, CODE_PRACTICE_QUESTION_NOT_IN_SESSION, CODE_PRACTICE_FINISHED, CODE_PRACTICE_TIME_UP, CODE_PRACTICE_MODE_MISMATCH],
});

export const savePracticePosition = defineEndpoint({
  id: 'practice.position',
  method: 'PUT',
  path: '/practice/sessions/:sessionId/position',
  summary: '保存练习进度（需登录，仅本人）：当前题号，下次从这里继续；超出题数 → 400；不是我的或不存在 → 404；未登录 → 401',
  params: sessionParamsSchema,
  body: practicePositionBodySchema,
  data: practicePositionSchema,
  codes: [400, 401, 404],
});

export const submitPractice = defineEndpoint({
  id: 'practice.submit',
  method: 'POST',
  path: '/practice/sessions/:sessionId/submit',
  summary:
    '限时模拟交卷（需登录，仅本人）：判分，答错的题记入错题本，返回含正误与解析的练习；已交卷 → 4824；时间已到 → 按截止时的作答交卷并返回；其他模式 → 4826；不是我的或不存在 → 404；未登录 → 401',
  params: sessionParamsSchema,
  data: practiceSessionSchema,
  codes: [401, 404, CODE_PRACTICE_FINISHED, CODE_PRACTICE_MODE_MISMATCH],
});

export const getReadiness = defineEndpoint({
  id: 'practice.readiness',
  method: 'GET',
  path: '/exam/:id/readiness',
  summary:
    '备考评估（需登录）：按每个鉴定要素最近 30 天内最近 50 次作答（模拟、练习、错题复习；同职业同等级）的正确率，乘以该要素在试卷中的比重相加，得出预计得分率与预计得分；作答不足 30 题或某个要素不足 3 题时不给出数字并说明缺什么；附最薄弱的要素与对它们的一键章节练习；未登录 → 401；不存在 → 404',
  params: idParamsSchema,
  data: readinessSchema,
  codes: [401, 404],
});
