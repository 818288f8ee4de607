import { randomBytes } from 'node:crypto';
import { MessageType, type MessageTypeValue } from '@shared/enums/message';
import { OrderStatus, PayMethod, RefundStatus, type OrderStatusValue } from '@shared/enums/order';
import { CoinEntryKind, coinCostOf, formatFen, RefundReason } from '@shared/lib/order-rules';
import {
  CODE_COINS_INSUFFICIENT,
  CODE_ORDER_CLOSED,
  CODE_ORDER_NOT_CANCELLABLE,
  CODE_ORDER_PAID,
  CODE_PAY_METHOD_UNAVAILABLE,
  CODE_REFUND_NOT_ALLOWED,
  type PayChannel,
} from '@shared/api/order';
import type { OrderEvent, ProductSnapshot } from '@shared/schemas/order';
import type { Account } from '../account/account-seed';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import { ExpiringMap } from '../core/expiring-map';
import type { AccountScopedState, AccountStateRegistry } from '../core/account-scoped-state';
import type { MessageBox } from '../message/message-box';
import type { CoinLedger } from './coin-ledger';
import type { Grant, Purchasable } from './products';

export interface StoredEvent {
  kind: OrderEvent['kind'];
  at: number;
  title: string;
  detail: string;
}

/** A payment handed to WeChat or the aggregated cashier, named by its ticket (the transaction a notice names). */
export interface OnlinePayment {
  method: number;
  channel: PayChannel;
  ticket: string;
  expiresAt: number;
}

export interface RefundRecord {
  status: number;
  reason: number;
  description: string;
  amount: number;
  coinAmount: number;
  appliedAt: number;
  rejectReason: string | null;
  /** When the schedule moves it on by itself; null when it waits (finished, or cancelled). */
  nextAt: number | null;
  /** The platform's decision when it comes to one (the developer control may set it first). */
  decision: 'agree' | 'refuse';
}

export interface InvoiceLink {
  requestId: number;
  status: number;
  title: string;
  rejectReason: string | null;
}

export interface OrderRecord {
  id: number;
  orderNo: string;
  accountId: number;
  product: ProductSnapshot;
  grant: Grant;
  amount: number;
  coinAmount: number;
  payMethod: number | null;
  status: OrderStatusValue;
  createdAt: number;
  paidAt: number | null;
  deadline: number;
  events: StoredEvent[];
  refund: RefundRecord | null;
  invoice: InvoiceLink | null;
  /** The online payment in progress (WeChat's QR code or H5 page, the aggregated cashier). */
  online: OnlinePayment | null;
  /** The wallet the money came from (微信, 支付宝), where a refund goes back to; null for coins or free. */
  paidVia: string | null;
  /** The last QR code shown for this order, kept after it closes: a late notice names it. */
  lastTicket: string | null;
  /** WeChat notices handled, by transaction: WeChat repeats one until it is acknowledged. */
  notices: Set<string>;
  /** Pay calls by idempotency key: the same key again answers the same way, charging nothing. */
  payKeys: Set<string>;
}

/** What the rest of the mock does when money moves: open or take back what was bought. */
export interface OrderHooks {
  grant(order: OrderRecord): void;
  revoke(order: OrderRecord): void;
  accountOf(id: number): Account | undefined;
}

export interface OrdersOptions {
  now: () => number;
  messages: MessageBox;
  coins: CoinLedger;
  hooks: OrderHooks;
  /** Unpaid orders close as 101 this long after they were made (MOCK_ORDER_TTL_SECONDS, default 15 minutes). */
  ttlMs?: number;
  /** Each step of a refund's review takes this long (MOCK_REFUND_STEP_SECONDS, default 10 s). */
  refundStepMs?: number;
  maxOrders?: number;
}

const awaitingPayment = (order: OrderRecord) => order.status === OrderStatus.CREATED || order.status === OrderStatus.READY_TO_PAY;
const CLOSED_MESSAGES: Partial<Record<number, string>> = {
  [OrderStatus.CANCELLED]: '订单已取消，请重新下单',
  [OrderStatus.TIMEOUT]: '订单已超时关闭，请重新下单',
  [OrderStatus.PAY_FAILED]: '订单支付失败已关闭，请重新下单',
  [OrderStatus.CHARGED_BACK]: '订单已退款，请重新下单',
};

