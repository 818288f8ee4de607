/**
 * What an invoice title, a postal address and an invoice request may hold, checked the same way in
 * the browser (as the learner types) and by the API. Each check returns the Chinese message, or true.
 */
import { charCount } from './profile-rules';
import { lengthBetween } from './text-rules';

/** Also as plain constants for the schemas (shared/schemas/invoice.ts says why). */
export const ORDERS_PER_REQUEST_MAX = 20;
export const REMARK_MAX = 100;
export const INVOICE_LIMITS = Object.freeze({
  titlesMax: 10,
  addressesMax: 10,
  ordersPerRequestMax: ORDERS_PER_REQUEST_MAX,
  remarkMax: REMARK_MAX,
});

/** GB 32100-2015: the 31 characters a unified social credit code uses (no I, O, S, V, Z). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Position weights: 3^i mod 31. */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** First character: the registering authority (1 机构编制, 5 民政, 9 工商, Y 其他, and the rest the standard lists). */
const CREDIT_CODE_AUTHORITIES = '123456789ANY';

/** The check character the first 17 characters of a unified social credit code call for. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]!) * CREDIT_CODE_WEIGHTS[i]!;
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Upper case, spaces gone: how learners paste a tax number is not what it is. */
export const normaliseCreditCode = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** 纳税人识别号 as a unified social credit code (18 characters with its check character). */
export function checkCreditCode(raw: string, what = '纳税人识别号'): true | string {
  const value = normaliseCreditCode(raw);
  if (!value) return `请输入${what}`;
  if (value.length !== 18) return `${what}应为 18 位统一社会信用代码`;
  if ([...value].some((char) => !CREDIT_CODE_CHARS.includes(char))) return `${what}只能包含数字和大写字母（不含 I、O、S、V、Z）`;
  if (!CREDIT_CODE_AUTHORITIES.includes(value[0]!)) return `${what}的第 1 位（登记管理部门代码）不正确`;
  if (creditCodeCheckChar(value) !== value[17]) return `${what}校验位不正确，请核对后重新输入`;
  return true;
}

export const checkPersonalName = (raw: string) => lengthBetween(raw, 2, 30, '请输入个人抬头（姓名）', '个人抬头');
export const checkCompanyName = (raw: string) => {
  const length = lengthBetween(raw, 4, 60, '请输入单位名称', '单位名称');
  if (length !== true) return length;
  return /[\p{Script=Han}A-Za-z]/u.test(raw) ? true : '单位名称应与营业执照一致';
};

/** Optional for ordinary invoices, required for VAT special ones: `required` says which. */
export function checkBankName(raw: string, required: boolean): true | string {
  if (!raw.trim()) return required ? '专用发票需填写开户银行' : true;
  return lengthBetween(raw, 4, 60, '', '开户银行');
}

export function checkBankAccount(raw: string, required: boolean): true | string {
  const value = raw.replace(/[\s-]/g, '');
  if (!value) return required ? '专用发票需填写银行账号' : true;
  return /^\d{8,30}$/.test(value) ? true : '银行账号应为 8–30 位数字';
}

export function checkRegisteredAddress(raw: string, required: boolean): true | string {
  if (!raw.trim()) return required ? '专用发票需填写注册地址' : true;
  return lengthBetween(raw, 5, 100, '', '注册地址');
}

/** A landline with its area code (010-12345678, 0755 8888 6666) or a mobile number. */
export function checkRegisteredPhone(raw: string, required: boolean): true | string {
  const value = raw.replace(/[\s-]/g, '');
  if (!value) return required ? '专用发票需填写注册电话' : true;
  return /^0\d{9,11}$/.test(value) || /^1\d{10}$/.test(value) ? true : '请输入带区号的固定电话或 11 位手机号';
}

export function checkEmail(raw: string): true | string {
  const value = raw.trim();
  if (!value) return '请输入接收电子发票的邮箱';
  if (value.length > 64) return '邮箱不能超过 64 个字符';
  return /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value) ? true : '邮箱格式不正确';
}

export const checkReceiver = (raw: string) => lengthBetween(raw, 2, 20, '请输入收件人', '收件人');
export const checkMobile = (raw: string): true | string => {
  const value = raw.trim();
  if (!value) return '请输入收件人手机号';
  return /^1\d{10}$/.test(value) ? true : '请输入 11 位手机号';
};
export const checkRegion = (raw: string) => lengthBetween(raw, 4, 40, '请输入所在地区（省 市 区）', '所在地区');
export const checkStreet = (raw: string) => lengthBetween(raw, 5, 120, '请输入详细地址', '详细地址');

export function checkRemark(raw: string): true | string {
  return charCount(raw.trim()) <= INVOICE_LIMITS.remarkMax ? true : `备注不能超过 ${INVOICE_LIMITS.remarkMax} 字`;
}

export interface TitleFields {
  holder: number;
  name: string;
  taxNumber: string;
  bank: string;
  bankAccount: string;
  registeredAddress: string;
  registeredPhone: string;
}
export type TitleProblems = Partial<Record<keyof TitleFields, string>>;

/**
 * A whole title at once (the API, the form's submit): a company needs its tax number; the bank
 * details are optional, but once one is given all four are checked, since a VAT special invoice
 * needs them complete.
 */
export function checkTitle(title: TitleFields): TitleProblems {
  const problems: TitleProblems = {};
  const put = (field: keyof TitleFields, result: true | string) => {
    if (result !== true) problems[field] = result;
  };
  if (title.holder !== 1 && title.holder !== 2) problems.holder = '请选择抬头类型';
  if (title.holder === 1) {
    put('name', checkPersonalName(title.name));
    return problems;
  }
  put('name', checkCompanyName(title.name));
  put('taxNumber', checkCreditCode(title.taxNumber));
  const anyBank = [title.bank, title.bankAccount, title.registeredAddress, title.registeredPhone].some((value) => value.trim() !== '');
  put('bank', checkBankName(title.bank, anyBank));
  put('bankAccount', checkBankAccount(title.bankAccount, anyBank));
  put('registeredAddress', checkRegisteredAddress(title.registeredAddress, anyBank));
  put('registeredPhone', checkRegisteredPhone(title.registeredPhone, anyBank));
  return problems;
}

/** A company title with all four bank details: the only kind a VAT special invoice can go to. */
export const isVatReady = (title: TitleFields): boolean =>
  title.holder === 2 &&
  [title.bank, title.bankAccount, title.registeredAddress, title.registeredPhone].every((value) => value.trim() !== '') &&
  Object.keys(checkTitle(title)).length === 0;

export interface AddressFields {
  receiver: string;
  mobile: string;
  region: string;
  street: string;
}
export type AddressProblems = Partial<Record<keyof AddressFields, string>>;

export function checkAddress(address: AddressFields): AddressProblems {
  const problems: AddressProblems = {};
  const checks: [keyof AddressFields, true | string][] = [
    ['receiver', checkReceiver(address.receiver)],
    ['mobile', checkMobile(address.mobile)],
    ['region', checkRegion(address.region)],
    ['street', checkStreet(address.street)],
  ];
  for (const [field, result] of checks) if (result !== true) problems[field] = result;
  return problems;
}
