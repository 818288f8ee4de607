import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkBankAccount,
  checkCreditCode,
  checkEmail,
  checkRegisteredPhone,
  checkTitle,
  creditCodeCheckChar,
  isVatReady,
  normaliseCreditCode,
} from './invoice-rules';

/** Published codes (their check characters are the registries' own). */
const REAL_CODES = ['91350100M000100Y43', '91110000100017643K', '91440300708461136T'];

const company = {
  holder: 2,
  name: '深圳市匠心职业技能培训有限公司',
  taxNumber: REAL_CODES[0]!,
  bank: '招商银行深圳科技园支行',
  bankAccount: '755912345610801',
  registeredAddress: '深圳市南山区科技中一路 19 号',
  registeredPhone: '0755-86001234',
};

describe('unified social credit code (GB 32100-2015)', () => {
  it.each(REAL_CODES)('accepts %s', (code) => {
    expect(checkCreditCode(code)).toBe(true);
    expect(creditCodeCheckChar(code)).toBe(code[17]);
  });

  it('accepts it pasted in lower case with spaces', () => {
    expect(checkCreditCode(' 9135 0100 m000 100y43 ')).toBe(true);
    expect(normaliseCreditCode(' 9135 0100 m000 100y43 ')).toBe('91350100M000100Y43');
  });

  it('refuses a wrong check character, a wrong length, letters the code never uses and an unknown authority', () => {
    expect(checkCreditCode('91350100M000100Y44')).toMatch(/校验位不正确/);
    expect(checkCreditCode('91350100M000100Y4')).toMatch(/18 位/);
    expect(checkCreditCode('91350100M000100O43')).toMatch(/不含 I、O、S、V、Z/);
    expect(checkCreditCode('Z1350100M000100Y43')).toMatch(/不含|第 1 位/);
    const first17 = 'B1350100M000100Y4';
    expect(checkCreditCode(first17 + creditCodeCheckChar(first17))).toMatch(/第 1 位/);
    expect(checkCreditCode('')).toBe('请输入纳税人识别号');
  });

  it('every single-character change of a valid code is caught', () => {
    const code = REAL_CODES[1]!;
    const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    for (let index = 1; index < 18; index++) {
      for (const char of chars) {
        if (char === code[index]) continue;
        const changed = code.slice(0, index) + char + code.slice(index + 1);
        expect(checkCreditCode(changed), changed).not.toBe(true);
      }
    }
  });
});

describe('invoice titles', () => {
  it('a personal title needs only a name', () => {
    expect(checkTitle({ ...company, holder: 1, name: '王晓明', taxNumber: '' })).toEqual({});
    expect(checkTitle({ ...company, holder: 1, name: '王' }).name).toMatch(/不能少于 2/);
  });

  it('a company needs its name and tax number; bank details are all or nothing', () => {
    expect(checkTitle(company)).toEqual({});
    expect(checkTitle({ ...company, bank: '', bankAccount: '', registeredAddress: '', registeredPhone: '' })).toEqual({});
    expect(checkTitle({ ...company, taxNumber: '' }).taxNumber).toBe('请输入纳税人识别号');
    const partial = checkTitle({ ...company, bankAccount: '', registeredPhone: '' });
    expect(partial.bankAccount).toMatch(/银行账号/);
    expect(partial.registeredPhone).toMatch(/注册电话/);
    expect(checkTitle({ ...company, name: '123456' }).name).toMatch(/营业执照/);
    expect(checkTitle({ ...company, holder: 3 }).holder).toBeDefined();
  });

  it('VAT special needs a complete, valid company title', () => {
    expect(isVatReady(company)).toBe(true);
    expect(isVatReady({ ...company, holder: 1 })).toBe(false);
    expect(isVatReady({ ...company, bank: '' })).toBe(false);
    expect(isVatReady({ ...company, taxNumber: '91350100M000100Y44' })).toBe(false);
  });

  it('bank account, phone and e-mail formats', () => {
    expect(checkBankAccount('6222 0212 3456 7890', true)).toBe(true);
    expect(checkBankAccount('12345', true)).toMatch(/8–30/);
    expect(checkBankAccount('', false)).toBe(true);
    expect(checkRegisteredPhone('010-12345678', true)).toBe(true);
    expect(checkRegisteredPhone('13800138000', true)).toBe(true);
    expect(checkRegisteredPhone('12345', true)).toMatch(/区号/);
    expect(checkEmail('finance@example.com')).toBe(true);
    expect(checkEmail('finance@example')).toBe('邮箱格式不正确');
    expect(checkEmail('')).toMatch(/请输入/);
  });
});

describe('postal addresses', () => {
  it('needs a receiver, a mobile number, the region and the street', () => {
    expect(
      checkAddress({ receiver: '王晓明', mobile: '13800138000', region: '广东省 深圳市 南山区', street: '科苑路 15 号 2 号楼 1201' }),
    ).toEqual({});
    const problems = checkAddress({ receiver: '', mobile: '2380013800', region: '广东', street: '1 号' });
    expect(Object.keys(problems).sort()).toEqual(['mobile', 'receiver', 'region', 'street']);
  });
});
