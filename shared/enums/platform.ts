import { defineEnum } from './define-enum';

/** 入驻主体类型。 */
export const InstitutionType = defineEnum({
  ORGANIZATION: [1, '机构'],
  INDIVIDUAL: [2, '个人'],
});
export type InstitutionTypeValue = (typeof InstitutionType)['values'][number];

/** 机构分类 1–7。规格只说有 7 类，未给文案；以下分类为本项目的选择。 */
export const InstitutionCategory = defineEnum({
  VOCATIONAL_SCHOOL: [1, '职业院校'],
  TRAINING_ORG: [2, '培训机构'],
  ENTERPRISE: [3, '企业'],
  INDUSTRY_ASSOCIATION: [4, '行业协会'],
  SOCIAL_ORG: [5, '社会组织'],
  GOVERNMENT: [6, '政府机构'],
  OTHER: [7, '其他'],
});
export type InstitutionCategoryValue = (typeof InstitutionCategory)['values'][number];

/** 机构套餐版本。 */
export const PlanEdition = defineEnum({
  TEAM: [1, '团队版'],
  ENTERPRISE: [2, '企业版'],
  FREE: [3, '免费版'],
  PRIVATE_DEPLOYMENT: [4, '私有化部署'],
});
export type PlanEditionValue = (typeof PlanEdition)['values'][number];

/** 计费周期。 */
export const BillingPeriod = defineEnum({
  YEAR: [1, '年'],
  MONTH: [2, '月'],
  DAY: [3, '日'],
});
export type BillingPeriodValue = (typeof BillingPeriod)['values'][number];

/** 协议类型。 */
export const AgreementType = defineEnum({
  SERVICE: [1, '服务条款'],
  PRIVACY: [2, '隐私协议'],
  INSTITUTION_ONBOARDING: [3, '机构入驻协议'],
});
export type AgreementTypeValue = (typeof AgreementType)['values'][number];

/** 可见范围（规则等）。 */
export const Visibility = defineEnum({
  ALL: [1, '全平台'],
  INSTITUTION_ONLY: [2, '仅机构'],
  PLATFORM_ONLY: [3, '仅平台'],
});
export type VisibilityValue = (typeof Visibility)['values'][number];

/** 是否置顶。 */
export const PinFlag = defineEnum({
  NO: [0, '否'],
  YES: [1, '是'],
});
export type PinFlagValue = (typeof PinFlag)['values'][number];

/** 启用状态。 */
export const EnableFlag = defineEnum({
  DISABLED: [0, '停用'],
  ENABLED: [1, '启用'],
});
export type EnableFlagValue = (typeof EnableFlag)['values'][number];

/** 广告位（首页/社区 × PC/移动端）。 */
export const BannerSlot = defineEnum({
  HOME_PC: [1, '首页PC'],
  HOME_MOBILE: [2, '首页移动端'],
  COMMUNITY_PC: [3, '社区PC'],
  COMMUNITY_MOBILE: [4, '社区移动端'],
});
export type BannerSlotValue = (typeof BannerSlot)['values'][number];

/** 客服归属。 */
export const CustomerServiceType = defineEnum({
  PLATFORM: [1, '平台'],
  INSTITUTION: [2, '机构'],
});
export type CustomerServiceTypeValue = (typeof CustomerServiceType)['values'][number];
