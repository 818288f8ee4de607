import { defineEndpoint } from './define-endpoint';
import { studyPlanBodySchema, studyPlanSchema } from '../schemas/study-plan';

/** A plan for an exam the learner is not admitted to (not theirs, not approved, withdrawn, or already held). */
export const CODE_PLAN_NOT_ADMITTED = 4828;

export const getStudyPlan = defineEndpoint({
  id: 'studyPlan.get',
  method: 'GET',
  path: '/learning/study-plan',
  summary:
    '我的备考计划（需登录，仅本人）：从今天排到考试前一天。每天先放当天到期的错题复习（休息日到期的顺延到下一个学习日），考前 21 天内放 3 套模拟考试（放在时间够整套卷子的日子），其余时间按课程顺序学课时、按鉴定要素（薄弱的在前）做练习，每天不超过排班给出的分钟数。当天的任务在当天第一次排出时定下，完成与否按实际学习记录判断（课时学完、该要素当天作答题数、复习到期清零、当天交卷的模拟）。过去 7 天有未完成的任务时 missed 给出最近一天，剩余内容已从今天起重新排入；排不下时按比重从低到高舍弃鉴定要素的练习（fit.dropped），并给出全部排下每个学习日需要的分钟数。ready=false 表示还没有设置；blocked 说明现在排不出计划的原因（没有考试日期、报考已撤销或考试已过）。未登录 → 401',
  data: studyPlanSchema,
  codes: [401],
});

export const updateStudyPlan = defineEndpoint({
  id: 'studyPlan.update',
  method: 'PUT',
  path: '/learning/study-plan',
  summary:
    '设置备考计划（需登录，仅本人）：target 为已获准考的一场报名考试 {planId}（日期取准考证上的考试日），或一个职业等级 {professionId, skillLevel}（日期取备考目标中自己设定的考试日期，须先设定）；rota 为排班：cycleStart 起的 1–28 天一轮，每天可学习 0–480 分钟，至少一天大于 0，另可设最多 60 个不早于今天的休息日。今天的任务随之重新排出。排班不合规、职业等级没有考试、没有自己设定的考试日期 → 400；不是本人已获准考且尚未开考的报名 → 4828；未登录 → 401',
  body: studyPlanBodySchema,
  data: studyPlanSchema,
  codes: [400, 401, CODE_PLAN_NOT_ADMITTED],
});
