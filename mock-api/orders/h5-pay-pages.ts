import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '@shared/lib/escape-html';
import { formatFen } from '@shared/lib/order-rules';
import { OrderStatus, PayMethod } from '@shared/enums/order';
import type { MockApi } from '../app';
import type { OrderRecord } from './orders';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The wallets the aggregated cashier offers (a real one adds 云闪付 and bank cards). */
const WALLETS = { alipay: '支付宝', wechat: '微信' } as const;
type Wallet = keyof typeof WALLETS;

/**
 * Where the pay page sends the learner back: the checkout of the order's product with the order's id.
 * It says which order to show, nothing more: the page reads the order's state from the API (only the
 * pay notice, sent by this page's 确认支付, marks it paid).
 */
export const payReturnPath = (order: OrderRecord): string =>
  `/order/pay/create?productType=${order.product.type}&productId=${order.product.id}&orderId=${order.id}`;

/**
 * The stand-ins for WeChat Pay's H5 page (微信支付 in the phone's browser) and the aggregated cashier
 * (聚合支付: 支付宝 or 微信), at `/__mock/pay/h5/{orderId}/{ticket}`: the product and amount, 确认支付
 * or 取消支付, then back to the site (303 to payReturnPath). 确认支付 is the provider's pay notice
 * (Orders.completeWechat, named by the ticket): the same form sent again pays nothing more, and a
 * ticket closed meanwhile (another method chosen, the order closed) pays nothing.
 */
export async function h5PayPages(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { orders } = mock.store;

  /** The order the link names, and whether its ticket is the payment waiting now. */
  const lookUp = (id: string, ticket: string) => {
    const order = /^\d{1,9}$/.test(id) ? orders.get(Number(id)) : undefined;
    if (!order || (order.lastTicket !== ticket && order.online?.ticket !== ticket)) return null;
    const awaiting = order.status === OrderStatus.CREATED || order.status === OrderStatus.READY_TO_PAY;
    return { order, live: awaiting && order.online?.ticket === ticket && order.online.channel === 'h5' };
  };

  const page = (reply: FastifyReply, title: string, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}（模拟）</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#ededed;color:#111}main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:12px;text-align:center}
.amount{font-size:36px;font-weight:600;margin:12px 0}.hint{color:#666;font-size:13px}button{width:100%;padding:12px;margin-top:12px;font-size:16px;border:0;border-radius:8px;background:#07c160;color:#fff}
button.cancel{background:#f2f2f2;color:#333}fieldset{border:0;margin:16px 0 0;padding:0;text-align:left}label{display:flex;gap:8px;align-items:center;padding:12px;border:1px solid #ddd;border-radius:8px;margin-top:8px}.state{font-size:18px;margin:16px 0}a{color:#576b95}</style></head><body><main>${body}</main></body></html>`);

  const goBack = (order: OrderRecord) => `<p class="hint"><a href="${escapeHtml(payReturnPath(order))}">返回商户</a></p>`;

  app.get<{ Params: { id: string; ticket: string } }>('/h5/:id/:ticket', async (request, reply) => {
    const found = lookUp(request.params.id, request.params.ticket);
    if (!found) return page(reply, '支付', '<p class="state">支付链接无效</p><p class="hint">请回到网站重新发起支付。</p>', 404);
    const { order, live } = found;
    const cashier = order.online?.method === PayMethod.AGGREGATED;
    const title = cashier ? '收银台' : '微信支付';
    if (!live) {
      const paid = order.status === OrderStatus.PAID;
      return page(reply, title, `<p class="state">${paid ? '订单已支付' : '支付已失效'}</p>${goBack(order)}`, paid ? 200 : 410);
    }
    const wallets = cashier
      ? `<fieldset><legend>选择支付方式</legend>${Object.entries(WALLETS)
          .map(
            ([value, label], index) =>
              `<label><input type="radio" name="wallet" value="${value}"${index === 0 ? ' checked' : ''}>${label}</label>`,
          )
          .join('')}</fieldset>`
      : '<input type="hidden" name="wallet" value="wechat">';
    const action = `/__mock/pay/h5/${order.id}/${escapeHtml(request.params.ticket)}`;
    return page(
      reply,
      title,
      `<h1>${title}</h1><p>${escapeHtml(order.product.title)}</p><p class="amount">${formatFen(order.amount)}</p>
<p class="hint">订单号 ${order.orderNo} · 此页面模拟${cashier ? '聚合支付收银台' : '微信 H5 支付'}，仅在使用内置模拟接口时存在。</p>
<form method="post" action="${action}">${wallets}<button type="submit" name="action" value="pay">确认支付</button><button type="submit" name="action" value="cancel" class="cancel">取消支付</button></form>`,
    );
  });

  app.post<{ Params: { id: string; ticket: string }; Body: unknown }>('/h5/:id/:ticket', async (request, reply) => {
    const found = lookUp(request.params.id, request.params.ticket);
    if (!found) return page(reply, '支付', '<p class="state">支付链接无效</p>', 404);
    const { order, live } = found;
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    // Only the payment waiting now is paid; the same form again (back, resend) finds it settled and pays nothing.
    if (live && form.action === 'pay') {
      const wallet: Wallet = order.online?.method === PayMethod.AGGREGATED && form.wallet === 'wechat' ? 'wechat' : 'alipay';
      orders.completeWechat(order.id, request.params.ticket, order.online?.method === PayMethod.AGGREGATED ? WALLETS[wallet] : '微信');
    }
    return reply.code(303).header('cache-control', 'no-store').header('location', payReturnPath(order)).send();
  });
}
