/**
 * 证书核验 and 证书查询 in the browser: what a certificate number, a holder's name and an ID number
 * may be, with the messages of the contract (shared/schemas/certification.ts: certificateNoSchema,
 * certificateQueryBodySchema; certificate-rules.test.ts holds the two to the same verdicts). Each
 * check returns the Chinese message to show, or true. Plain functions, no zod: the pages read them.
 */
import { CERTIFICATE_NO_PATTERN, VERIFICATION_CODE_PATTERN } from './certification-journey';

export const CERTIFICATE_NO_MESSAGE = '证书编号为 1 个大写字母加 17–21 位数字';
export const HOLDER_NAME_LIMITS = Object.freeze({ min: 2, max: 20 });

/**
 * What was typed or scanned, as the certificate prints it: spaces gone (a number read aloud or copied
 * in groups), the letter upper case.
 */
export const normaliseCertificateNo = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

export function checkCertificateNo(raw: string): true | string {
  const value = normaliseCertificateNo(raw);
  if (!value) return '请输入证书编号';
  return CERTIFICATE_NO_PATTERN.test(value) ? true : CERTIFICATE_NO_MESSAGE;
}

export const VERIFICATION_CODE_MESSAGE = '核验码为证书二维码旁的 8 位字母或数字';

/** 核验码 as typed: spaces and dashes gone, upper case, and the letters it never uses read as the digits they look like. */
export const normaliseVerificationCode = (raw: string): string =>
  raw
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');

export function checkVerificationCode(raw: string): true | string {
  const value = normaliseVerificationCode(raw);
  if (!value) return '请输入核验码';
  return VERIFICATION_CODE_PATTERN.test(value) ? true : VERIFICATION_CODE_MESSAGE;
}

/** The name as sent: the API trims it, and so does the browser before checking its length. */
export const normaliseHolderName = (raw: string): string => raw.trim();

export function checkHolderName(raw: string): true | string {
  const value = normaliseHolderName(raw);
  if (value.length < HOLDER_NAME_LIMITS.min) return '请输入持证人姓名';
  if (value.length > HOLDER_NAME_LIMITS.max) return `姓名最多 ${HOLDER_NAME_LIMITS.max} 个字`;
  return true;
}

/** Spaces gone (an ID number pasted in groups), a lower-case x made upper case: how it is typed is not what it is. */
export const normaliseQueryIdNumber = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

export function checkQueryIdNumber(raw: string): true | string {
  return /^\d{17}[\dX]$/.test(normaliseQueryIdNumber(raw)) ? true : '请输入 18 位居民身份证号码';
}
