import { defineEnum } from './define-enum';

/** 企业规模（企业培训咨询表单）。 */
export const CompanySize = defineEnum({
  UNDER_50: [1, '50 人以下'],
  UNDER_200: [2, '50–199 人'],
  UNDER_500: [3, '200–499 人'],
  UNDER_1000: [4, '500–999 人'],
  UNDER_5000: [5, '1000–4999 人'],
  OVER_5000: [6, '5000 人及以上'],
});
export type CompanySizeValue = (typeof CompanySize)['values'][number];

/** 培训需求（可多选）。 */
export const TrainingNeed = defineEnum({
  SKILL_UPGRADE: [1, '员工技能提升'],
  SKILL_CERTIFICATION: [2, '职业技能等级认定'],
  ONBOARDING: [3, '新员工入职培训'],
  SAFETY: [4, '安全生产培训'],
  MANAGEMENT: [5, '管理与领导力'],
  DIGITAL: [6, '数字化技能'],
  PLATFORM: [7, '培训管理与考核'],
  REPORTS: [8, '学习数据报表'],
});
export type TrainingNeedValue = (typeof TrainingNeed)['values'][number];

/** 意见反馈的类别。 */
export const FeedbackCategory = defineEnum({
  SUGGESTION: [1, '功能建议'],
  CONTENT: [2, '内容问题'],
  PAGE_ERROR: [3, '页面错误'],
  PAYMENT: [4, '支付与订单'],
  ACCOUNT: [5, '账号问题'],
  OTHER: [6, '其他'],
});
export type FeedbackCategoryValue = (typeof FeedbackCategory)['values'][number];