/**
 * Every learner's orders and what happens to them: creation (one per idempotency key), WeChat and
 * skill-coin payment (a second charge is impossible: the status moves under the same synchronous
 * step that takes the coins), cancellation, the 101 timeout, and refunds that move through their
 * review on a schedule. Time-driven changes happen lazily: `settle` runs before any read.
 */
export class Orders implements AccountScopedState {
  readonly ttlMs: number;
  readonly refundStepMs: number;
  private readonly byId = new Map<number, OrderRecord>();
  private readonly byAccount = new Map<number, number[]>();
  /** Orders with a deadline or a refund step still to come. */
  private readonly pending = new Set<number>();
  private readonly createKeys: ExpiringMap<string, number>;
  /** Order id → the key it was created under, so an evicted account's keys go with its orders. */
  private readonly createKeyOf = new Map<number, string>();
  private nextId = 1;
  private readonly now: () => number;
  private readonly maxOrders: number;

  constructor(
    states: AccountStateRegistry,
    private readonly options: OrdersOptions,
  ) {
    states.register(this);
    this.now = options.now;
    this.ttlMs = options.ttlMs ?? 15 * 60_000;
    this.refundStepMs = options.refundStepMs ?? 10_000;
    this.maxOrders = options.maxOrders ?? 200_000;
    this.createKeys = new ExpiringMap({ ttlMs: 24 * 3_600_000, maxEntries: 100_000, now: this.now });
  }

  get(id: number): OrderRecord | undefined {
    const order = this.byId.get(id);
    if (order) this.settle(order);
    return order;
  }

  /** The learner's own order; someone else's is as unknown as a missing one. */
  own(accountId: number, id: number): OrderRecord {
    const order = this.get(id);
    if (!order || order.accountId !== accountId) throw new BusinessError(CODE_NOT_FOUND, '订单不存在或不属于当前账号');
    return order;
  }

  /** Newest first. */
  listOf(accountId: number): OrderRecord[] {
    const ids = this.byAccount.get(accountId) ?? [];
    const list: OrderRecord[] = [];
    for (let index = ids.length - 1; index >= 0; index -= 1) {
      const order = this.get(ids[index]!);
      if (order) list.push(order);
    }
    return list;
  }

  /** An unpaid order of this learner for this product, if any (the checkout offers it). */
  pendingFor(accountId: number, type: number, productId: number): OrderRecord | undefined {
    return this.listOf(accountId).find((order) => awaitingPayment(order) && order.product.type === type && order.product.id === productId);
  }

  /** A paid order of this learner for this product, not refunded. */
  paidFor(accountId: number, type: number, productId: number): OrderRecord | undefined {
    return this.listOf(accountId).find(
      (order) => order.status === OrderStatus.PAID && order.product.type === type && order.product.id === productId,
    );
  }

  create(account: Account, purchasable: Purchasable, key: string, at = this.now()): OrderRecord {
    const keyed = this.createKeys.get(`${account.id}:${key}`);
    const existing = keyed === undefined ? undefined : this.byId.get(keyed);
    if (existing) return this.settle(existing);
    const id = this.nextId++;
    const day = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const order: OrderRecord = {
      id,
      orderNo: `${day}${String(id).padStart(8, '0')}`,
      accountId: account.id,
      product: purchasable.snapshot,
      grant: purchasable.grant,
      amount: purchasable.snapshot.price,
      coinAmount: 0,
      payMethod: null,
      status: OrderStatus.CREATED,
      createdAt: at,
      paidAt: null,
      // A fee due by a deadline closes by then: a WeChat notice after it is refunded, not taken.
      deadline: Math.min(at + this.ttlMs, purchasable.payBy ?? Infinity),
      events: [{ kind: 'created', at, title: '提交订单', detail: `订单号 ${day}${String(id).padStart(8, '0')}` }],
      refund: null,
      invoice: null,
      online: null,
      paidVia: null,
      lastTicket: null,
      notices: new Set(),
      payKeys: new Set(),
    };
    this.store(order);
    this.createKeys.set(`${account.id}:${key}`, id);
    this.createKeyOf.set(id, `${account.id}:${key}`);
    if (order.amount === 0) this.markPaid(order, PayMethod.FREE, at);
    else this.pending.add(id);
    return order;
  }

