import { InvoiceHolder, InvoiceType } from '@shared/enums/finance';
import { checkEmail, checkRemark, INVOICE_LIMITS } from '@shared/lib/invoice-rules';
import type { InvoiceTitle } from '@shared/schemas/invoice';

/** What 申请开票 holds, in the order its sections stand (a failed send focuses the first with a message). */
export interface ApplyValues {
  orders: number[];
  type: number;
  /** The chosen title's id. */
  title: number | null;
  email: string;
  /** The chosen postal address's id (a paper VAT invoice only). */
  address: number | null;
  remark: string;
}

/** Why a title cannot take the chosen invoice type; null when it can. */
export const titleBlock = (title: InvoiceTitle, type: number) =>
  type !== InvoiceType.VAT_SPECIAL
    ? null
    : title.holder !== InvoiceHolder.COMPANY
      ? '个人抬头不能开具专用发票'
      : title.vatReady
        ? null
        : '缺少开户信息，编辑补全后可选';

/** Each checked field's rule (react-hook-form's `validate`): true, or the message. The type is a choice, always valid. */
export type ApplyRules = { [K in Exclude<keyof ApplyValues, 'type'>]: (value: ApplyValues[K], values: ApplyValues) => true | string };

/** The form's rules, the API's in the browser (it checks them again); the title's need the learner's titles. */
export const applyRules = (titles: readonly InvoiceTitle[]): ApplyRules => ({
  orders: (orders) =>
    orders.length === 0
      ? '请选择要开票的订单'
      : orders.length > INVOICE_LIMITS.ordersPerRequestMax
        ? `一次最多为 ${INVOICE_LIMITS.ordersPerRequestMax} 个订单开票`
        : true,
  title: (id, { type }) => {
    const title = titles.find((candidate) => candidate.id === id);
    return title ? (titleBlock(title, type) ?? true) : '请选择发票抬头';
  },
  email: checkEmail,
  address: (id, { type }) => (type === InvoiceType.VAT_SPECIAL && id === null ? '纸质专用发票需要收件地址' : true),
  remark: checkRemark,
});
