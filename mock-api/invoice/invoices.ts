import { InvoiceHolder, InvoiceType, DefaultAddressFlag } from '@shared/enums/finance';
import { MessageType, type MessageTypeValue } from '@shared/enums/message';
import { OrderStatus, PayMethod, RefundStatus, RequestStatus } from '@shared/enums/order';
import {
  CODE_ADDRESS_REQUIRED,
  CODE_INVOICE_LIST_FULL,
  CODE_INVOICE_NOT_CANCELLABLE,
  CODE_ORDER_ALREADY_INVOICED,
  CODE_ORDER_NOT_INVOICEABLE,
  CODE_VAT_NEEDS_COMPANY,
} from '@shared/api/invoice';
import { INVOICE_LIMITS, isVatReady, type AddressFields, type TitleFields } from '@shared/lib/invoice-rules';
import { formatFen } from '@shared/lib/order-rules';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import type { MessageBox } from '../message/message-box';
import type { OrderRecord, Orders } from '../orders/orders';

export interface TitleRecord extends TitleFields {
  id: number;
  accountId: number;
  updatedAt: number;
}

export interface AddressRecord extends AddressFields {
  id: number;
  accountId: number;
  isDefault: number;
  createdAt: number;
}

export interface InvoiceRequestRecord {
  id: number;
  requestNo: string;
  accountId: number;
  status: number;
  type: number;
  /** The title as it was when asked for (editing the title later does not change the request). */
  title: TitleFields;
  email: string;
  address: AddressFields | null;
  orders: { id: number; orderNo: string; title: string; amount: number }[];
  amount: number;
  remark: string;
  rejectReason: string | null;
  invoiceNo: string | null;
  trackingNo: string | null;
  appliedAt: number;
  updatedAt: number;
  /** When the review moves it on by itself; null when it waits no more. */
  nextAt: number | null;
  decision: { verdict: 'approve' } | { verdict: 'reject'; reason: string };
}

export interface ApplyInput {
  orderIds: number[];
  titleId: number;
  type: number;
  email: string;
  addressId: number | null;
  remark: string;
}

/** Requests kept per learner; the oldest finished ones go past it. */
const MAX_REQUESTS = 500;
export const DEFAULT_REJECT_REASON = '开票信息与税务登记信息不一致，请核对单位名称和纳税人识别号后重新申请';

/** Why an invoice cannot be asked for this order now; null when it can. One rule for the order card and the request. */
export function invoiceBlock(order: OrderRecord): { code: number; message: string } | null {
  const no = (message: string, code = CODE_ORDER_NOT_INVOICEABLE) => ({ code, message: `订单 ${order.orderNo} ${message}` });
  if (order.status !== OrderStatus.PAID) return no('未支付，不能开票');
  if (order.amount === 0) return no('为免费订单，无需开票');
  if (order.payMethod === PayMethod.SKILL_COIN) return no('使用技能币支付，不开具发票（充值技能币的订单可开票）');
  if (order.refund && order.refund.status !== RefundStatus.CANCELLED && order.refund.status !== RefundStatus.REFUSED)
    return no('已退款或正在退款，不能开票');
  if (order.invoice && order.invoice.status !== RequestStatus.REJECTED && order.invoice.status !== RequestStatus.CANCELLED) {
    return no(order.invoice.status === RequestStatus.DONE ? '已开具发票' : '的开票申请正在处理中', CODE_ORDER_ALREADY_INVOICED);
  }
  return null;
}

const kindLabel = (type: number, holder: number) =>
  `${type === InvoiceType.VAT_SPECIAL ? '增值税专用发票' : '电子普通发票'} · ${InvoiceHolder.label(holder as 1 | 2)}`;

/**
 * Invoice titles, postal addresses and invoice requests of every learner. A request moves
 * 申请 → 已通过 → 已完成 one review step at a time (MOCK_REVIEW_STEP_SECONDS), or 已驳回 when the
 * developer control says so; each step reaches the orders' timelines and 我的消息.
 */
export class Invoices implements AccountScopedState {
  private readonly titles = new Map<number, TitleRecord[]>();
  private readonly addresses = new Map<number, AddressRecord[]>();
  private readonly requests = new Map<number, InvoiceRequestRecord[]>();
  private readonly byId = new Map<number, InvoiceRequestRecord>();
  private nextTitleId = 1;
  private nextAddressId = 1;
  private nextRequestId = 1;

  constructor(
    states: AccountStateRegistry,
    private readonly options: { now: () => number; orders: Orders; messages: MessageBox; stepMs: number },
  ) {
    states.register(this);
  }

