import { defineEnum } from './define-enum';

/** 发票抬头类型。 */
export const InvoiceHolder = defineEnum({
  PERSONAL: [1, '个人'],
  COMPANY: [2, '企业'],
});
export type InvoiceHolderValue = (typeof InvoiceHolder)['values'][number];

/** 发票类型。 */
export const InvoiceType = defineEnum({
  ORDINARY: [1, '普通发票'],
  VAT_SPECIAL: [2, '增值税专用发票'],
});
export type InvoiceTypeValue = (typeof InvoiceType)['values'][number];

/** 收件地址是否默认。 */
export const DefaultAddressFlag = defineEnum({
  DEFAULT: [1, '默认'],
  NOT_DEFAULT: [2, '非默认'],
});
export type DefaultAddressFlagValue = (typeof DefaultAddressFlag)['values'][number];
