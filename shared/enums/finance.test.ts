import { describe, it } from 'vitest';
import { expectEnum } from './enum-testing';
import { DefaultAddressFlag, InvoiceHolder, InvoiceType } from './finance';

describe('finance enumerations (spec §3)', () => {
  it('InvoiceHolder: personal, company', () => {
    expectEnum(InvoiceHolder, [
      [1, '个人'],
      [2, '企业'],
    ]);
  });

  it('InvoiceType: ordinary, VAT special', () => {
    expectEnum(InvoiceType, [
      [1, '普通发票'],
      [2, '增值税专用发票'],
    ]);
  });

  it('DefaultAddressFlag: 1 default, 2 not', () => {
    expectEnum(DefaultAddressFlag, [
      [1, '默认'],
      [2, '非默认'],
    ]);
  });
});