  // ---- Titles ---------------------------------------------------------------------------------

  titlesOf(accountId: number): TitleRecord[] {
    return [...(this.titles.get(accountId) ?? [])].sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
  }

  saveTitle(accountId: number, fields: TitleFields, id?: number): TitleRecord {
    const list = this.listFor(this.titles, accountId);
    if (id !== undefined) {
      const title = list.find((candidate) => candidate.id === id);
      if (!title) throw new BusinessError(CODE_NOT_FOUND, '发票抬头不存在');
      return Object.assign(title, fields, { updatedAt: this.options.now() });
    }
    if (list.length >= INVOICE_LIMITS.titlesMax)
      throw new BusinessError(CODE_INVOICE_LIST_FULL, `最多保存 ${INVOICE_LIMITS.titlesMax} 个发票抬头，请先删除不用的`);
    const title: TitleRecord = { id: this.nextTitleId++, accountId, ...fields, updatedAt: this.options.now() };
    list.push(title);
    return title;
  }

  deleteTitle(accountId: number, id: number): void {
    const list = this.listFor(this.titles, accountId);
    const index = list.findIndex((title) => title.id === id);
    if (index < 0) throw new BusinessError(CODE_NOT_FOUND, '发票抬头不存在');
    list.splice(index, 1);
  }

  // ---- Addresses ------------------------------------------------------------------------------

  /** The default first, then the newest. */
  addressesOf(accountId: number): AddressRecord[] {
    return [...(this.addresses.get(accountId) ?? [])].sort((a, b) => a.isDefault - b.isDefault || b.createdAt - a.createdAt || b.id - a.id);
  }

  /** Exactly one default whenever there is an address: a new default unsets the old; the only one is always default. */
  saveAddress(accountId: number, fields: AddressFields & { isDefault: number }, id?: number): AddressRecord {
    const list = this.listFor(this.addresses, accountId);
    let address: AddressRecord;
    if (id !== undefined) {
      const found = list.find((candidate) => candidate.id === id);
      if (!found) throw new BusinessError(CODE_NOT_FOUND, '收件地址不存在');
      address = Object.assign(found, fields);
    } else {
      if (list.length >= INVOICE_LIMITS.addressesMax)
        throw new BusinessError(CODE_INVOICE_LIST_FULL, `最多保存 ${INVOICE_LIMITS.addressesMax} 个收件地址，请先删除不用的`);
      address = { id: this.nextAddressId++, accountId, ...fields, createdAt: this.options.now() };
      list.push(address);
    }
    if (address.isDefault === DefaultAddressFlag.DEFAULT)
      for (const other of list) if (other !== address) other.isDefault = DefaultAddressFlag.NOT_DEFAULT;
    this.keepOneDefault(list, address);
    return address;
  }

  deleteAddress(accountId: number, id: number): void {
    const list = this.listFor(this.addresses, accountId);
    const index = list.findIndex((address) => address.id === id);
    if (index < 0) throw new BusinessError(CODE_NOT_FOUND, '收件地址不存在');
    list.splice(index, 1);
    this.keepOneDefault(list);
  }

