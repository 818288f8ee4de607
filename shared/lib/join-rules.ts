/**
 * What an institution's onboarding application (入驻意向) may hold, checked the same way in the
 * browser (as the applicant types) and by the API. Each check returns the Chinese message, or true.
 */
import { InstitutionCategory, InstitutionType } from '../enums/platform';
import { checkCreditCode, checkEmail, normaliseCreditCode } from './invoice-rules';
import { checkMobilePhone, lengthBetween } from './text-rules';

export const JOIN_INTRO_MIN = 20;
export const JOIN_INTRO_MAX = 500;
export const JOIN_LIMITS = Object.freeze({ introMin: JOIN_INTRO_MIN, introMax: JOIN_INTRO_MAX });

export interface JoinFields {
  /** InstitutionType: 1 机构, 2 个人. */
  type: number;
  /** 机构名称, or the lecturer's own name for type 2. */
  name: string;
  /** InstitutionCategory 1–7. */
  category: number;
  /** 统一社会信用代码: required for an institution, optional for a person. */
  creditCode: string;
  contactName: string;
  contactPhone: string;
  email: string;
  region: string;
  intro: string;
  /** 同意《机构入驻协议》. */
  agreed: boolean;
}

const isOrganization = (type: number) => type === InstitutionType.ORGANIZATION;

export function checkJoinType(value: number): true | string {
  return InstitutionType.is(value) ? true : '请选择入驻类型';
}

export function checkJoinName(raw: string, type: number): true | string {
  if (isOrganization(type)) {
    const length = lengthBetween(raw, 4, 60, '请输入机构名称', '机构名称');
    if (length !== true) return length;
    return /[\p{Script=Han}A-Za-z]/u.test(raw) ? true : '机构名称应与营业执照一致';
  }
  const length = lengthBetween(raw, 2, 20, '请输入讲师姓名', '讲师姓名');
  if (length !== true) return length;
  return /^[\p{Script=Han}A-Za-z·\s]+$/u.test(raw.trim()) ? true : '讲师姓名只能包含中文、字母和间隔号';
}

export function checkJoinCategory(value: number): true | string {
  return InstitutionCategory.is(value) ? true : '请选择机构分类';
}

/** Required (and checked with its check character) for an institution; a person may leave it empty. */
export function checkJoinCreditCode(raw: string, type: number): true | string {
  if (!isOrganization(type) && !normaliseCreditCode(raw)) return true;
  return checkCreditCode(raw, '统一社会信用代码');
}

export const checkContactName = (raw: string) => lengthBetween(raw, 2, 20, '请输入联系人姓名', '联系人姓名');

export const checkContactPhone = (raw: string): true | string => checkMobilePhone(raw, '请输入联系人手机号');

export function checkJoinEmail(raw: string): true | string {
  return raw.trim() ? checkEmail(raw) : '请输入联系邮箱';
}

export const checkJoinRegion = (raw: string) => lengthBetween(raw, 2, 40, '请输入所在地区（如：浙江省 杭州市）', '所在地区');

export const checkJoinIntro = (raw: string) => lengthBetween(raw, JOIN_INTRO_MIN, JOIN_INTRO_MAX, '请填写机构或讲师简介', '简介');

export function checkJoinAgreed(value: boolean): true | string {
  return value === true ? true : '请阅读并同意《机构入驻协议》';
}

/** Every problem of the whole application, by field (the browser shows each next to its input). */
export function checkJoin(fields: JoinFields): Partial<Record<keyof JoinFields, string>> {
  const problems: Partial<Record<keyof JoinFields, string>> = {};
  const note = (name: keyof JoinFields, result: true | string) => {
    if (result !== true) problems[name] = result;
  };
  note('type', checkJoinType(fields.type));
  note('name', checkJoinName(fields.name, fields.type));
  note('category', checkJoinCategory(fields.category));
  note('creditCode', checkJoinCreditCode(fields.creditCode, fields.type));
  note('contactName', checkContactName(fields.contactName));
  note('contactPhone', checkContactPhone(fields.contactPhone));
  note('email', checkJoinEmail(fields.email));
  note('region', checkJoinRegion(fields.region));
  note('intro', checkJoinIntro(fields.intro));
  note('agreed', checkJoinAgreed(fields.agreed));
  return problems;
}

/** What is kept of a valid application: trimmed, the credit code normalised (empty for a person without one). */
export function normaliseJoin(fields: JoinFields): JoinFields {
  return {
    type: fields.type,
    name: fields.name.trim(),
    category: fields.category,
    creditCode: normaliseCreditCode(fields.creditCode),
    contactName: fields.contactName.trim(),
    contactPhone: fields.contactPhone.trim(),
    email: fields.email.trim(),
    region: fields.region.trim(),
    intro: fields.intro.trim(),
    agreed: true,
  };
}
