import type { FastifyInstance } from 'fastify';
import {
  applyRefund,
  cancelOrder,
  cancelRefund,
  CODE_ALREADY_OWNED,
  createOrder,
  getCheckout,
  getCoinSummary,
  getOrder,
  getOrderStatus,
  listCoinEntries,
  listOrders,
  payOrder,
} from '@shared/api/order';
import { ORDER_GROUPS, ORDER_LIST_TABS, COINS_PER_YUAN } from '@shared/lib/order-rules';
import { OrderStatus } from '@shared/enums/order';
import { shanghaiIso } from '../core/faker';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';
import { COIN_PACKAGES, productCatalogue, type Purchasable } from './products';
import { orderViews } from './order-views';
import { payableFee } from '../enrollment/fee-checkout';

const OWNED_MESSAGES: Record<string, string> = {
  courses: '你已拥有该课程，无需重复购买',
  live: '你已购买该直播，无需重复购买',
  plan: '你已缴纳该报名计划的费用，无需重复缴费',
};

export function registerOrderRoutes(app: FastifyInstance, store: MockStore): void {
  const { orders, coins } = store;
  const { resolve, courses } = productCatalogue(store);
  const views = orderViews(store, (courseId) => courses.get(courseId)?.lessonCount ?? 0);

  const requireAccount = (token: string | undefined, doing: string) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, `请先登录后再${doing}`);
    return account;
  };

  /**
   * The product as this learner may buy it now: an enrolment fee only for their own approved
   * application, by its 缴费截止 (5101 otherwise), and its order closes by then.
   */
  const purchasableFor = (accountId: number, type: number, id: number): Purchasable => {
    const purchasable = resolve(type, id);
    if (purchasable.grant.kind !== 'plan') return purchasable;
    const { deadline } = payableFee(store, accountId, purchasable.grant.planId);
    // Payable to the second shown: the order closes the moment after it.
    return { ...purchasable, payBy: deadline + 1 };
  };

  handle(app, getCheckout, ({ query, token }) => {
    const account = requireAccount(token, '下单');
    return views.checkoutOf(account, purchasableFor(account.id, query.productType, query.productId));
  });

  handle(app, listOrders, ({ query, token }) => {
    const account = requireAccount(token, '查看订单');
    store.invoices.requestsOf(account.id);
    const types = new Set<number>(ORDER_GROUPS[query.group].productTypes);
    const mine = orders.listOf(account.id).filter((order) => types.has(order.product.type));
    const counts = Object.fromEntries(
      ORDER_LIST_TABS.map((tab) => [tab, mine.filter((order) => views.inTab(order, tab)).length]),
    ) as Record<(typeof ORDER_LIST_TABS)[number], number>;
    const list = mine.filter((order) => views.inTab(order, query.tab));
    const start = (query.page - 1) * query.size;
    return {
      list: list.slice(start, start + query.size).map(views.toCard),
      total: list.length,
      page: query.page,
      size: query.size,
      counts,
    };
  });

  handle(app, createOrder, ({ body, token }) => {
    const account = requireAccount(token, '下单');
    const purchasable = purchasableFor(account.id, body.productType, body.productId);
    if (views.owns(account, purchasable))
      throw new BusinessError(CODE_ALREADY_OWNED, OWNED_MESSAGES[purchasable.grant.kind] ?? '你已拥有该商品');
    // One unpaid order per product: a second 提交订单 goes on with the first instead of adding another.
    const pending = orders.pendingFor(account.id, body.productType, body.productId);
    return views.toDetail(pending ?? orders.create(account, purchasable, body.idempotencyKey));
  });

  handle(app, getOrderStatus, ({ params, token }) => {
    const order = orders.own(requireAccount(token, '查看订单').id, params.id);
    return { id: order.id, status: order.status, paidAt: order.paidAt === null ? null : shanghaiIso(order.paidAt) };
  });

  handle(app, getOrder, ({ params, token }) => {
    const account = requireAccount(token, '查看订单');
    // The invoice's review may have moved on since: its state shows on the order.
    store.invoices.requestsOf(account.id);
    return views.toDetail(orders.own(account.id, params.id));
  });

  handle(app, payOrder, ({ params, body, token, origin }) => {
    const account = requireAccount(token, '支付');
    const current = orders.own(account.id, params.id);
    // A fee is asked for again before anything is charged: the application may have been withdrawn,
    // or the deadline passed, since the order was made (the same key again only answers as before).
    if (current.grant.kind === 'plan' && current.status !== OrderStatus.PAID && !current.payKeys.has(body.idempotencyKey))
      payableFee(store, account.id, current.grant.planId);
    // Bought meanwhile by another order (another tab, the app): nothing is charged twice.
    if (
      current.status !== OrderStatus.PAID &&
      !current.payKeys.has(body.idempotencyKey) &&
      views.owns(account, { snapshot: current.product, grant: current.grant })
    ) {
      throw new BusinessError(CODE_ALREADY_OWNED, OWNED_MESSAGES[current.grant.kind] ?? '你已拥有该商品');
    }
    const { order, online } = orders.pay(account, params.id, body.payMethod, body.idempotencyKey, body.channel);
    const qr = online?.channel === 'qr' ? online : null;
    const h5 = online?.channel === 'h5' ? online : null;
    return {
      order: views.toDetail(order),
      wechat: qr
        ? {
            // A phone on the same network can open the stand-in pay page; the real API answers a weixin:// URL.
            payUrl: origin ? `${origin}/__mock/pay/wechat/${qr.ticket}` : `weixin://wxpay/bizpayurl?pr=${qr.ticket}`,
            expiresAt: shanghaiIso(qr.expiresAt),
          }
        : null,
      // The stand-in of WeChat's H5 page or the cashier, on the site's origin (orders/h5-pay-pages.ts);
      // it sends the learner back to the checkout, which reads the order's state from here.
      h5: h5 ? { url: `${origin ?? ''}/__mock/pay/h5/${order.id}/${h5.ticket}`, expiresAt: shanghaiIso(h5.expiresAt) } : null,
    };
  });

  handle(app, cancelOrder, ({ params, token }) => views.toDetail(orders.cancel(requireAccount(token, '取消订单').id, params.id)));

  handle(app, applyRefund, ({ params, body, token }) => {
    const account = requireAccount(token, '申请退款');
    // The invoice's review may have moved on since: the refund is judged on its state now.
    store.invoices.requestsOf(account.id);
    const order = orders.own(account.id, params.id);
    const blocked = views.refundBlock(order);
    if (blocked !== null) throw new BusinessError(blocked.code, blocked.message);
    return views.toDetail(orders.applyRefund(order, body.reason, body.description));
  });

  handle(app, cancelRefund, ({ params, token }) => views.toDetail(orders.cancelRefund(requireAccount(token, '撤销退款').id, params.id)));

  handle(app, getCoinSummary, ({ token }) => {
    const account = requireAccount(token, '查看技能币');
    return { balance: account.coinBalance, coinsPerYuan: COINS_PER_YUAN, packages: [...COIN_PACKAGES], ...coins.totals(account) };
  });

  handle(app, listCoinEntries, ({ query, token }) => {
    const account = requireAccount(token, '查看技能币明细');
    const all = coins.historyOf(account).filter((entry) => query.kind === undefined || entry.kind === query.kind);
    const newestFirst = all.slice().reverse();
    const start = (query.page - 1) * query.size;
    return {
      list: newestFirst.slice(start, start + query.size).map((entry) => ({ ...entry, at: shanghaiIso(entry.at) })),
      total: all.length,
      page: query.page,
      size: query.size,
    };
  });
}