  /**
   * Pays online — WeChat by its QR code or its H5 page, the aggregated cashier (always a page) — and
   * completes when the provider's notice comes; or with skill coins (at once). The same key again is
   * a no-op answered with the order as it stands. One payment at a time: another method or channel
   * closes the one open first (its ticket pays nothing more; a late notice for it is refunded).
   */
  pay(
    account: Account,
    id: number,
    method: number,
    key: string,
    channel: PayChannel = 'qr',
  ): { order: OrderRecord; online: OnlinePayment | null } {
    const order = this.own(account.id, id);
    if (order.payKeys.has(key)) return { order, online: awaitingPayment(order) ? order.online : null };
    if (order.status === OrderStatus.PAID) throw new BusinessError(CODE_ORDER_PAID, '订单已支付，请勿重复支付');
    if (!awaitingPayment(order)) throw new BusinessError(CODE_ORDER_CLOSED, CLOSED_MESSAGES[order.status] ?? '订单已关闭');
    if (method === PayMethod.SKILL_COIN) {
      if (order.grant.kind === 'coins') throw new BusinessError(CODE_PAY_METHOD_UNAVAILABLE, '技能币不能用于购买技能币');
      const cost = coinCostOf(order.amount);
      if (account.coinBalance < cost)
        throw new BusinessError(CODE_COINS_INSUFFICIENT, `技能币余额不足：需要 ${cost}，当前余额 ${account.coinBalance}`);
      // One method at a time: the QR code showing is closed before the coins go (WeChat's closeorder),
      // in the same synchronous step. A notice that still arrives for it is refunded (completeWechat).
      if (order.online) this.closeOnline(order, '改用技能币支付');
      this.options.coins.change(account, CoinEntryKind.SPEND, -cost, `购买「${order.product.title}」`, order.id);
      order.coinAmount = cost;
      order.payKeys.add(key);
      this.markPaid(order, PayMethod.SKILL_COIN);
      return { order, online: null };
    }
    order.payKeys.add(key);
    // The cashier is a page of its own: it has no QR code of ours.
    const wanted = method === PayMethod.AGGREGATED ? 'h5' : channel;
    if (order.online && (order.online.method !== method || order.online.channel !== wanted))
      this.closeOnline(order, `改用${PayMethod.label(method)}${wanted === 'qr' ? '扫码' : ''}`);
    if (!order.online) {
      order.online = { method, channel: wanted, ticket: randomBytes(12).toString('hex'), expiresAt: order.deadline };
      order.lastTicket = order.online.ticket;
      order.status = OrderStatus.READY_TO_PAY;
      order.payMethod = method;
      const waiting =
        wanted === 'qr' ? '等待扫码支付' : method === PayMethod.AGGREGATED ? '已打开收银台，等待付款' : '已打开微信支付页面，等待付款';
      this.event(order, 'paying', `发起${PayMethod.label(method)}`, waiting);
    }
    return { order, online: order.online };
  }

  /** Closes the payment open (the provider's closeorder): its QR code or page pays nothing more. */
  private closeOnline(order: OrderRecord, why: string): void {
    const open = order.online!;
    order.online = null;
    this.event(
      order,
      'wechat_closed',
      `关闭${PayMethod.label(open.method)}`,
      `${why}，${open.channel === 'qr' ? '支付二维码' : '支付页面'}已失效`,
    );
  }

  /**
   * WeChat's notice that the learner paid (the developer control, or the stand-in pay page), named
   * by its transaction (by default the QR code it paid). The same notice again is acknowledged and
   * changes nothing. Money that arrives for an order that can no longer take it — paid meanwhile
   * with coins or by another transaction, or closed after its QR code was shown — is refunded at
   * once, on the timeline and in 我的消息: it is never kept without a record.
   */
  completeWechat(id: number, transactionId?: string, wallet = '微信'): OrderRecord {
    const order = this.existing(id);
    const transaction = transactionId ?? order.online?.ticket ?? order.lastTicket ?? `order-${order.id}`;
    if (order.notices.has(transaction)) return order;
    if (awaitingPayment(order)) {
      order.notices.add(transaction);
      this.markPaid(order, order.online?.method ?? PayMethod.WECHAT, this.now(), wallet);
      return order;
    }
    // No QR code was ever shown and no transaction named: WeChat cannot have taken any money.
    if (order.lastTicket === null && transactionId === undefined) {
      if (order.status === OrderStatus.PAID) return order;
      throw new BusinessError(CODE_ORDER_CLOSED, CLOSED_MESSAGES[order.status] ?? '订单已关闭');
    }
    order.notices.add(transaction);
    this.refundDuplicate(order);
    return order;
  }

