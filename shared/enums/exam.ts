import { defineEnum } from './define-enum';

/** 题型（职业技能等级认定理论知识考试的五种）。 */
export const QuestionKind = defineEnum({
  SINGLE: [1, '单选题'],
  MULTIPLE: [2, '多选题'],
  JUDGE: [3, '判断题'],
  FILL: [4, '填空题'],
  SHORT: [5, '简答题'],
});
export type QuestionKindValue = (typeof QuestionKind)['values'][number];

/**
 * 答卷状态。已交卷 = 全部自动判分完毕；待批阅 = 交卷时有非空的简答题等待考评员批阅（成绩只含
 * 自动判分部分）；已批阅 = 待批阅之后批阅完成，成绩为最终成绩。
 */
export const AttemptStatus = defineEnum({
  IN_PROGRESS: [1, '答题中'],
  SUBMITTED: [2, '已交卷'],
  AWAITING_MARKING: [3, '待批阅'],
  MARKED: [4, '已批阅'],
});
export type AttemptStatusValue = (typeof AttemptStatus)['values'][number];

/** 答卷如何结束。 */
export const AttemptEnding = defineEnum({
  MANUAL: [1, '手动交卷'],
  TIMEOUT: [2, '超时自动交卷'],
});
export type AttemptEndingValue = (typeof AttemptEnding)['values'][number];
