import { defineEnum } from './define-enum';

/** 性别。 */
export const Gender = defineEnum({
  MALE: [1, '男'],
  FEMALE: [2, '女'],
});
export type GenderValue = (typeof Gender)['values'][number];

/** 学历（基础列表）：从「无」到研究生。 */
export const EducationBasic = defineEnum({
  NONE: [1, '无'],
  PRIMARY: [2, '小学'],
  JUNIOR_HIGH: [3, '初中'],
  SENIOR_HIGH: [4, '高中/中专'],
  JUNIOR_COLLEGE: [5, '大专'],
  BACHELOR: [6, '本科'],
  POSTGRADUATE: [7, '研究生'],
});
export type EducationBasicValue = (typeof EducationBasic)['values'][number];

/** 学历（进阶列表）：从初中到博士。 */
export const EducationAdvanced = defineEnum({
  JUNIOR_HIGH: [1, '初中'],
  SENIOR_HIGH: [2, '高中'],
  SECONDARY_VOCATIONAL: [3, '中专/中技'],
  JUNIOR_COLLEGE: [4, '大专'],
  BACHELOR: [5, '本科'],
  MASTER: [6, '硕士'],
  DOCTOR: [7, '博士'],
});
export type EducationAdvancedValue = (typeof EducationAdvanced)['values'][number];