  private refundDuplicate(order: OrderRecord): void {
    const money = formatFen(order.amount);
    const paid = order.status === OrderStatus.PAID;
    const why = !paid ? '订单已关闭' : order.payMethod === PayMethod.SKILL_COIN ? '订单已使用技能币支付' : '订单已支付过';
    this.event(
      order,
      'duplicate_refunded',
      paid ? '重复支付已退款' : '款项已退回',
      `收到一笔在线支付 ${money}，${why}，该笔款项已自动原路退回`,
    );
    this.notify(
      order,
      MessageType.ORDER_REFUND_AUDIT,
      paid ? '重复支付已自动退款' : '订单已关闭，款项已自动退回',
      `${why}，收到的在线支付 ${money} 已原路退回你的支付账户，预计 1–3 个工作日到账。`,
    );
  }

  /** WeChat's notice that the payment failed: the order closes as 4. */
  failWechat(id: number): OrderRecord {
    const order = this.existing(id);
    if (!awaitingPayment(order))
      throw new BusinessError(order.status === OrderStatus.PAID ? CODE_ORDER_PAID : CODE_ORDER_CLOSED, '只有待支付的订单可以置为支付失败');
    this.close(order, OrderStatus.PAY_FAILED, '支付失败', '微信支付未完成，订单已关闭');
    return order;
  }

  cancel(accountId: number, id: number): OrderRecord {
    const order = this.own(accountId, id);
    if (!awaitingPayment(order))
      throw new BusinessError(
        CODE_ORDER_NOT_CANCELLABLE,
        order.status === OrderStatus.PAID ? '订单已支付，不能取消；如需退款请申请退款' : '订单已关闭，无需取消',
      );
    this.close(order, OrderStatus.CANCELLED, '取消订单', '你取消了订单');
    return order;
  }

  /** Starts a refund; the caller has checked the window and the share learnt. */
  applyRefund(order: OrderRecord, reason: number, description: string): OrderRecord {
    const at = this.now();
    order.refund = {
      status: RefundStatus.APPLYING,
      reason,
      description,
      amount: order.payMethod === PayMethod.SKILL_COIN ? 0 : order.amount,
      coinAmount: order.coinAmount,
      appliedAt: at,
      rejectReason: null,
      nextAt: at + this.refundStepMs,
      decision: 'agree',
    };
    this.pending.add(order.id);
    this.event(order, 'refund_applied', '申请退款', `${RefundReason.label(reason)}${description ? `：${description}` : ''}`);
    this.notify(order, MessageType.ORDER_REFUND, '退款申请已提交', '平台将在 1 个工作日内审核，请留意消息通知。');
    return order;
  }

  cancelRefund(accountId: number, id: number): OrderRecord {
    const order = this.own(accountId, id);
    if (order.refund?.status !== RefundStatus.APPLYING) throw new BusinessError(CODE_REFUND_NOT_ALLOWED, '退款已进入处理流程，不能撤销');
    order.refund.status = RefundStatus.CANCELLED;
    order.refund.nextAt = null;
    this.event(order, 'refund_cancelled', '撤销退款申请', '你撤销了退款申请');
    return order;
  }

  /** Moves a refund one step now (the developer control); `decision` decides a refund still under review. */
  advanceRefund(id: number, decision?: 'agree' | 'refuse'): OrderRecord {
    const order = this.existing(id);
    const refund = order.refund;
    if (!refund || refund.nextAt === null) throw new BusinessError(CODE_REFUND_NOT_ALLOWED, '该订单没有进行中的退款');
    if (decision) refund.decision = decision;
    this.stepRefund(order, this.now());
    return order;
  }

