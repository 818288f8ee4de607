/**
 * Validation rules of the login modal (spec §5), as pure functions: each returns the message to
 * show, or `true` when the value passes (the shape react-hook-form's `validate` expects).
 */

export const MSG_PHONE_REQUIRED = '请输入手机号';
export const MSG_PHONE_FORMAT = '手机号格式错误';
export const MSG_CODE_REQUIRED = '请输入验证码';
export const MSG_PASSWORD_REQUIRED = '请输入密码';
export const MSG_PASSWORD_TOO_SHORT = '密码长度不小于8位';
export const MSG_PASSWORD_TOO_LONG = '密码长度不大于16位';
export const MSG_PASSWORD_STRENGTH = '必须包含大小写字母、数字、特殊字符';

/** Registration needs the visitor's own tick (a pre-ticked box or a sentence is no consent); the API says the same (1017). */
export const MSG_CONSENT_REQUIRED = '请阅读并勾选同意《服务条款》和《隐私协议》';

export const SMS_CODE_MAX_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

export const PHONE_PATTERN = /^1\d{10}$/;

export type RuleResult = true | string;

/** Values sent as account / security are trimmed (spec §5); the rules judge the trimmed value. */
export const clean = (value: string | undefined | null): string => (value ?? '').trim();

export function checkPhone(value: string | undefined | null): RuleResult {
  const phone = clean(value);
  if (!phone) return MSG_PHONE_REQUIRED;
  return PHONE_PATTERN.test(phone) || MSG_PHONE_FORMAT;
}

export const isValidPhone = (value: string | undefined | null): boolean => checkPhone(value) === true;

export function checkSmsCode(value: string | undefined | null): RuleResult {
  return clean(value) ? true : MSG_CODE_REQUIRED;
}

/** Password login: required only. */
export function checkLoginPassword(value: string | undefined | null): RuleResult {
  return clean(value) ? true : MSG_PASSWORD_REQUIRED;
}

/** The rules of a new password, shown under the field before anything is typed. */
export const PASSWORD_RULES_HINT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位，须含大写字母、小写字母、数字和特殊字符，不含空格`;

/** Registration (and any new) password: 8–16 chars, upper, lower, digit, special, no whitespace. */
export function checkNewPassword(value: string | undefined | null): RuleResult {
  const password = value ?? '';
  if (!password.trim()) return MSG_PASSWORD_REQUIRED;
  // Length counts code points, so an astral character is one character, as a person counts it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return MSG_PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return MSG_PASSWORD_TOO_LONG;
  const strong =
    /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9\s]/.test(password) && !/\s/.test(password);
  return strong || MSG_PASSWORD_STRENGTH;
}
