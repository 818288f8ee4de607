import { defineEndpoint } from './define-endpoint';
import { examGoalBodySchema, examGoalSchema } from '../schemas/exam-goal';

export const getExamGoal = defineEndpoint({
  id: 'examGoal.get',
  method: 'GET',
  path: '/learning/exam-goal',
  summary:
    '我的备考目标（需登录）：错题复习的记忆目标（默认 90%）与考试日期。考试日期为自己选定的日期；未选定时取已获准考的报名中最近一场考试（准考证上的日期）；都没有时为 null，复习只按记忆安排。journeyExam 为最近一场已获准考的考试；未登录 → 401',
  data: examGoalSchema,
  codes: [401],
});

export const updateExamGoal = defineEndpoint({
  id: 'examGoal.update',
  method: 'PUT',
  path: '/learning/exam-goal',
  summary:
    '修改备考目标（需登录）：记忆目标（70–97 的整数百分比）、考试日期（YYYY-MM-DD，明天起一年内；null 改回报名的考试日期），至少一项；错题的复习日期随之重新安排；日期或目标不合规 → 400；未登录 → 401',
  body: examGoalBodySchema,
  data: examGoalSchema,
  codes: [400, 401],
});