  private keepOneDefault(list: AddressRecord[], preferred?: AddressRecord): void {
    if (list.length === 0 || list.some((address) => address.isDefault === DefaultAddressFlag.DEFAULT)) return;
    const next = preferred ?? [...list].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)[0]!;
    next.isDefault = DefaultAddressFlag.DEFAULT;
  }

  // ---- Requests -------------------------------------------------------------------------------

  /** Newest first, each brought up to date with the review schedule. */
  requestsOf(accountId: number): InvoiceRequestRecord[] {
    const list = this.requests.get(accountId) ?? [];
    for (const request of list) this.settle(request);
    return [...list].sort((a, b) => b.appliedAt - a.appliedAt || b.id - a.id);
  }

  lastEmailOf(accountId: number): string {
    const list = this.requests.get(accountId) ?? [];
    return list.length ? list.reduce((latest, request) => (request.appliedAt >= latest.appliedAt ? request : latest)).email : '';
  }

  apply(accountId: number, input: ApplyInput, at = this.options.now()): InvoiceRequestRecord {
    const title = this.titles.get(accountId)?.find((candidate) => candidate.id === input.titleId);
    if (!title) throw new BusinessError(CODE_NOT_FOUND, '发票抬头不存在，请重新选择');
    const vat = input.type === InvoiceType.VAT_SPECIAL;
    if (vat && title.holder !== InvoiceHolder.COMPANY) throw new BusinessError(CODE_VAT_NEEDS_COMPANY, '增值税专用发票只能开给企业抬头');
    if (vat && !isVatReady(title))
      throw new BusinessError(CODE_VAT_NEEDS_COMPANY, '开具增值税专用发票需要完整的开户银行、银行账号、注册地址和注册电话');
    let address: AddressFields | null = null;
    if (vat) {
      const found =
        input.addressId === null ? undefined : this.addresses.get(accountId)?.find((candidate) => candidate.id === input.addressId);
      if (!found) throw new BusinessError(CODE_ADDRESS_REQUIRED, '增值税专用发票为纸质发票，请选择收件地址');
      address = { receiver: found.receiver, mobile: found.mobile, region: found.region, street: found.street };
    }
    // Every order is checked before any is touched: a refusal changes nothing.
    const orders = input.orderIds.map((id) => this.options.orders.settle(this.options.orders.own(accountId, id)));
    for (const order of orders) {
      const block = invoiceBlock(order);
      if (block) throw new BusinessError(block.code, block.message);
    }
    const id = this.nextRequestId++;
    const day = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const request: InvoiceRequestRecord = {
      id,
      requestNo: `FP${day}${String(id).padStart(6, '0')}`,
      accountId,
      status: RequestStatus.APPLY,
      type: input.type,
      title: {
        holder: title.holder,
        name: title.name,
        taxNumber: title.taxNumber,
        bank: title.bank,
        bankAccount: title.bankAccount,
        registeredAddress: title.registeredAddress,
        registeredPhone: title.registeredPhone,
      },
      email: input.email.trim(),
      address,
      orders: orders.map((order) => ({ id: order.id, orderNo: order.orderNo, title: order.product.title, amount: order.amount })),
      amount: orders.reduce((sum, order) => sum + order.amount, 0),
      remark: input.remark.trim(),
      rejectReason: null,
      invoiceNo: null,
      trackingNo: null,
      appliedAt: at,
      updatedAt: at,
      nextAt: at + this.options.stepMs,
      decision: { verdict: 'approve' },
    };
    this.keep(request);
    this.linkOrders(
      request,
      'invoice_applied',
      '申请发票',
      `${kindLabel(request.type, request.title.holder)}：${request.title.name}，${formatFen(request.amount)}`,
      at,
    );
    this.notify(request, MessageType.INVOICE_APPLY, '发票申请已提交', `${formatFen(request.amount)}，平台将在 1 个工作日内审核。`, at);
    return request;
  }

  cancel(accountId: number, id: number): InvoiceRequestRecord {
    const request = this.own(accountId, id);
    this.settle(request);
    if (request.status !== RequestStatus.APPLY)
      throw new BusinessError(
        CODE_INVOICE_NOT_CANCELLABLE,
        request.status === RequestStatus.CANCELLED ? '该申请已撤销' : '申请已审核，不能撤销',
      );
    const at = this.options.now();
    request.status = RequestStatus.CANCELLED;
    request.nextAt = null;
    request.updatedAt = at;
    this.linkOrders(request, 'invoice_cancelled', '撤销开票申请', '你撤销了开票申请，可重新申请', at);
    return request;
  }

  /** Developer control: the review's next step now, with the platform's verdict if given. */
  advance(id: number, decision?: InvoiceRequestRecord['decision']): InvoiceRequestRecord {
    const request = this.byId.get(id);
    if (!request) throw new BusinessError(CODE_NOT_FOUND, '开票申请不存在');
    this.settle(request);
    if (decision) request.decision = decision;
    if (request.nextAt !== null) this.step(request, Math.max(request.appliedAt, this.options.now()));
    return request;
  }

  settle(request: InvoiceRequestRecord): InvoiceRequestRecord {
    const now = this.options.now();
    while (request.nextAt !== null && request.nextAt <= now) this.step(request, request.nextAt);
    return request;
  }

  /** Everything due for every learner (the message centre calls it before it lists). */
  settleDue(): void {
    for (const list of this.requests.values()) for (const request of list) if (request.nextAt !== null) this.settle(request);
  }

  /**
   * A deleted account's invoice requests stay as tax law requires (the title, amount and orders they
   * invoice); where they were sent (e-mail, postal address) and the saved titles and addresses go.
   */
  purgeAccount(accountId: number): void {
    this.titles.delete(accountId);
    this.addresses.delete(accountId);
    for (const request of this.requests.get(accountId) ?? []) {
      request.email = '';
      request.address = null;
    }
  }

  dropAccount(accountId: number): void {
    this.titles.delete(accountId);
    this.addresses.delete(accountId);
    for (const request of this.requests.get(accountId) ?? []) this.byId.delete(request.id);
    this.requests.delete(accountId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.titles.has(accountId) || this.addresses.has(accountId) || this.requests.has(accountId)) return true;
    for (const request of this.byId.values()) if (request.accountId === accountId) return true;
    return false;
  }

  private step(request: InvoiceRequestRecord, at: number): void {
    const vat = request.type === InvoiceType.VAT_SPECIAL;
    request.updatedAt = at;
    if (request.status === RequestStatus.APPLY && request.decision.verdict === 'reject') {
      request.status = RequestStatus.REJECTED;
      request.rejectReason = request.decision.reason;
      request.nextAt = null;
      this.linkOrders(request, 'invoice_rejected', '开票申请被驳回', request.rejectReason, at);
      this.notify(request, MessageType.INVOICE_AUDIT, '开票申请被驳回', `${request.rejectReason}。修改后可重新申请。`, at);
    } else if (request.status === RequestStatus.APPLY) {
      request.status = RequestStatus.APPROVED;
      request.nextAt = at + this.options.stepMs;
      this.linkOrders(
        request,
        'invoice_approved',
        '开票申请已通过',
        vat ? '专用发票开具后将以快递寄出' : '电子发票开具后将发送至你的邮箱',
        at,
      );
      this.notify(request, MessageType.INVOICE_AUDIT, '开票申请已通过', '发票正在开具，请留意后续通知。', at);
    } else if (request.status === RequestStatus.APPROVED) {
      request.status = RequestStatus.DONE;
      // 全电发票号码: 20 digits, the year first; derived from the request so a seeded run is the same every time.
      request.invoiceNo = `${new Date(at + 8 * 3_600_000).getUTCFullYear() % 100}${String((request.id * 7_919 + Math.floor(at / 1000)) % 10 ** 9).padStart(9, '0')}${String(request.id).padStart(9, '0')}`;
      if (vat) request.trackingNo = `SF${String((request.id * 104_729 + Math.floor(at / 1000)) % 10 ** 12).padStart(12, '0')}`;
      request.nextAt = null;
      const where = vat ? `已由顺丰寄出，运单号 ${request.trackingNo}` : `已发送至 ${request.email}`;
      this.linkOrders(request, 'invoice_issued', '发票已开具', `发票号码 ${request.invoiceNo}，${where}`, at);
      this.notify(request, MessageType.INVOICE_AUDIT, '发票已开具', `发票号码 ${request.invoiceNo}，${where}。`, at);
    } else {
      request.nextAt = null;
    }
  }

  private linkOrders(
    request: InvoiceRequestRecord,
    event: Parameters<Orders['linkInvoice']>[2],
    title: string,
    detail: string,
    at: number,
  ): void {
    for (const { id } of request.orders) {
      const order = this.options.orders.get(id);
      if (!order) continue;
      // A request replaced by a newer one for the same order no longer speaks for it.
      if (order.invoice && order.invoice.requestId !== request.id && event !== 'invoice_applied') continue;
      this.options.orders.linkInvoice(
        order,
        {
          requestId: request.id,
          status: request.status,
          title: kindLabel(request.type, request.title.holder),
          rejectReason: request.rejectReason,
        },
        event,
        title,
        detail,
        at,
      );
    }
  }

  private notify(request: InvoiceRequestRecord, type: MessageTypeValue, action: string, content: string, at: number): void {
    const [first] = request.orders;
    const subject = request.orders.length > 1 ? `${first?.title ?? ''} 等 ${request.orders.length} 个订单` : (first?.title ?? '');
    this.options.messages.notify(
      request.accountId,
      {
        type,
        senderId: null,
        action,
        title: kindLabel(request.type, request.title.holder),
        quote: `申请编号 ${request.requestNo} · ${subject}`,
        content,
        link: '/setting/invoice',
      },
      at,
    );
  }

  private own(accountId: number, id: number): InvoiceRequestRecord {
    const request = this.byId.get(id);
    if (!request || request.accountId !== accountId) throw new BusinessError(CODE_NOT_FOUND, '开票申请不存在');
    return request;
  }

  private keep(request: InvoiceRequestRecord): void {
    const list = this.listFor(this.requests, request.accountId);
    list.push(request);
    this.byId.set(request.id, request);
    if (list.length > MAX_REQUESTS) {
      const index = list.findIndex((old) => old.nextAt === null);
      const [removed] = list.splice(index < 0 ? 0 : index, 1);
      if (removed) this.byId.delete(removed.id);
    }
  }

  private listFor<T>(map: Map<number, T[]>, accountId: number): T[] {
    let list = map.get(accountId);
    if (!list) map.set(accountId, (list = []));
    return list;
  }
}
