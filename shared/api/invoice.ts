import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common';
import {
  addressListSchema,
  invoiceAddressInputSchema,
  invoiceAddressSchema,
  invoiceApplySchema,
  invoiceableOrdersSchema,
  invoiceRequestSchema,
  invoiceTitleInputSchema,
  invoiceTitleSchema,
  titleListSchema,
} from '../schemas/invoice';

/** An order that cannot be invoiced: unpaid, free, paid with skill coins, refunded or being refunded. */
export const CODE_ORDER_NOT_INVOICEABLE = 5301;
/** An order already invoiced, or with a request under way. */
export const CODE_ORDER_ALREADY_INVOICED = 5302;
/** A VAT special invoice for a personal title, or a company title without its bank details. */
export const CODE_VAT_NEEDS_COMPANY = 5303;
/** A VAT special (paper) invoice with no postal address. */
export const CODE_ADDRESS_REQUIRED = 5304;
/** The request cannot be cancelled any more (reviewed, issued). */
export const CODE_INVOICE_NOT_CANCELLABLE = 5305;
/** More titles or addresses than may be kept. */
export const CODE_INVOICE_LIST_FULL = 5306;

const removedSchema = z.object({ id: z.number() });

export const listInvoiceTitles = defineEndpoint({
  id: 'invoice.title.list',
  method: 'GET',
  path: '/invoice/title',
  summary: '我的发票抬头（需要 token）：个人或企业，企业含税号与开户信息',
  data: titleListSchema,
  codes: [401],
});

export const createInvoiceTitle = defineEndpoint({
  id: 'invoice.title.create',
  method: 'POST',
  path: '/invoice/title',
  summary: '新增发票抬头（需要 token）：企业须填统一社会信用代码（校验位），开户信息要么不填、要么四项齐全；最多 10 个',
  body: invoiceTitleInputSchema,
  data: invoiceTitleSchema,
  codes: [401, CODE_INVOICE_LIST_FULL],
});

export const updateInvoiceTitle = defineEndpoint({
  id: 'invoice.title.update',
  method: 'PUT',
  path: '/invoice/title/:id',
  summary: '修改发票抬头（需要 token）；已提交的申请保留当时的抬头',
  params: idParamsSchema,
  body: invoiceTitleInputSchema,
  data: invoiceTitleSchema,
  codes: [401, 404],
});

export const deleteInvoiceTitle = defineEndpoint({
  id: 'invoice.title.delete',
  method: 'DELETE',
  path: '/invoice/title/:id',
  summary: '删除发票抬头（需要 token）',
  params: idParamsSchema,
  data: removedSchema,
  codes: [401, 404],
});

export const listInvoiceAddresses = defineEndpoint({
  id: 'invoice.address.list',
  method: 'GET',
  path: '/invoice/address',
  summary: '我的收件地址（需要 token）：默认地址在前；纸质专用发票寄往这里',
  data: addressListSchema,
  codes: [401],
});

export const createInvoiceAddress = defineEndpoint({
  id: 'invoice.address.create',
  method: 'POST',
  path: '/invoice/address',
  summary: '新增收件地址（需要 token）：isDefault 1 设为默认（其余变为 2），第一个地址总是默认；最多 10 个',
  body: invoiceAddressInputSchema,
  data: invoiceAddressSchema,
  codes: [401, CODE_INVOICE_LIST_FULL],
});

export const updateInvoiceAddress = defineEndpoint({
  id: 'invoice.address.update',
  method: 'PUT',
  path: '/invoice/address/:id',
  summary: '修改收件地址（需要 token）；取消唯一的默认地址不生效',
  params: idParamsSchema,
  body: invoiceAddressInputSchema,
  data: invoiceAddressSchema,
  codes: [401, 404],
});

export const deleteInvoiceAddress = defineEndpoint({
  id: 'invoice.address.delete',
  method: 'DELETE',
  path: '/invoice/address/:id',
  summary: '删除收件地址（需要 token）；删除默认地址时最新的一个成为默认',
  params: idParamsSchema,
  data: removedSchema,
  codes: [401, 404],
});

export const listInvoiceableOrders = defineEndpoint({
  id: 'invoice.orders',
  method: 'GET',
  path: '/invoice/orders',
  summary: '可开票的订单（需要 token）：已支付、实付金额大于 0、非技能币支付、未退款、未开票或申请被驳回/撤销',
  data: invoiceableOrdersSchema,
  codes: [401],
});

export const listInvoiceRequests = defineEndpoint({
  id: 'invoice.request.list',
  method: 'GET',
  path: '/invoice/request',
  summary: '开票记录（需要 token），最新在前：状态（申请/已通过/已驳回/已完成/失败/已取消）、驳回原因、发票号码',
  query: pageQuerySchema,
  data: pageOf(invoiceRequestSchema),
  codes: [401],
});

export const applyInvoice = defineEndpoint({
  id: 'invoice.request.apply',
  method: 'POST',
  path: '/invoice/request',
  summary:
    '申请开票（需要 token）：一个或多个已支付订单合开一张；普通发票为电子发票发至邮箱，增值税专用发票须企业抬头含开户信息并寄往收件地址',
  body: invoiceApplySchema,
  data: invoiceRequestSchema,
  codes: [401, 404, CODE_ORDER_NOT_INVOICEABLE, CODE_ORDER_ALREADY_INVOICED, CODE_VAT_NEEDS_COMPANY, CODE_ADDRESS_REQUIRED],
});

export const cancelInvoiceRequest = defineEndpoint({
  id: 'invoice.request.cancel',
  method: 'PUT',
  path: '/invoice/request/:id/cancel',
  summary: '撤销开票申请（需要 token）：仅审核前可撤销，订单随即可重新申请',
  params: idParamsSchema,
  data: invoiceRequestSchema,
  codes: [401, 404, CODE_INVOICE_NOT_CANCELLABLE],
});