  /** Attaches the invoice request's state (the invoice module owns requests). */
  linkInvoice(order: OrderRecord, invoice: InvoiceLink, event: StoredEvent['kind'], title: string, detail: string, at = this.now()): void {
    order.invoice = invoice;
    this.event(order, event, title, detail, at);
  }

  /** Orders waiting for WeChat (the stand-in pay page finds its order by the QR's ticket). */
  pendingWechat(): OrderRecord[] {
    this.settleDue();
    return [...this.pending].map((id) => this.byId.get(id)).filter((order): order is OrderRecord => order?.online != null);
  }

  /** Runs every time-driven change that is due (the message centre calls it before it lists). */
  settleDue(): void {
    for (const id of [...this.pending]) {
      const order = this.byId.get(id);
      if (order) this.settle(order);
      else this.pending.delete(id);
    }
  }

  /** Applies what the clock says happened since the order was last read. */
  settle(order: OrderRecord): OrderRecord {
    const now = this.now();
    if (awaitingPayment(order) && now >= order.deadline)
      this.close(order, OrderStatus.TIMEOUT, '超时关闭', '订单超时未支付，已自动关闭', order.deadline);
    while (order.refund && order.refund.nextAt !== null && order.refund.nextAt <= now) this.stepRefund(order, order.refund.nextAt);
    if (!awaitingPayment(order) && !(order.refund && order.refund.nextAt !== null)) this.pending.delete(order.id);
    return order;
  }

  private stepRefund(order: OrderRecord, at: number): void {
    const refund = order.refund!;
    const next = at + this.refundStepMs;
    const money = refund.coinAmount > 0 ? `${refund.coinAmount} 技能币` : formatFen(refund.amount);
    switch (refund.status) {
      case RefundStatus.APPLYING:
        if (refund.decision === 'refuse') {
          refund.status = RefundStatus.REFUSED;
          refund.rejectReason = '该课程已超过退款条件，或申请理由与实际情况不符';
          refund.nextAt = null;
          this.event(order, 'refund_refused', '退款申请被拒绝', refund.rejectReason, at);
          this.notify(order, MessageType.ORDER_REFUND_AUDIT, '退款申请未通过', refund.rejectReason, at);
        } else {
          refund.status = RefundStatus.AGREED;
          refund.nextAt = next;
          this.event(order, 'refund_agreed', '退款申请已同意', `将退回 ${money}`, at);
          this.notify(order, MessageType.ORDER_REFUND_AUDIT, '退款申请已同意', `将退回 ${money}，请留意到账通知。`, at);
        }
        return;
      case RefundStatus.AGREED:
        refund.status = RefundStatus.REFUNDING;
        refund.nextAt = next;
        this.event(
          order,
          'refunding',
          '退款处理中',
          refund.coinAmount > 0 ? '技能币将退回账户余额' : `款项将原路退回${order.paidVia ?? '微信'}`,
          at,
        );
        this.notify(
          order,
          MessageType.ORDER_REFUND_AUDIT,
          '退款处理中',
          refund.coinAmount > 0 ? `${money}将退回你的技能币余额。` : `${money}将原路退回你的${order.paidVia ?? '微信'}账户。`,
          at,
        );
        return;
      case RefundStatus.REFUNDING: {
        refund.status = RefundStatus.COMPLETED;
        refund.nextAt = null;
        const account = this.options.hooks.accountOf(order.accountId);
        if (account && refund.coinAmount > 0)
          this.options.coins.change(account, CoinEntryKind.REFUND, refund.coinAmount, `退款「${order.product.title}」`, order.id);
        order.status = OrderStatus.CHARGED_BACK;
        this.options.hooks.revoke(order);
        this.event(order, 'refunded', '退款完成', `${money} 已退回`, at);
        this.notify(order, MessageType.ORDER_REFUND_AUDIT, '退款已完成', `${money} 已退回，订单已关闭。`, at);
        return;
      }
      default:
        refund.nextAt = null;
    }
  }

  /**
   * An evicted account: its orders go, as they stand (nothing is granted, revoked or refunded on
   * the way out), with their pending clocks and idempotency keys.
   */
  /**
   * A deleted account's orders stay, as tax law requires (decision 015): they name only the account's
   * id, which nothing signs in to any more, and the product, amount and dates.
   */
  purgeAccount(): void {
    // Nothing goes: see above.
  }

