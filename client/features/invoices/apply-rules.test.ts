import { describe, expect, it } from 'vitest';
import { InvoiceHolder, InvoiceType } from '@shared/enums/finance';
import { INVOICE_LIMITS } from '@shared/lib/invoice-rules';
import type { InvoiceTitle } from '@shared/schemas/invoice';
import { applyRules, titleBlock, type ApplyRules, type ApplyValues } from './apply-rules';

const title = (id: number, holder: number, vatReady: boolean) => ({ id, holder, vatReady, name: `t${id}` }) as unknown as InvoiceTitle;
const person = title(1, InvoiceHolder.PERSONAL, false);
const companyReady = title(2, InvoiceHolder.COMPANY, true);
const companyBare = title(3, InvoiceHolder.COMPANY, false);
const ordinary: ApplyValues = { orders: [7], type: InvoiceType.ORDINARY, title: 1, email: 'a@example.com', address: null, remark: '' };

/** Each field's message for these values (undefined: it passes), as a send checks them. */
function problems(values: ApplyValues, titles: InvoiceTitle[] = [person, companyReady, companyBare]) {
  const rules = applyRules(titles);
  const found: Record<string, string> = {};
  for (const name of Object.keys(rules) as (keyof ApplyRules)[]) {
    const result = (rules[name] as (value: unknown, all: ApplyValues) => true | string)(values[name], values);
    if (result !== true) found[name] = result;
  }
  return found;
}

describe('申请开票 rules', () => {
  it('an ordinary e-invoice needs orders, a title and an e-mail; no postal address', () => {
    expect(problems(ordinary)).toEqual({});
    expect(problems({ ...ordinary, orders: [], title: null, email: '' })).toEqual({
      orders: '请选择要开票的订单',
      title: '请选择发票抬头',
      email: '请输入接收电子发票的邮箱',
    });
    const tooMany = Array.from({ length: INVOICE_LIMITS.ordersPerRequestMax + 1 }, (_, index) => index + 1);
    expect(problems({ ...ordinary, orders: tooMany }).orders).toBe(`一次最多为 ${INVOICE_LIMITS.ordersPerRequestMax} 个订单开票`);
    expect(problems({ ...ordinary, title: 99 }, [person]).title).toBe('请选择发票抬头');
  });

  it('a paper VAT invoice needs a company title with its bank details, and an address', () => {
    const vat = { ...ordinary, type: InvoiceType.VAT_SPECIAL };
    expect(problems(vat)).toEqual({ title: '个人抬头不能开具专用发票', address: '纸质专用发票需要收件地址' });
    expect(problems({ ...vat, title: 3, address: 5 })).toEqual({ title: '缺少开户信息，编辑补全后可选' });
    expect(problems({ ...vat, title: 2, address: 5 })).toEqual({});
    expect(titleBlock(companyBare, InvoiceType.ORDINARY)).toBeNull();
  });
});
