/**
 * 实名认证: what a real name and a mainland resident ID number (GB 11643-1999) may be, checked the
 * same way in the browser (as the learner types) and by the API. Each check returns the Chinese
 * message to show, or true. Also how both are masked once submitted.
 */
import { beijingToday, charCount } from './profile-rules';

export const REAL_NAME_LIMITS = Object.freeze({ nameMin: 2, nameMax: 20, idLength: 18, attemptsPerDay: 5 });

/** The middle dot of minority names as learners type it (full-width, bullet, katakana dot) → U+00B7. */
const DOT_VARIANTS = /[•・‧∙⋅･]/g;
const HAN_OR_DOT = /^[\p{Script=Han}·]+$/u;

/** Spaces gone, every look-alike middle dot made the one the ID card prints. */
export const normaliseRealName = (raw: string): string => raw.replace(/\s+/g, '').replace(DOT_VARIANTS, '·');

export function checkRealName(raw: string): true | string {
  const value = normaliseRealName(raw);
  if (!value) return '请输入真实姓名';
  if (!HAN_OR_DOT.test(value)) return '姓名只能包含中文和间隔点「·」，请与身份证上的姓名一致';
  if (value.startsWith('·') || value.endsWith('·') || value.includes('··')) return '间隔点「·」只能用在两个字之间';
  const length = charCount(value);
  if (length < REAL_NAME_LIMITS.nameMin) return `姓名不能少于 ${REAL_NAME_LIMITS.nameMin} 个字`;
  if (length > REAL_NAME_LIMITS.nameMax) return `姓名不能超过 ${REAL_NAME_LIMITS.nameMax} 个字`;
  return true;
}

/** The provinces' codes (the first two digits): 华北 11–15, 东北 21–23, 华东 31–37, 中南 41–46, 西南 50–54, 西北 61–65, 台湾 71, 港澳 81–83. */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82,
  83,
]);
/** ISO 7064 MOD 11-2 weights of the first 17 digits (2^(17-i) mod 11). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Sum mod 11 → the check character. */
const CHECK_CHARS = '10X98765432';

/** Spaces gone and a lower-case x made upper case: how a number is pasted is not what it is. */
export const normaliseIdNumber = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** The check character the first 17 digits call for. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** `YYYYMMDD` as a date that exists in the calendar, or null. */
function calendarDate(value: string): string | null {
  const [year, month, day] = [Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8))];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** 身份证号: 17 digits and a digit or X, a real province, a real birth date (1900 to `today`, a Beijing `YYYY-MM-DD`), the check character. */
export function checkIdNumber(raw: string, today = beijingToday()): true | string {
  const value = normaliseIdNumber(raw);
  if (!value) return '请输入身份证号';
  if (value.length !== REAL_NAME_LIMITS.idLength) return '身份证号应为 18 位';
  if (!/^\d{17}[\dX]$/.test(value)) return '身份证号前 17 位应为数字，最后一位为数字或 X';
  if (!PROVINCE_CODES.has(Number(value.slice(0, 2)))) return '身份证号中的地区码不正确';
  const birth = calendarDate(value.slice(6, 14));
  if (!birth || birth < '1900-01-01' || birth > today) return '身份证号中的出生日期不正确';
  if (idCheckChar(value) !== value[17]) return '身份证号校验位不正确，请核对后重新输入';
  return true;
}

/** '王*明', '李*', '欧**锋'-style: the first character and (from three on) the last one stay. */
export function maskName(raw: string): string {
  const chars = [...normaliseRealName(raw)];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** '110***********123X': the first 3 (the province and city, no birth date) and the last 4 characters stay. */
export function maskIdNumber(raw: string): string {
  const value = normaliseIdNumber(raw);
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