  dropAccount(accountId: number): void {
    for (const id of this.byAccount.get(accountId) ?? []) {
      this.byId.delete(id);
      this.pending.delete(id);
      this.forgetCreateKey(id);
    }
    this.byAccount.delete(accountId);
  }

  /** The key of an order that is gone: using it again makes a new order (as an expired key does). */
  private forgetCreateKey(orderId: number): void {
    const key = this.createKeyOf.get(orderId);
    if (key !== undefined && this.createKeys.get(key) === orderId) this.createKeys.delete(key);
    this.createKeyOf.delete(orderId);
  }

  hasStateFor(accountId: number): boolean {
    if (this.byAccount.has(accountId)) return true;
    for (const order of this.byId.values()) if (order.accountId === accountId) return true;
    for (const key of this.createKeys.keys()) if (key.startsWith(`${accountId}:`)) return true;
    return false;
  }

  /** Public for the seed, which replays orders made before the server started. */
  markPaid(order: OrderRecord, method: number, at = this.now(), wallet = '微信'): void {
    order.status = OrderStatus.PAID;
    order.payMethod = method;
    order.paidAt = at;
    order.online = null;
    const online = method === PayMethod.WECHAT || method === PayMethod.AGGREGATED;
    order.paidVia = online ? wallet : null;
    this.pending.delete(order.id);
    const how =
      method === PayMethod.FREE
        ? '免费领取'
        : method === PayMethod.SKILL_COIN
          ? `技能币支付 ${order.coinAmount}`
          : method === PayMethod.AGGREGATED
            ? `聚合支付（${wallet}） ${formatFen(order.amount)}`
            : `微信支付 ${formatFen(order.amount)}`;
    this.event(order, 'paid', method === PayMethod.FREE ? '领取成功' : '支付成功', how, at);
    this.options.hooks.grant(order);
    const opened =
      order.grant.kind === 'coins'
        ? `${order.grant.coins} 技能币已到账。`
        : order.grant.kind === 'plan'
          ? '报名费已缴纳，请按时参加考试。'
          : order.grant.kind === 'live'
            ? '直播已开通，开播时进入直播间即可观看。'
            : '课程已开通，快去学习吧。';
    this.notify(order, MessageType.ORDER_PAID, method === PayMethod.FREE ? '领取成功' : '订单支付成功', opened, at);
  }

  /** Public for the seed. */
  close(order: OrderRecord, status: OrderStatusValue, title: string, detail: string, at = this.now()): void {
    order.status = status;
    order.online = null;
    this.pending.delete(order.id);
    this.event(
      order,
      status === OrderStatus.TIMEOUT ? 'timeout' : status === OrderStatus.PAY_FAILED ? 'pay_failed' : 'cancelled',
      title,
      detail,
      at,
    );
    this.notify(order, MessageType.ORDER_PAY_CANCELLED, status === OrderStatus.PAY_FAILED ? '订单支付失败' : '订单已关闭', detail, at);
  }

  private event(order: OrderRecord, kind: StoredEvent['kind'], title: string, detail: string, at = this.now()): void {
    order.events.push({ kind, at, title, detail });
  }

  private notify(order: OrderRecord, type: MessageTypeValue, action: string, content: string, at = this.now()): void {
    this.options.messages.notify(
      order.accountId,
      {
        type,
        senderId: null,
        action,
        title: order.product.title,
        quote: `订单号 ${order.orderNo}`,
        content,
        link: `/order/detail/${order.id}`,
      },
      at,
    );
  }

  private existing(id: number): OrderRecord {
    const order = this.get(id);
    if (!order) throw new BusinessError(CODE_NOT_FOUND, '订单不存在');
    return order;
  }

  private store(order: OrderRecord): void {
    this.byId.set(order.id, order);
    let ids = this.byAccount.get(order.accountId);
    if (!ids) this.byAccount.set(order.accountId, (ids = []));
    ids.push(order.id);
    if (this.byId.size > this.maxOrders) {
      const [oldestId, oldest] = this.byId.entries().next().value!;
      this.byId.delete(oldestId);
      this.pending.delete(oldestId);
      this.forgetCreateKey(oldestId);
      const list = this.byAccount.get(oldest.accountId);
      list?.splice(list.indexOf(oldestId), 1);
    }
  }
}
