import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@shared/lib/escape-html';
import { formatFen } from '@shared/lib/order-rules';
import { OrderStatus } from '@shared/enums/order';
import type { MockApi } from '../app';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';
import type { OrderRecord } from './orders';
import { h5PayPages } from './h5-pay-pages';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Developer controls of payments (`/__mock/pay/…`), standing in for WeChat Pay's notices and the
 * platform's refund desk, so tests and demos need not wait:
 * - `POST {orderId}/succeed {transactionId?}` — WeChat says paid (the learner's page sees it on its next
 *   poll); the same transaction again is acknowledged and changes nothing, another one for an order
 *   already paid (or closed after its QR code) is refunded automatically;
 * - `POST {orderId}/fail` — WeChat says the payment failed (the order closes as 4);
 * - `POST {orderId}/expire` — the payment deadline becomes now (the next read closes it as 101);
 * - `POST {orderId}/refund {decision?: 'agree' | 'refuse'}` — moves a refund one step now;
 * - `GET wechat/{ticket}` — the stand-in page a phone opens from the pay QR code, with 确认支付.
 */
export async function payControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { orders } = mock.store;
  const orderOf = (id: string): OrderRecord => {
    const order = orders.get(Number(id));
    if (!order) throw new BusinessError(CODE_NOT_FOUND, '订单不存在');
    return order;
  };
  const state = (order: OrderRecord) => ({
    id: order.id,
    status: order.status,
    refundStatus: order.refund?.status ?? null,
    deadline: shanghaiIso(order.deadline),
  });
  const ok = (data: unknown) => ({ code: 0, msg: 'success', data });
  const byTicket = (ticket: string) => {
    for (const order of orders.pendingWechat()) if (order.online?.channel === 'qr' && order.online.ticket === ticket) return order;
    return undefined;
  };

  app.post<{ Params: { id: string }; Body: unknown }>('/:id/succeed', async (request) => {
    const raw = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>).transactionId : undefined;
    if (raw !== undefined && (typeof raw !== 'string' || !/^[\w-]{1,64}$/.test(raw)))
      throw new BusinessError(400, 'transactionId 应为 1–64 位字母、数字、下划线或连字符');
    return ok(state(orders.completeWechat(orderOf(request.params.id).id, raw as string | undefined)));
  });
  app.post<{ Params: { id: string } }>('/:id/fail', async (request) => ok(state(orders.failWechat(orderOf(request.params.id).id))));
  app.post<{ Params: { id: string } }>('/:id/expire', async (request) => {
    const order = orderOf(request.params.id);
    if (order.status !== OrderStatus.CREATED && order.status !== OrderStatus.READY_TO_PAY)
      throw new BusinessError(400, '只有待支付的订单可以设为超时');
    order.deadline = mock.store.now();
    return ok(state(orders.settle(order)));
  });
  app.post<{ Params: { id: string }; Body: unknown }>('/:id/refund', async (request) => {
    const raw = (
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>).decision : undefined
    ) as unknown;
    if (raw !== undefined && raw !== 'agree' && raw !== 'refuse') throw new BusinessError(400, "decision 只能是 'agree' 或 'refuse'");
    return ok(state(orders.advanceRefund(orderOf(request.params.id).id, raw as 'agree' | 'refuse' | undefined)));
  });

  const page = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>微信支付（模拟）</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#ededed;color:#111}main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:12px;text-align:center}
.amount{font-size:36px;font-weight:600;margin:12px 0}.hint{color:#666;font-size:13px}button{width:100%;padding:12px;margin-top:16px;font-size:16px;border:0;border-radius:8px;background:#07c160;color:#fff}.state{font-size:18px;margin:16px 0}</style></head><body><main>${body}</main></body></html>`);

  await app.register(h5PayPages, { mock });

  app.get<{ Params: { ticket: string } }>('/wechat/:ticket', async (request, reply) => {
    const order = byTicket(request.params.ticket);
    if (!order) return page(reply, '<p class="state">支付二维码无效或已过期</p><p class="hint">请在网站上重新发起支付。</p>', 404);
    return page(
      reply,
      `<h1>${escapeHtml(order.product.title)}</h1><p class="amount">${formatFen(order.amount)}</p><p class="hint">订单号 ${order.orderNo} · 此页面模拟微信支付，仅在使用内置模拟接口时存在。</p>
<form method="post" action="/__mock/pay/wechat/${escapeHtml(request.params.ticket)}"><button type="submit">确认支付</button></form>`,
    );
  });

  app.post<{ Params: { ticket: string } }>('/wechat/:ticket', async (request: FastifyRequest<{ Params: { ticket: string } }>, reply) => {
    const order = byTicket(request.params.ticket);
    if (!order) return page(reply, '<p class="state">支付二维码无效或已过期</p>', 404);
    orders.completeWechat(order.id);
    return page(reply, '<p class="state">支付成功</p><p class="hint">请返回网站查看订单。</p>');
  });
}
