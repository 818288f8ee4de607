/**
 * What the enterprise-training contact form (/business#contact) and the feedback form (/feedback)
 * may hold, checked the same way in the browser (as the visitor types) and by the API. Each check
 * returns the Chinese message to show, or true.
 */
import { charCount } from './profile-rules';
import { checkMobilePhone, lengthBetween } from './text-rules';

export const LEAD_LIMITS = Object.freeze({
  companyMin: 2,
  companyMax: 50,
  contactMin: 2,
  contactMax: 20,
  remarkMax: 300,
  needsMax: 8,
  perPhonePerDay: 5,
});
export const FEEDBACK_LIMITS = Object.freeze({ descriptionMin: 10, descriptionMax: 500, screenshotsMax: 3, contactMax: 64, perDay: 20 });

const PHONE = /^1\d{10}$/;
const EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** Spec §5: required ('请输入手机号'), 1 followed by 10 digits ('手机号格式错误'). */
export const checkPhone = (raw: string): true | string => checkMobilePhone(raw);

export function checkCompanyName(raw: string): true | string {
  const length = lengthBetween(raw, LEAD_LIMITS.companyMin, LEAD_LIMITS.companyMax, '请输入企业名称', '企业名称');
  if (length !== true) return length;
  return /[\p{Script=Han}A-Za-z]/u.test(raw) ? true : '企业名称应包含中文或字母';
}

export const checkContactName = (raw: string): true | string =>
  lengthBetween(raw, LEAD_LIMITS.contactMin, LEAD_LIMITS.contactMax, '请输入联系人姓名', '联系人');

export function checkCompanySize(value: number | null | undefined, known: readonly number[]): true | string {
  return typeof value === 'number' && known.includes(value) ? true : '请选择企业规模';
}

export function checkTrainingNeeds(values: readonly number[], known: readonly number[]): true | string {
  if (values.length === 0) return '请至少选择一项培训需求';
  if (values.length > LEAD_LIMITS.needsMax || new Set(values).size !== values.length || values.some((value) => !known.includes(value)))
    return '培训需求选择不正确';
  return true;
}

export function checkLeadRemark(raw: string): true | string {
  return charCount(raw.trim()) <= LEAD_LIMITS.remarkMax ? true : `备注不能超过 ${LEAD_LIMITS.remarkMax} 字`;
}

export interface LeadFields {
  company: string;
  contact: string;
  phone: string;
  size: number | null;
  needs: number[];
  remark: string;
}
export type LeadProblems = Partial<Record<keyof LeadFields, string>>;

/** A whole lead at once (the API, the form's submit). `sizes` and `needs` are the enumerations' values. */
export function checkLead(lead: LeadFields, known: { sizes: readonly number[]; needs: readonly number[] }): LeadProblems {
  const problems: LeadProblems = {};
  const checks: [keyof LeadFields, true | string][] = [
    ['company', checkCompanyName(lead.company)],
    ['contact', checkContactName(lead.contact)],
    ['phone', checkPhone(lead.phone)],
    ['size', checkCompanySize(lead.size, known.sizes)],
    ['needs', checkTrainingNeeds(lead.needs, known.needs)],
    ['remark', checkLeadRemark(lead.remark)],
  ];
  for (const [field, result] of checks) if (result !== true) problems[field] = result;
  return problems;
}

// ───────────────────────── Feedback ─────────────────────────

export function checkFeedbackCategory(value: number | null | undefined, known: readonly number[]): true | string {
  return typeof value === 'number' && known.includes(value) ? true : '请选择反馈类型';
}

export function checkFeedbackDescription(raw: string): true | string {
  return lengthBetween(raw, FEEDBACK_LIMITS.descriptionMin, FEEDBACK_LIMITS.descriptionMax, '请描述你遇到的问题或建议', '问题描述');
}

export function checkScreenshotCount(count: number): true | string {
  return count <= FEEDBACK_LIMITS.screenshotsMax ? true : `最多上传 ${FEEDBACK_LIMITS.screenshotsMax} 张截图`;
}

/** A phone number or an e-mail address; optional for a signed-in visitor (we can reach them in 我的消息). */
export function checkFeedbackContact(raw: string, signedIn: boolean): true | string {
  const value = raw.trim();
  if (!value) return signedIn ? true : '未登录时请留下手机号或邮箱，方便我们回复你';
  if (value.length > FEEDBACK_LIMITS.contactMax) return `联系方式不能超过 ${FEEDBACK_LIMITS.contactMax} 个字符`;
  if (/^\d+$/.test(value)) return PHONE.test(value) ? true : '手机号格式错误';
  return EMAIL.test(value) ? true : '请输入正确的手机号或邮箱';
}

export interface FeedbackFields {
  category: number | null;
  description: string;
  contact: string;
  screenshots: string[];
}
export type FeedbackProblems = Partial<Record<keyof FeedbackFields, string>>;

export function checkFeedback(
  feedback: FeedbackFields,
  { categories, signedIn }: { categories: readonly number[]; signedIn: boolean },
): FeedbackProblems {
  const problems: FeedbackProblems = {};
  const checks: [keyof FeedbackFields, true | string][] = [
    ['category', checkFeedbackCategory(feedback.category, categories)],
    ['description', checkFeedbackDescription(feedback.description)],
    ['contact', checkFeedbackContact(feedback.contact, signedIn)],
    ['screenshots', checkScreenshotCount(feedback.screenshots.length)],
  ];
  for (const [field, result] of checks) if (result !== true) problems[field] = result;
  return problems;
}
