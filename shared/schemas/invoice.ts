import * as z from 'zod/mini';
import { fenSchema, idSchema, int, timestampSchema } from './common';
import { productSnapshotSchema } from './order';
import { InvoiceHolder, InvoiceType, DefaultAddressFlag } from '../enums/finance';
import {
  checkAddress,
  checkEmail,
  checkRemark,
  checkTitle,
  normaliseCreditCode,
  ORDERS_PER_REQUEST_MAX,
  REMARK_MAX,
  type AddressFields,
  type TitleFields,
} from '../lib/invoice-rules';

// Messages built from imported constants are functions: a top-level template literal (or field read) of an
// import counts as a side effect to the bundler and would keep zod in every browser page.

/** Every problem of a whole form as issues on its fields (the client shows each under its input). */
function problemsAsIssues<T>(check: (value: T) => Record<string, string | undefined>) {
  return z.superRefine<T>((value, ctx) => {
    for (const [field, message] of Object.entries(check(value)))
      if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: value });
  });
}

const text = (max: number) => z._default(z.string().check(z.maxLength(max * 2)), '');

export const invoiceTitleInputSchema = z.pipe(
  z
    .object({
      holder: z.int().check(z.refine((value) => InvoiceHolder.is(value), '抬头类型不正确')),
      name: z.string().check(z.maxLength(120)),
      taxNumber: text(30),
      bank: text(60),
      bankAccount: text(40),
      registeredAddress: text(100),
      registeredPhone: text(20),
    })
    .check(problemsAsIssues<TitleFields>((value) => checkTitle(value))),
  // A personal title keeps no company details; what is kept is trimmed and the tax number upper-cased.
  z.transform((value): TitleFields => {
    const company = value.holder === InvoiceHolder.COMPANY;
    return {
      holder: value.holder,
      name: value.name.trim(),
      taxNumber: company ? normaliseCreditCode(value.taxNumber) : '',
      bank: company ? value.bank.trim() : '',
      bankAccount: company ? value.bankAccount.replace(/[\s-]/g, '') : '',
      registeredAddress: company ? value.registeredAddress.trim() : '',
      registeredPhone: company ? value.registeredPhone.replace(/\s/g, '') : '',
    };
  }),
);
export type InvoiceTitleInput = z.input<typeof invoiceTitleInputSchema>;

export const invoiceTitleSchema = z.object({
  id: idSchema,
  holder: int(),
  name: z.string(),
  taxNumber: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  registeredAddress: z.string(),
  registeredPhone: z.string(),
  /** A company title with its bank details: it can take a VAT special invoice. */
  vatReady: z.boolean(),
  updatedAt: timestampSchema,
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

export const invoiceAddressInputSchema = z.pipe(
  z
    .object({
      receiver: z.string().check(z.maxLength(40)),
      mobile: z.string().check(z.maxLength(20)),
      region: z.string().check(z.maxLength(80)),
      street: z.string().check(z.maxLength(240)),
      isDefault: z.int().check(z.refine((value) => DefaultAddressFlag.is(value), '默认地址标记不正确')),
    })
    .check(problemsAsIssues<AddressFields>((value) => checkAddress(value))),
  z.transform((value) => ({
    receiver: value.receiver.trim(),
    mobile: value.mobile.trim(),
    region: value.region.trim(),
    street: value.street.trim(),
    isDefault: value.isDefault,
  })),
);
export type InvoiceAddressInput = z.input<typeof invoiceAddressInputSchema>;

export const invoiceAddressSchema = z.object({
  id: idSchema,
  receiver: z.string(),
  mobile: z.string(),
  region: z.string(),
  street: z.string(),
  /** DefaultAddressFlag: 1 default (exactly one address has it), 2 not. */
  isDefault: int(),
});
export type InvoiceAddress = z.infer<typeof invoiceAddressSchema>;

export const titleListSchema = z.object({ list: z.array(invoiceTitleSchema) });
export const addressListSchema = z.object({ list: z.array(invoiceAddressSchema) });

/** A paid order an invoice can still be asked for. */
export const invoiceableOrderSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  product: productSnapshotSchema,
  amount: fenSchema,
  paidAt: timestampSchema,
});
export type InvoiceableOrder = z.infer<typeof invoiceableOrderSchema>;
export const invoiceableOrdersSchema = z.object({
  list: z.array(invoiceableOrderSchema),
  /** The e-mail of the learner's last request, to fill the form with. */
  lastEmail: z.string(),
});

export const invoiceApplySchema = z.object({
  orderIds: z.array(idSchema).check(
    z.minLength(1, '请选择要开票的订单'),
    z.maxLength(ORDERS_PER_REQUEST_MAX, { error: () => `一次最多为 ${ORDERS_PER_REQUEST_MAX} 个订单开票` }),
    z.refine((ids) => new Set(ids).size === ids.length, '订单重复'),
  ),
  titleId: idSchema,
  type: z.int().check(z.refine((value) => InvoiceType.is(value), '发票类型不正确')),
  email: z.string().check(z.refine((value) => checkEmail(value) === true, { error: (issue) => String(checkEmail(String(issue.input))) })),
  /** Where the paper VAT special invoice goes; null for an e-invoice. */
  addressId: z.nullable(idSchema),
  remark: z._default(
    z.string().check(z.refine((value) => checkRemark(value) === true, { error: () => `备注不能超过 ${REMARK_MAX} 字` })),
    '',
  ),
});
export type InvoiceApply = z.input<typeof invoiceApplySchema>;

export const invoiceRequestSchema = z.object({
  id: idSchema,
  requestNo: z.string(),
  /** RequestStatus 1–6. */
  status: int(),
  type: int(),
  holder: int(),
  titleName: z.string(),
  taxNumber: z.string(),
  email: z.string(),
  address: z.nullable(z.object({ receiver: z.string(), mobile: z.string(), region: z.string(), street: z.string() })),
  orders: z.array(z.object({ id: idSchema, orderNo: z.string(), title: z.string(), amount: fenSchema })),
  amount: fenSchema,
  remark: z.string(),
  rejectReason: z.nullable(z.string()),
  /** 发票号码 once issued. */
  invoiceNo: z.nullable(z.string()),
  /** 快递单号 of a paper invoice once sent. */
  trackingNo: z.nullable(z.string()),
  appliedAt: timestampSchema,
  updatedAt: timestampSchema,
  actions: z.object({ cancel: z.boolean(), reapply: z.boolean() }),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;
