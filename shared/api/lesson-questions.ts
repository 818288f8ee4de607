import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, idSchema, pageOf } from '../schemas/common';
import { COMMUNITY_LIMITS as L, richDocSchema } from '../schemas/community';
import { lessonQuestionSchema, requestKeySchema } from '../schemas/lesson-questions';
import { CODE_POSTING_DAILY_LIMIT, CODE_POSTING_TOO_FAST, CODE_TOO_MANY_MENTIONS } from './community';
import { CODE_LESSON_QUESTION_LOCKED } from './business-codes';
export { CODE_LESSON_QUESTION_LOCKED };
/** The moment asked about is not within the lesson (past its end, or a lesson without a video at a time other than 0). */
export const CODE_LESSON_QUESTION_TIME = 4631;
/** The lesson is not one of this course's. */
export const CODE_LESSON_NOT_IN_COURSE = 4632;

export const listLessonQuestions = defineEndpoint({
  id: 'lesson-questions.list',
  method: 'GET',
  path: '/course/:id/questions',
  summary:
    '课程答疑：学员在课时某一时刻提出的问题（社区问题，带课程、课时与时间点）。给出 lessonId 时为该课时的问题，按时间点先后；否则为全课程的问题，最新在前；分页；已删除的不列出；课程不存在 → 404',
  params: idParamsSchema,
  query: z.object({
    lessonId: z.optional(idSchema),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 10),
  }),
  data: pageOf(lessonQuestionSchema),
  codes: [404],
});

export const askLessonQuestion = defineEndpoint({
  id: 'lesson-questions.ask',
  method: 'POST',
  path: '/course/:id/questions',
  summary:
    '在课时的某一时刻提问（需登录）：只有可以学习该课时的学员（已报名 / 已购买，或免费试看课时）可以提问（4630）；课时须属于该课程（4632）；时间点在课时视频时长之内（无视频的课时为 0，4631）；标题 5–50 字、富文本补充说明 ≤ 10000 字，与社区提问相同；requestKey 相同的重复提交只提一次问（返回同一个问题）；发布频率与社区共用（4909 / 4910 / 4911）。问题出现在社区问答中，回答、点赞、采纳与消息通知与社区相同',
  params: idParamsSchema,
  body: z.object({
    lessonId: idSchema,
    seconds: z.int().check(z.gte(0, '时间点无效'), z.lte(24 * 3600, '时间点无效')),
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(L.questionTitle.min, `问题至少 ${L.questionTitle.min} 个字`),
        z.maxLength(L.questionTitle.max, `问题不能超过 ${L.questionTitle.max} 个字`),
      ),
    body: richDocSchema,
    requestKey: requestKeySchema,
  }),
  data: lessonQuestionSchema,
  codes: [
    400,
    401,
    404,
    CODE_LESSON_QUESTION_LOCKED,
    CODE_LESSON_QUESTION_TIME,
    CODE_LESSON_NOT_IN_COURSE,
    CODE_POSTING_TOO_FAST,
    CODE_POSTING_DAILY_LIMIT,
    CODE_TOO_MANY_MENTIONS,
  ],
});
