/**
 * Checks that many forms share, in the form every rule takes: the Chinese message, or true.
 */
import { charCount } from './profile-rules';

/** Required text of `min`–`max` characters (a Chinese character counts one), trimmed. */
export function lengthBetween(raw: string, min: number, max: number, empty: string, label: string): true | string {
  const value = raw.trim();
  if (!value) return empty;
  const length = charCount(value);
  if (length < min) return `${label}不能少于 ${min} 个字`;
  if (length > max) return `${label}不能超过 ${max} 个字`;
  return true;
}

/** Spec §5's phone rule: required, then 1 followed by 10 digits ('手机号格式错误'). */
export function checkMobilePhone(raw: string, empty = '请输入手机号'): true | string {
  const value = raw.trim();
  if (!value) return empty;
  return /^1\d{10}$/.test(value) ? true : '手机号格式错误';
}
