import { describe, expect, it } from 'vitest';
import {
  checkLoginPassword,
  checkNewPassword,
  checkPhone,
  checkSmsCode,
  clean,
  isValidPhone,
  MSG_CODE_REQUIRED,
  MSG_PASSWORD_REQUIRED,
  MSG_PASSWORD_STRENGTH,
  MSG_PASSWORD_TOO_LONG,
  MSG_PASSWORD_TOO_SHORT,
  MSG_PHONE_FORMAT,
  MSG_PHONE_REQUIRED,
} from './auth-rules';

describe('auth rules (spec §5)', () => {
  it('uses the exact spec messages', () => {
    expect([MSG_PHONE_REQUIRED, MSG_PHONE_FORMAT, MSG_CODE_REQUIRED, MSG_PASSWORD_REQUIRED]).toEqual([
      '请输入手机号',
      '手机号格式错误',
      '请输入验证码',
      '请输入密码',
    ]);
    expect([MSG_PASSWORD_TOO_SHORT, MSG_PASSWORD_TOO_LONG, MSG_PASSWORD_STRENGTH]).toEqual([
      '密码长度不小于8位',
      '密码长度不大于16位',
      '必须包含大小写字母、数字、特殊字符',
    ]);
  });

  it('phone: required, then 1 followed by 10 digits, judged trimmed', () => {
    expect(checkPhone('')).toBe(MSG_PHONE_REQUIRED);
    expect(checkPhone('   ')).toBe(MSG_PHONE_REQUIRED);
    expect(checkPhone(undefined)).toBe(MSG_PHONE_REQUIRED);
    expect(checkPhone('123')).toBe(MSG_PHONE_FORMAT);
    expect(checkPhone('23800138000')).toBe(MSG_PHONE_FORMAT);
    expect(checkPhone('1380013800')).toBe(MSG_PHONE_FORMAT);
    expect(checkPhone('138001380001')).toBe(MSG_PHONE_FORMAT);
    expect(checkPhone('1380013800a')).toBe(MSG_PHONE_FORMAT);
    expect(checkPhone('138 0013 8000')).toBe(MSG_PHONE_FORMAT);
    expect(checkPhone('13800138000')).toBe(true);
    expect(checkPhone(' 13800138000 ')).toBe(true);
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('')).toBe(false);
  });

  it('sms code: required', () => {
    expect(checkSmsCode('')).toBe(MSG_CODE_REQUIRED);
    expect(checkSmsCode('  ')).toBe(MSG_CODE_REQUIRED);
    expect(checkSmsCode('123456')).toBe(true);
  });

  it('password login: required only', () => {
    expect(checkLoginPassword('')).toBe(MSG_PASSWORD_REQUIRED);
    expect(checkLoginPassword('  ')).toBe(MSG_PASSWORD_REQUIRED);
    expect(checkLoginPassword('x')).toBe(true);
  });

  it('new password: required, length 8–16, four character classes, no whitespace', () => {
    expect(checkNewPassword('')).toBe(MSG_PASSWORD_REQUIRED);
    expect(checkNewPassword('   ')).toBe(MSG_PASSWORD_REQUIRED);
    expect(checkNewPassword('Ab1@')).toBe(MSG_PASSWORD_TOO_SHORT);
    expect(checkNewPassword('Ab1@567')).toBe(MSG_PASSWORD_TOO_SHORT);
    expect(checkNewPassword('Ab1@5678')).toBe(true);
    expect(checkNewPassword('Ab1@567890123456')).toBe(true);
    expect(checkNewPassword('Ab1@5678901234567')).toBe(MSG_PASSWORD_TOO_LONG);
    expect(checkNewPassword('abcdefgh')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('abcd1234')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('Abcd1234')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('ABCD@1234')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('abcd@1234')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('Abcd@efgh')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('Ab1@ 5678')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('Ab1@5678\t')).toBe(MSG_PASSWORD_STRENGTH);
    expect(checkNewPassword('Demo@1234')).toBe(true);
  });

  it('clean trims and tolerates missing values', () => {
    expect(clean('  a b ')).toBe('a b');
    expect(clean(undefined)).toBe('');
    expect(clean(null)).toBe('');
  });
});
