import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@shared/lib/escape-html';
import { fromAnotherSite } from '@shared/lib/same-origin';
import { MATERIAL_KINDS } from '@shared/lib/application-materials';
import { materialKindSchema } from '@shared/schemas/enrollment-application';
import type { MockApi } from './app';
import { DEMO_ACCOUNTS } from './account/account-seed';
import { BusinessError, errorReply } from './core/define-handler';
import { liveControls } from './live/live-controls';
import { examControls } from './exam/exam-controls';
import { communityControls } from './community/community-controls';
import { payControls } from './orders/pay-controls';
import { invoiceControls } from './orders/review-controls';
import { joinControls } from './join/join-controls';
import { realNameControls } from './real-name/real-name-controls';
import { accountControls } from './account/deletion-controls';
import { wrongBookControls } from './wrong-book/wrong-book-controls';
import { practiceControls } from './wrong-book/practice-controls';
import { clockControls } from './core/clock-controls';
import { certificationControls } from './certification/certification-controls';
import { reminderControls } from './reminders/reminder-controls';
import { openApiRoute } from './core/openapi-route';
import { APP_SCAN_PATH, confirmTicket, liveTicket, scanTicket, ticketIdOf } from './auth/qr-routes';

/**
 * The WeChat identities the stand-in connect page offers: the one bound to a demo account, and a
 * new one each time the page is shown — binding it attaches it for good, so a fixed "unbound"
 * identity would be unbound only once per server run.
 */
export const DEMO_WECHAT_IDENTITIES = () => [
  { openId: 'demo-wechat-bound', label: '已绑定账号的微信（技能学员小王）' },
  { openId: `demo-wechat-new-${randomBytes(4).toString('hex')}`, label: '未绑定的微信（新用户）' },
];

const OPEN_ID = /^[\w-]{1,64}$/;
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const CODE_NOT_FOUND = 404;
const CODE_INVALID = 400;

const text = (value: unknown, max = 2048): string => (typeof value === 'string' && value.length <= max ? value.trim() : '');

