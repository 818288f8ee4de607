import { describe, expect, it } from 'vitest';
import { certificateNoSchema, certificateQueryBodySchema } from '../schemas/certification';
import {
  CERTIFICATE_NO_MESSAGE,
  checkCertificateNo,
  checkHolderName,
  checkQueryIdNumber,
  normaliseCertificateNo,
  normaliseHolderName,
  normaliseQueryIdNumber,
} from './certificate-rules';

/** The contract's verdict on a value: true, or its first message. */
const contractVerdict = (result: { success: boolean; error?: { issues: { message: string }[] } }): true | string =>
  result.success ? true : result.error!.issues[0]!.message;

describe('certificate number', () => {
  it.each(['S20231234567890123', 'S202312345678901234567', 'A12345678901234567'])('%s is well formed', (no) => {
    expect(checkCertificateNo(no)).toBe(true);
  });

  it('is read as printed: spaces gone, the letter upper case', () => {
    expect(normaliseCertificateNo(' s2023 1234 5678 9012 3 ')).toBe('S20231234567890123');
    expect(checkCertificateNo(' s2023 1234 5678 9012 3 ')).toBe(true);
  });

  it('says what a number is when it is not one', () => {
    expect(checkCertificateNo('')).toBe('请输入证书编号');
    expect(checkCertificateNo('   ')).toBe('请输入证书编号');
    for (const bad of ['S2023', 'S2023123456789012345678', '2023123456789012345', 'SS0231234567890123', 'S2023-1234567890123', '证书'])
      expect(checkCertificateNo(bad)).toBe(CERTIFICATE_NO_MESSAGE);
  });

  it('agrees with the contract on every normalised value', () => {
    for (const raw of ['S20231234567890123', 'S202312345678901234567', 'S2023', 'S2023123456789012345678', '2023123456789012345', 'SX1'])
      expect(checkCertificateNo(raw)).toBe(contractVerdict(certificateNoSchema.safeParse(normaliseCertificateNo(raw))));
  });
});

describe('证书查询: holder name and ID number', () => {
  it('accepts a name of 2 to 20 characters, trimmed', () => {
    expect(checkHolderName('王明')).toBe(true);
    expect(checkHolderName('  王明  ')).toBe(true);
    expect(checkHolderName('阿卜杜·热合曼')).toBe(true);
    expect(checkHolderName('')).toBe('请输入持证人姓名');
    expect(checkHolderName(' 王 ')).toBe('请输入持证人姓名');
    expect(checkHolderName('王'.repeat(21))).toBe('姓名最多 20 个字');
  });

  it('accepts 17 digits and a digit or X, pasted in groups or with a lower-case x', () => {
    expect(checkQueryIdNumber('11010519491231002X')).toBe(true);
    expect(checkQueryIdNumber('110105 19491231 002x')).toBe(true);
    expect(normaliseQueryIdNumber('110105 19491231 002x')).toBe('11010519491231002X');
    for (const bad of ['', '1101051949123100', '11010519491231002Y', '1101051949123100211', 'X10105194912310021'])
      expect(checkQueryIdNumber(bad)).toBe('请输入 18 位居民身份证号码');
  });

  it('agrees with the contract on every normalised pair', () => {
    const names = ['王明', '王', '', '王'.repeat(20), '王'.repeat(21), '  李四  '];
    const idNumbers = ['11010519491231002X', '11010519491231002x', '1101051949123100', 'abc', ''];
    for (const name of names)
      for (const idNumber of idNumbers) {
        const body = { name: normaliseHolderName(name), idNumber: normaliseQueryIdNumber(idNumber) };
        const result = certificateQueryBodySchema.safeParse(body);
        const issues = result.success ? [] : result.error.issues;
        const nameIssue = issues.find((issue) => issue.path[0] === 'name')?.message ?? true;
        const idIssue = issues.find((issue) => issue.path[0] === 'idNumber')?.message ?? true;
        expect([name, idNumber, checkHolderName(name)]).toEqual([name, idNumber, nameIssue]);
        expect([name, idNumber, checkQueryIdNumber(idNumber)]).toEqual([name, idNumber, idIssue]);
      }
  });
});