function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f3f5f8;color:#1f2937}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}p{line-height:1.6}.hint{color:#6b7280;font-size:13px}
.state{font-size:18px;font-weight:600;padding:12px;border-radius:8px;background:#eef6ff;text-align:center}
.error{color:#b91c1c;background:#fef2f2;padding:8px 12px;border-radius:8px}
.ok{color:#166534;background:#f0fdf4;padding:8px 12px;border-radius:8px}
form{margin:16px 0}label{display:block;margin:8px 0 4px}select{width:100%;padding:8px;font-size:15px}
button,.button{display:block;box-sizing:border-box;width:100%;margin-top:12px;padding:12px;font-size:16px;border:0;border-radius:8px;background:#2563eb;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button.secondary,.button.secondary{background:#e5e7eb;color:#1f2937}button:disabled{opacity:.5;cursor:not-allowed}
</style></head>
<body><main>${body}</main></body></html>`);
}

function errorPage(reply: FastifyReply, title: string, message: string, status = 400) {
  return page(reply, title, `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`, status);
}

/** A state-changing request from another site (the forms are ours): refused like /api does. */
const crossSite = (request: FastifyRequest) => fromAnotherSite(request);

const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * Developer controls of the bundled mock, under /__mock/ on the site's origin (registered by
 * server/app.ts only when API_UPSTREAM is unset): the latest SMS code, QR scan/confirm and the
 * stand-in app page, and the stand-in WeChat QR-connect page.
 */
export async function devControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { store } = mock;

  // The stand-in app page posts plain HTML forms (no script needed under any CSP).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'mock dev control failure');
    return reply.code(status).send(body);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && crossSite(request)) {
      return reply.code(403).send({ code: 403, msg: '禁止跨站请求' });
    }
  });

  // ---- Live rooms (mock-api/live/live-controls.ts) --------------------------------------------
  await app.register(liveControls, { prefix: '/live', mock });

  // ---- Exams (mock-api/exam/exam-controls.ts) -------------------------------------------------
  await app.register(examControls, { prefix: '/exam', mock });

  // ---- Community moderation (mock-api/community/community-controls.ts) ------------------------
  await app.register(communityControls, { prefix: '/community', mock });

  // ---- Payments and refunds (mock-api/orders/pay-controls.ts) ---------------------------------
  await app.register(payControls, { prefix: '/pay', mock });

  // ---- Invoice desk (mock-api/orders/review-controls.ts) ---------------------------------------
  await app.register(invoiceControls, { prefix: '/invoice', mock });

  // ---- Onboarding desk (mock-api/join/join-controls.ts) ---------------------------------------
  await app.register(joinControls, { prefix: '/join', mock });

  // ---- Real-name desk (mock-api/real-name/real-name-controls.ts) -------------------------------
  await app.register(realNameControls, { prefix: '/real-name', mock });

  // ---- Question desk: 纠错 replies (mock-api/wrong-book/wrong-book-controls.ts) -----------------
  await app.register(wrongBookControls, { prefix: '/wrong-book', mock });

  // ---- Practice: a short 限时模拟 (mock-api/wrong-book/practice-controls.ts) ----------------------
  await app.register(practiceControls, { prefix: '/practice', mock });

  // ---- 注销账号: a request's cooling-off over now (mock-api/account/deletion-controls.ts) -------------
  await app.register(accountControls, { prefix: '/account', mock });

  // ---- The mock's clock (mock-api/core/clock-controls.ts) ----------------------------------------------
  await app.register(clockControls, { prefix: '/clock', mock });

  // ---- The certification journey: tickets, scores, certificates (mock-api/certification/certification-controls.ts)
  await app.register(certificationControls, { prefix: '/certification', mock });

  // ---- Reminders: what SMS and WeChat sent, WeChat's subscribe sheet (mock-api/reminders/reminder-controls.ts)
  await app.register(reminderControls, { prefix: '/reminders', mock });

  // ---- The contract as an OpenAPI document (mock-api/core/openapi-route.ts) ------------------------------
  await app.register(openApiRoute);

  // ---- SMS ----------------------------------------------------------------------------------

  app.get('/sms/latest', async (request) => {
    const account = text((request.query as Record<string, unknown>).account, 64);
    const record = account ? store.sms.get(account) : undefined;
    if (!record) throw new BusinessError(CODE_NOT_FOUND, '该手机号还没有收到过验证码');
    return { code: 0, msg: 'success', data: { code: record.code, scene: record.scene, expiresAt: record.expiresAt, used: record.used } };
  });

  // ---- QR: the mobile app's side --------------------------------------------------------------

  const accountOf = (phone: string) => {
    const account = store.accounts.byPhone(phone);
    if (!account) throw new BusinessError(1002, phone ? `账号 ${phone} 不存在` : '请选择登录账号');
    return account;
  };

  /** JSON callers get the envelope; the stand-in page's forms are sent back to the page. */
  const qrAction =
    (action: (content: string, body: Record<string, unknown>) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const content = text(body.content);
      let message: string;
      let failed = false;
      try {
        if (!content) throw new BusinessError(CODE_INVALID, '缺少二维码内容');
        message = action(content, body);
      } catch (error) {
        if (!isForm(request) || !(error instanceof BusinessError)) throw error;
        message = error.message;
        failed = true;
      }
      if (!isForm(request)) return { code: 0, msg: 'success', data: { status: 1, message } };
      const back = new URLSearchParams({ ticket: ticketIdOf(content) ?? content, [failed ? 'error' : 'notice']: message });
      return reply.code(303).header('location', `${APP_SCAN_PATH}?${back}`).send();
    };

  app.post(
    '/qr/scan',
    qrAction((content) => {
      scanTicket(store, content);
      return '扫描成功，请在手机上确认登录';
    }),
  );

  app.post(
    '/qr/confirm',
    qrAction((content, body) => {
      const account = accountOf(text(body.account, 64));
      confirmTicket(store, content, account);
      return `已确认，以 ${account.nickname} 的身份登录`;
    }),
  );

  // Ends a ticket's life now, so the real expiry path (1179) can be driven without waiting for the TTL.
  app.post(
    '/qr/expire',
    qrAction((content) => {
      const ticket = liveTicket(store, content);
      ticket.expiresAt = store.now() - 1;
      return '二维码已过期';
    }),
  );

  app.get('/app/scan', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const content = text(query.ticket) || text(query.content);
    const ticketId = content ? ticketIdOf(content) : null;
    const ticket = ticketId ? store.qrTickets.get(ticketId) : undefined;
    const title = '技能学堂App（模拟）';
    const notice = text(query.notice, 200);
    const error = text(query.error, 200);
    if (!ticket || !ticketId) {
      return page(
        reply,
        title,
        `<h1>${title}</h1><p class="state" data-state="unknown">二维码无效或已失效</p>
<p class="hint">请在网站上刷新二维码后重新扫描。</p>`,
        ticketId ? 404 : 400,
      );
    }
    const expired = ticket.consumed || store.now() > ticket.expiresAt;
    const state = ticket.consumed
      ? ['consumed', '已登录（二维码已使用）']
      : expired
        ? ['expired', '二维码已过期']
        : ticket.accountId !== null
          ? ['confirmed', '已确认登录，等待网站完成登录']
          : ticket.status === 1
            ? ['scanned', '已扫描，请确认登录']
            : ['waiting', '未扫描'];
    const live = !expired && ticket.accountId === null;
    const hidden = `<input type="hidden" name="content" value="${escapeHtml(ticketId)}">`;
    const options = DEMO_ACCOUNTS.map(
      (account) => `<option value="${account.phone}">${escapeHtml(account.nickname)}（${account.phone}）</option>`,
    ).join('');
    const seconds = Math.max(0, Math.ceil((ticket.expiresAt - store.now()) / 1000));
    return page(
      reply,
      title,
      `<h1>${title}</h1>
<p class="hint">此页面模拟手机App扫码登录，仅在使用内置模拟接口时存在。</p>
${notice ? `<p class="ok" role="status">${escapeHtml(notice)}</p>` : ''}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<p class="state" data-state="${state[0]}">${state[1]}</p>
${live ? `<p class="hint">二维码 ${seconds} 秒后过期</p>` : ''}
<form method="post" action="/__mock/qr/scan">${hidden}<button type="submit"${live && ticket.status !== 1 ? '' : ' disabled'}>扫描</button></form>
<form method="post" action="/__mock/qr/confirm">${hidden}
<label for="account">登录账号</label><select id="account" name="account"${live ? '' : ' disabled'}>${options}</select>
<button type="submit"${live ? '' : ' disabled'}>确认登录</button></form>
<a class="button secondary" href="${APP_SCAN_PATH}?ticket=${escapeHtml(ticketId)}">刷新状态</a>`,
    );
  });

  // ---- Enrolment-plan audit ---------------------------------------------------------------------

  // Decides an application at once (tests), instead of waiting for the mock's audit delay: approved (every
  // material accepted) or rejected (one material sent back with the reason, the others accepted).
  app.post('/enrollment/decide', async (request) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const planId = Number(body.planId);
    if (!Number.isSafeInteger(planId) || planId <= 0) throw new BusinessError(CODE_INVALID, '缺少或错误的报名计划 planId');
    const phone = text(body.phone, 64);
    const accountId = Number(body.accountId);
    const account = phone ? store.accounts.byPhone(phone) : store.accounts.byId(accountId);
    if (!account)
      throw new BusinessError(CODE_NOT_FOUND, phone || body.accountId !== undefined ? '账号不存在' : '请提供 accountId 或 phone');
    const outcome = text(body.outcome, 16);
    if (outcome !== 'approved' && outcome !== 'rejected') throw new BusinessError(CODE_INVALID, 'outcome 只能是 approved 或 rejected');
    // Rejecting: the material sent back, by kind (default the first one sent).
    const kind = body.kind === undefined ? undefined : materialKindSchema.safeParse(body.kind).data;
    if (body.kind !== undefined && !kind) throw new BusinessError(CODE_INVALID, `kind 只能是 ${MATERIAL_KINDS.join('、')} 之一`);
    const application = store.applications.get(account.id, planId);
    if (!application) throw new BusinessError(CODE_NOT_FOUND, '该账号没有报名这个计划');
    if (kind && application.details && !application.details.items.some((item) => item.kind === kind))
      throw new BusinessError(CODE_NOT_FOUND, '这份报名没有这项材料');
    const decided = store.applications.decide(account.id, planId, outcome, text(body.reason, 200) || undefined, kind)!;
    return { code: 0, msg: 'success', data: { planId, accountId: account.id, status: decided.status, reason: decided.reason } };
  });

  // ---- WeChat QR-connect stand-in -------------------------------------------------------------

  /** The redirect_uri as a same-origin path (with query), or null for anything pointing elsewhere. */
  const sameOriginTarget = (request: FastifyRequest, value: string): URL | null => {
    if (!value) return null;
    try {
      const base = `${request.protocol}://${request.host}`;
      const url = new URL(value, base);
      return url.origin === new URL(base).origin ? url : null;
    } catch {
      return null;
    }
  };

  app.get('/wechat/connect', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const title = '微信登录（模拟）';
    const target = sameOriginTarget(request, text(query.redirect_uri));
    if (!target) return errorPage(reply, title, 'redirect_uri 无效：只能跳转回本站地址');
    if (text(query.response_type) !== 'code') return errorPage(reply, title, 'response_type 参数错误，应为 code');
    if (text(query.scope) !== 'snsapi_login') return errorPage(reply, title, 'scope 参数错误，应为 snsapi_login');
    if (!text(query.appid, 128)) return errorPage(reply, title, '缺少 appid 参数');
    const state = text(query.state, 256);
    const choice = (openId: string, label: string, secondary = false) => {
      const params = new URLSearchParams({ redirect_uri: text(query.redirect_uri), state, openid: openId });
      return `<a class="button${secondary ? ' secondary' : ''}" href="/__mock/wechat/authorize?${escapeHtml(params.toString())}">${escapeHtml(label)}</a>`;
    };
    const cancel = `<a class="button secondary" href="${escapeHtml(target.pathname + target.search + target.hash)}">取消</a>`;
    return page(
      reply,
      title,
      `<h1>${title}</h1>
<p class="hint">此页面代替微信开放平台的扫码登录页，仅在使用内置模拟接口时存在。选择一个微信身份：</p>
${DEMO_WECHAT_IDENTITIES()
  .map((identity) => choice(identity.openId, identity.label))
  .join('\n')}
${cancel}
<p class="hint">appid：${escapeHtml(text(query.appid, 128))}</p>`,
    );
  });

  app.get('/wechat/authorize', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const target = sameOriginTarget(request, text(query.redirect_uri));
    if (!target) return errorPage(reply, '微信登录（模拟）', 'redirect_uri 无效：只能跳转回本站地址');
    const openId = text(query.openid, 64);
    if (!OPEN_ID.test(openId)) return errorPage(reply, '微信登录（模拟）', 'openid 参数错误');
    target.searchParams.set('code', `wx-${openId}`);
    target.searchParams.set('state', text(query.state, 256));
    return reply
      .code(302)
      .header('location', target.pathname + target.search + target.hash)
      .send();
  });
}
